import React from "react";
import { TEACHING_META } from "../shared/texts/teaching-meta";
import { format } from "../shared/texts/format";
import { useTexts } from "../hooks/usePageLanguage";
import * as styles from "./TeachingMeta.module.css";

interface TeachingMetaProps {
  /** YYYY-MM-DD, for the machine-readable date. */
  publishedOn: string;
  /** The same date written out ("20 de janeiro de 2025"), as the build or src/shared/dates.ts gives it. */
  longDate: string;
  autor?: string;
  tempoLeitura: number;
}

/** Date, author and reading time, as a card or an article shows them. */
export function TeachingMeta({ publishedOn, longDate, autor, tempoLeitura }: TeachingMetaProps) {
  const TEXTS = useTexts("article", TEACHING_META);
  return (
    <p className={styles.meta}>
      <time dateTime={publishedOn}>{longDate}</time>
      {autor ? <span>{autor}</span> : null}
      <span>{format(TEXTS.readingTime, { minutes: tempoLeitura })}</span>
    </p>
  );
}
