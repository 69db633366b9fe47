import React from "react";
import { graphql } from "gatsby";
import { ROUTES } from "../shared/site";
import { Neighbours, type NeighbourPage } from "./Neighbours";
import { StudyPage, StudyText } from "./StudyPage";

type ChapterData = Queries.ChapterPageFragment;

interface ChapterViewProps {
  chapter: ChapterData;
  /** The chapters just before and after it in its book, null at either end (src/buildtime/study-pages.ts). */
  previous: NeighbourPage | null;
  next: NeighbourPage | null;
  /** Its place in its book, from 1 (src/buildtime/study-pages.ts). */
  position: number;
}

/** A chapter of a book read online: the way back to the book, the text, and the chapters around it. */
export function ChapterView({ chapter, previous, next, position }: ChapterViewProps) {
  const book = chapter.book;
  return (
    <StudyPage
      back={{ to: ROUTES.book(chapter.livro), label: book ? `Voltar ao livro ${book.titulo}` : "Voltar ao livro" }}
      eyebrow={`Capítulo ${position}`}
      title={chapter.titulo}
    >
      <StudyText html={chapter.bodyHtml ?? ""} />
      <Neighbours of="chapter" previous={previous} next={next} />
    </StudyPage>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment ChapterPage on Chapter {
    livro
    path
    titulo
    bodyHtml
    book {
      titulo
    }
  }
`;
