/**
 * Texts about a page's reviewed translations: the notice on a translated page (who translated it, who
 * reviewed it and when, its original), the line that offers a Portuguese page's reviewed version to a
 * visitor who chose its language, and the mark of a link that leads to a page in Portuguese. Written
 * for every language of the catalogue, Portuguese included, so that each catalogue has the same keys.
 */

export const TRANSLATION = {
  reviewedBy: "Tradução revisada por {reviewer}.",
  reviewedOn: "Tradução revisada por {reviewer} em {date}.",
  translatedBy: "Traduzida por {translator}.",
  original: "Ler o original em português",
  /** The offer, on a Portuguese page, of its version in this language (in this language). */
  offer: "Esta página também existe em português, traduzida e revisada por uma pessoa.",
  offerLink: "Ler em português",
  /** After a link's words, for a screen reader: where it leads, the page is in Portuguese. */
  inPortuguese: "(em português)",
  /** The feed of the teachings in this language: its title and what it is. */
  feedTitle: "Ensinamentos em português",
  feedDescription: "Ensinamentos do Instituto Evolução para Todos em português.",
} as const;
