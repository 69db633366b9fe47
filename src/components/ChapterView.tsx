import React from "react";
import { graphql } from "gatsby";
import { ROUTES } from "../shared/site";
import { Neighbours } from "./Neighbours";
import { StudyPage, StudyText } from "./StudyPage";

export type ChapterData = Queries.ChapterPageFragment;

/** A chapter of a book read online: the way back to the book, the text, and the chapters around it. */
/** A chapter beside this one, as its page links to it. */
type ChapterLink = { ordem: number; titulo: string } | null;

export function ChapterView({
  chapter,
  previous,
  next,
}: {
  chapter: ChapterData;
  previous: ChapterLink;
  next: ChapterLink;
}) {
  const book = chapter.book;
  const link = (neighbour: { ordem: number; titulo: string } | null, direction: string) =>
    neighbour && { to: ROUTES.chapter(chapter.livro, neighbour.ordem), direction, title: neighbour.titulo };
  return (
    <StudyPage
      back={{ to: ROUTES.book(chapter.livro), label: book ? `Voltar ao livro ${book.titulo}` : "Voltar ao livro" }}
      eyebrow={`Capítulo ${chapter.ordem}`}
      title={chapter.titulo}
    >
      <StudyText html={chapter.bodyHtml ?? ""} />
      <Neighbours
        label="Capítulo anterior e próximo"
        previous={link(previous, "Capítulo anterior")}
        next={link(next, "Próximo capítulo")}
      />
    </StudyPage>
  );
}

export const query = graphql`
  fragment ChapterPage on Chapter {
    livro
    ordem
    titulo
    bodyHtml
    book {
      titulo
    }
  }
`;
