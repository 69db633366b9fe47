import React, { useEffect, useRef, useState } from "react";
import { YOUTUBE_PLAYER_ORIGIN } from "../shared/content-kinds/youtube";
import { VIDEO } from "../shared/texts/video";
import { format } from "../shared/texts/format";
import { useTexts } from "../hooks/usePageLanguage";
import * as styles from "./VideoFacade.module.css";
import { NEEDS_SCRIPT } from "../shared/needs-script";

const PLAYER = `${YOUTUBE_PLAYER_ORIGIN}/embed/`;
/** The site's own picture under the button: YouTube's thumbnail would be a request to Google's hosts. */
const POSTER = "/imagens/video-aula.svg";

interface VideoFacadeProps {
  /** The video's 11-character id (the build reads it from the lesson's address). */
  videoId: string;
  /** The lesson's title, which names the player for assistive technologies. */
  title: string;
  /** What names the player where it is not a lesson's video (an event's stream or recording). */
  frameTitle?: string;
  /** The button's words (a lesson's: 'Assistir ao vídeo'). */
  action?: string;
}

/**
 * A lesson's video (or an event's stream or recording) behind a button: nothing is asked of YouTube or Google before the visitor presses
 * 'Assistir ao vídeo'; then the player takes the button's place, in the page, at the same size, and
 * has the focus. Without JavaScript, a link opens the same player.
 */
export function VideoFacade({ videoId, title, frameTitle, action: givenAction }: VideoFacadeProps) {
  const TEXTS = useTexts("courses", VIDEO);
  const action = givenAction ?? TEXTS.watchVideo;
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const address = `${PLAYER}${encodeURIComponent(videoId)}`;
  return (
    <div className={styles.video} data-pagefind-ignore>
      {playing ? (
        <iframe
          ref={player}
          className={styles.player}
          src={`${address}?autoplay=1`}
          title={frameTitle ?? format(TEXTS.lessonVideo, { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)} {...NEEDS_SCRIPT}>
          <img className={styles.poster} src={POSTER} alt="" width={1280} height={720} />
          <span className={styles.label}>
            <span aria-hidden="true" className={styles.play}>
              ▶
            </span>
            {action}
          </span>
        </button>
      )}
      <noscript>
        <a className={styles.link} href={address}>
          {format(TEXTS.onYouTube, { action })}
        </a>
      </noscript>
    </div>
  );
}
