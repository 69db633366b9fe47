import React from "react";
import { formatLongDate } from "../lib/dates";

interface TeachingMetaProps {
  data: string;
  autor?: string;
  tempoLeitura: number;
}

/** Date, author and reading time, as a card or an article shows them. */
export function TeachingMeta({ data, autor, tempoLeitura }: TeachingMetaProps) {
  return (
    <p className="teaching-meta">
      <time dateTime={data}>{formatLongDate(data)}</time>
      {autor ? <span>{autor}</span> : null}
      <span>{tempoLeitura} min de leitura</span>
    </p>
  );
}
