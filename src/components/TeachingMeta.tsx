import React from "react";
import { formatLongDate } from "../shared/dates";
import * as styles from "./TeachingMeta.module.css";

interface TeachingMetaProps {
  publishedOn: string;
  autor?: string;
  tempoLeitura: number;
}

/** Date, author and reading time, as a card or an article shows them. */
export function TeachingMeta({ publishedOn, autor, tempoLeitura }: TeachingMetaProps) {
  return (
    <p className={styles.meta}>
      <time dateTime={publishedOn}>{formatLongDate(publishedOn)}</time>
      {autor ? <span>{autor}</span> : null}
      <span>{tempoLeitura} min de leitura</span>
    </p>
  );
}
