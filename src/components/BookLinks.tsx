import React from "react";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import { BOOK_CARD } from "../shared/texts/book-card";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import { StudyLink, type StudyTarget } from "./StudyLink";
import { buttonClass } from "./Button";

interface BookFile {
  publicURL: string | null;
  /** The file's name, which the download keeps. */
  base: string;
}

interface BookLinksProps {
  arquivo: BookFile | null;
  /** The book's chapters in order (src/buildtime/nodes/study-links.ts): 'Ler online' opens the first. */
  chapters: readonly StudyTarget[];
  block?: boolean;
}

/**
 * What a visitor does with an available book: 'Baixar Livro' downloads its file (its label in pt or
 * en, as the spec's button), 'Ler online' opens its first chapter.
 */
export function BookLinks({ arquivo, chapters, block = false }: BookLinksProps) {
  const sourceLanguage = useIsSourceLanguage();
  const { translated } = usePageLanguage();
  const TEXTS = useTexts("books", BOOK_CARD);
  const first = chapters.at(0);
  // On a Portuguese page the spec's label follows the widget's language; elsewhere it is the page's own.
  const english = !translated && !sourceLanguage;
  return (
    <>
      {arquivo?.publicURL ? (
        <a href={arquivo.publicURL} download={arquivo.base} className={buttonClass("primary", { block })}>
          <span translate="no" lang={english ? "en" : undefined}>
            {english ? TEXTS.downloadBookOtherLanguage : TEXTS.downloadBook}
          </span>
        </a>
      ) : null}
      {first ? (
        <StudyLink path={first.path} inSource={first.inSource} className={buttonClass("outline", { block })}>
          {TEXTS.readOnline}
        </StudyLink>
      ) : null}
    </>
  );
}
