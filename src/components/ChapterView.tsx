import React from "react";
import { graphql } from "gatsby";
import { ROUTES } from "../shared/site";
import { BOOKS } from "../shared/texts/books";
import { format } from "../shared/texts/format";
import { TitleIn, formatWith } from "./TitleIn";
import { useTexts } from "../hooks/usePageLanguage";
import { Neighbours, type NeighbourPage } from "./Neighbours";
import { StudyPage, StudyText, type StudyBack } from "./StudyPage";

type ChapterData = Queries.ChapterPageFragment;

interface ChapterViewProps {
  chapter: ChapterData;
  /** The chapters just before and after it in its book, null at either end (src/buildtime/study-pages.ts). */
  previous: NeighbourPage | null;
  next: NeighbourPage | null;
  /** Its place in its book, from 1 (src/buildtime/study-pages.ts). */
  position: number;
  /** Where its book is, when not its Portuguese page's address (a chapter published in another language). */
  bookPage?: Omit<StudyBack, "label">;
  notice?: React.ReactNode;
}

/** A chapter of a book read online: the way back to the book, the text, and the chapters around it. */
export function ChapterView({ chapter, previous, next, position, bookPage, notice }: ChapterViewProps) {
  const book = chapter.book;
  const TEXTS = useTexts("books", BOOKS);
  const label = book
    ? formatWith(TEXTS.backToBook, { book: <TitleIn inSource={bookPage?.inSource}>{book.titulo}</TitleIn> })
    : TEXTS.backToAnyBook;
  return (
    <StudyPage
      back={{ ...(bookPage ?? { to: ROUTES.book(chapter.livro) }), label }}
      eyebrow={format(TEXTS.chapterPlace, { position })}
      title={chapter.titulo}
      notice={notice}
    >
      <StudyText html={chapter.bodyHtml ?? ""} />
      <Neighbours
        words={{ label: TEXTS.chapterNeighbours, previous: TEXTS.previousChapter, next: TEXTS.nextChapter }}
        previous={previous}
        next={next}
      />
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
