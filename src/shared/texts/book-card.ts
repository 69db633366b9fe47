/**
 * The part of the books' texts (books.ts) that a book's card shows, on /livros/ and wherever a card is
 * (an edition's page): the list's pages carry these alone, not the book's and chapters' pages'.
 */
export const BOOK_CARD = {
  /**
   * docs/behaviour.md: Screens Books: the download's label follows the current language, Portuguese or
   * (while the translation widget shows another) English.
   */
  downloadBook: "Baixar Livro",
  downloadBookOtherLanguage: "Download Book",
  readOnline: "Ler online",
} as const;
