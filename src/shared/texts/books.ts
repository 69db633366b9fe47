/**
 * Texts of the books' pages: the list's card, a book's page and its chapters' (docs/routes.md,
 * "Courses and books"), around what the book's files say. The Portuguese ones; a book or chapter
 * published in another language gets that language's (catalogue.ts).
 */

/**
 * docs/behaviour.md: Screens Books: the download's label follows the current language, Portuguese or
 * (while the translation widget shows another) English.
 */
export const downloadBook = "Baixar Livro";
export const downloadBookOtherLanguage = "Download Book";
export const readOnline = "Ler online";

/** A book's page. */
export const backToBooks = "Voltar aos Livros";
export const cover = "Capa de {title}";
export const pages = "Páginas";
export const fileFormat = "Formato";
export const fileSize = "Tamanho";
export const contents = "Sumário";

/** A chapter's page. */
export const backToBook = "Voltar ao livro {book}";
export const backToAnyBook = "Voltar ao livro";
export const chapterPlace = "Capítulo {position}";
export const chapterNeighbours = "Capítulo anterior e próximo";
export const previousChapter = "Capítulo anterior";
export const nextChapter = "Próximo capítulo";
