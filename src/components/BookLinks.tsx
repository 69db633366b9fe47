import React from "react";
import { Link } from "gatsby";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import * as TEXTS from "../shared/texts/books";
import { buttonClass } from "./Button";

interface BookFile {
  publicURL: string | null;
  /** The file's name, which the download keeps. */
  base: string;
}

interface BookLinksProps {
  arquivo: BookFile | null;
  /** The book's chapters in order (src/buildtime/nodes/study-links.ts): 'Ler online' opens the first. */
  chapters: readonly { path: string }[];
  block?: boolean;
}

/**
 * What a visitor does with an available book: 'Baixar Livro' downloads its file (its label in pt or
 * en, as the spec's button), 'Ler online' opens its first chapter.
 */
export function BookLinks({ arquivo, chapters, block = false }: BookLinksProps) {
  const sourceLanguage = useIsSourceLanguage();
  const first = chapters.at(0);
  return (
    <>
      {arquivo?.publicURL ? (
        <a href={arquivo.publicURL} download={arquivo.base} className={buttonClass("primary", { block })}>
          <span translate="no" lang={sourceLanguage ? undefined : "en"}>
            {TEXTS.downloadBook(sourceLanguage)}
          </span>
        </a>
      ) : null}
      {first ? (
        <Link to={first.path} className={buttonClass("outline", { block })}>
          {TEXTS.readOnline}
        </Link>
      ) : null}
    </>
  );
}
