import { BOOK_CARD } from "./book-card";

/**
 * Texts of the books' pages: the list's card, a book's page and its chapters' (docs/routes.md,
 * "Courses and books"), around what the book's files say. The Portuguese ones; a book or chapter
 * published in another language gets that language's (catalogue.ts).
 */

export const BOOKS = {
  /** The card's (book-card.ts): the download and the reading online. */
  ...BOOK_CARD,

  /** A book's page. */
  backToBooks: "Voltar aos Livros",
  cover: "Capa de {title}",
  pages: "Páginas",
  fileFormat: "Formato",
  fileSize: "Tamanho",
  contents: "Sumário",

  /** A chapter's page. */
  backToBook: "Voltar ao livro {book}",
  backToAnyBook: "Voltar ao livro",
  chapterPlace: "Capítulo {position}",
  /** The chapter's description (its page's head), by its place in the book, as the page says it. */
  chapterDescription: "Capítulo {position} de {book}, para ler online.",
  chapterNeighbours: "Capítulo anterior e próximo",
  previousChapter: "Capítulo anterior",
  nextChapter: "Próximo capítulo",
} as const;
