import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BookView } from "../components/BookView";
import { ChapterView } from "../components/ChapterView";
import { translatableHead } from "../components/SeoInLanguages";
import { named } from "../shared/structured-data/institute";
import { bookData, chapterData } from "../shared/structured-data/study";
import { ROUTES } from "../shared/site";
import { BOOKS } from "../shared/texts/books";
import { format } from "../shared/texts/format";
import type { StudyPageContext } from "../shared/study";

type Data = Queries.BookPagesQuery;

/**
 * The pages of an available book (src/buildtime/study-pages.ts): the book's own and one per chapter
 * read online, whichever the page's id is; a reader going from the table of contents to the chapters
 * downloads their code once.
 */
export default function BookPages({ data, pageContext }: PageProps<Data, StudyPageContext>) {
  const { book, chapter, previous, next } = data;
  if (book) return <BookView book={book} />;
  return chapter ? (
    <ChapterView chapter={chapter} previous={previous} next={next} position={pageContext.position} />
  ) : null;
}

// A chapter's two neighbours, each read by the id the build gave its page: the page weighs the same
// however long its book, and its query depends on those two chapters alone.
export const query = graphql`
  query BookPages($id: String!, $previousId: String, $nextId: String) {
    book(id: { eq: $id }) {
      ...BookPage
    }
    chapter(id: { eq: $id }) {
      ...ChapterPage
    }
    previous: chapter(id: { eq: $previousId }) {
      ...ChapterNeighbour
    }
    next: chapter(id: { eq: $nextId }) {
      ...ChapterNeighbour
    }
  }
`;

/** The page's title, description and schema.org description (src/shared/structured-data/). */
function headOf({ book, chapter }: Data, { position }: StudyPageContext) {
  if (book) {
    const file = book.arquivo?.publicURL ? { path: book.arquivo.publicURL, extension: book.arquivo.extension } : null;
    return {
      title: book.titulo,
      description: book.descricao,
      jsonLd: bookData({
        ...named(book.titulo, ROUTES.book(book.contentId)),
        alternativeHeadline: book.subtitulo,
        description: book.descricao,
        pages: book.paginas,
        file,
      }),
    };
  }
  if (!chapter) return null;
  const parent = chapter.book && named(chapter.book.titulo, ROUTES.book(chapter.livro));
  return {
    title: parent ? `${chapter.titulo} | ${parent.name}` : chapter.titulo,
    // Its place, as the page says it ('Capítulo 2'), not its `ordem`, which may leave gaps.
    description: parent ? format(BOOKS.chapterDescription, { position, book: parent.name }) : undefined,
    jsonLd: chapterData({ ...named(chapter.titulo, chapter.path), position, book: parent }),
  };
}

export const Head = translatableHead(headOf);
