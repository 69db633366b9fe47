import React, { useId } from "react";
import { ARTICLE } from "../shared/texts/article";
import { useTexts } from "../hooks/usePageLanguage";
import * as styles from "./TableOfContents.module.css";

export interface TocEntry {
  /** The subtitle's anchor, the id the build gave its heading (src/buildtime/render-mdx.tsx). */
  id: string;
  text: string;
}

/** Below this many subtitles a reader sees the whole outline at a glance, and a list would only add length. */
const TOC_MIN_ENTRIES = 3;

/** The subtitles of a teaching's body as links to their anchors, when there are enough of them. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const titleId = useId();
  const TEXTS = useTexts("article", ARTICLE);
  if (entries.length < TOC_MIN_ENTRIES) return null;
  return (
    <nav className={styles.toc} aria-labelledby={titleId} data-pagefind-ignore>
      <h2 id={titleId} className={styles.title}>
        {TEXTS.contents}
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
