/**
 * Texts of the books' pages: the list's card, a book's page and its chapters' (docs/routes.md,
 * "Courses and books").
 */

/** docs/behaviour.md: Screens Books: the download's label follows the current language (pt or en). */
export const downloadBook = (sourceLanguage: boolean) => (sourceLanguage ? "Baixar Livro" : "Download Book");
export const readOnline = "Ler online";
