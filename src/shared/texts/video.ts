/**
 * The part of the courses' texts (courses.ts) that a video's facade shows (src/components/VideoFacade.tsx),
 * on a lesson and on an event's page: an event's page carries these alone, not the course's and lessons'.
 */
export const VIDEO = {
  /** The video's button, what names its player, and its link without JavaScript. */
  watchVideo: "Assistir ao vídeo",
  lessonVideo: "Vídeo da aula: {title}",
  onYouTube: "{action} no YouTube",
} as const;
