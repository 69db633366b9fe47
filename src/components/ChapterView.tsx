import React from "react";
import { graphql } from "gatsby";
import { ROUTES } from "../shared/site";
import { beside } from "../shared/study";
import { Neighbours } from "./Neighbours";
import { StudyPage, StudyText } from "./StudyPage";

export type ChapterData = Queries.ChapterPageFragment;

type ChapterNeighbour = Queries.ChapterNeighbourFragment;

interface ChapterViewProps {
  chapter: ChapterData;
  /** The chapters just before and after it in its book (src/buildtime/study-pages.ts). */
  neighbours: readonly ChapterNeighbour[];
  /** Its place in its book, from 1 (src/buildtime/study-pages.ts). */
  position: number;
}

/** A chapter of a book read online: the way back to the book, the text, and the chapters around it. */
export function ChapterView({ chapter, neighbours, position }: ChapterViewProps) {
  const book = chapter.book;
  const { previous, next } = beside(chapter.ordem, neighbours);
  const link = (neighbour: ChapterNeighbour | null, direction: string) =>
    neighbour && { to: ROUTES.chapter(chapter.livro, neighbour.ordem), direction, title: neighbour.titulo };
  return (
    <StudyPage
      back={{ to: ROUTES.book(chapter.livro), label: book ? `Voltar ao livro ${book.titulo}` : "Voltar ao livro" }}
      eyebrow={`Capítulo ${position}`}
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
  fragment ChapterNeighbour on Chapter {
    ordem
    titulo
  }

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
