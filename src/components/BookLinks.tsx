import React from "react";
import { Link } from "gatsby";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import { inOrder, type Ordered } from "../shared/study";
import { ROUTES } from "../shared/site";
import * as MESSAGES from "../shared/messages/books";
import { buttonClass } from "./Button";

export interface BookFile {
  publicURL: string | null;
  /** The file's name, which the download keeps. */
  base: string;
}

interface BookLinksProps {
  bookId: number;
  arquivo: BookFile | null;
  chapters: readonly Ordered[];
  block?: boolean;
}

/**
 * What a visitor does with an available book: 'Baixar Livro' downloads its file (its label in pt or
 * en, as the spec's button), 'Ler online' opens its first chapter.
 */
export function BookLinks({ bookId, arquivo, chapters, block = false }: BookLinksProps) {
  const sourceLanguage = useIsSourceLanguage();
  const first = inOrder(chapters)[0];
  return (
    <>
      {arquivo?.publicURL ? (
        <a href={arquivo.publicURL} download={arquivo.base} className={buttonClass("primary", { block })}>
          <span translate="no" lang={sourceLanguage ? undefined : "en"}>
            {MESSAGES.downloadBook(sourceLanguage)}
          </span>
        </a>
      ) : null}
      {first ? (
        <Link to={ROUTES.chapter(bookId, first.ordem)} className={buttonClass("outline", { block })}>
          {MESSAGES.readOnline}
        </Link>
      ) : null}
    </>
  );
}
