import type { PatternRule } from "./define";

/**
 * A lesson's video is a YouTube address in any of the forms YouTube gives (watch?v=, youtu.be/,
 * embed/, shorts/, live/), on youtube.com or its privacy-enhanced host. The page plays it from
 * youtube-nocookie.com, by its 11-character id, only once the visitor asks (src/components/VideoFacade.tsx).
 */
/** YouTube's privacy-enhanced player, which sets no cookie until the video is played. */
export const YOUTUBE_PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

const YOUTUBE_ADDRESS =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/|www\.youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#][^\s]*)?$/;

export const YOUTUBE_RULE: PatternRule = {
  pattern: YOUTUBE_ADDRESS,
  message: "deve ser o endereço de um vídeo do YouTube (como https://www.youtube.com/watch?v=…)",
};

/** The video's id in a YouTube address, or null for an address of any other kind. */
export function youtubeId(address: string): string | null {
  return YOUTUBE_ADDRESS.exec(address.trim())?.[1] ?? null;
}
