import type { Plural } from "./plural";

/**
 * Texts of the search page, /busca/ (src/components/SearchView.tsx, src/hooks/useSearch.ts). The
 * Portuguese ones; the search of another language (/en/busca/) gets that language's (catalogue.ts).
 */

export const SEARCH = {
  /** The page's title, its line under it, and its description for search engines. */
  pageTitle: "Buscar",
  pageSubtitle: "Procure qualquer palavra em todos os ensinamentos.",
  pageDescription: "Busca em todo o texto dos ensinamentos do instituto, com filtros por categoria e ano.",

  searchFormLabel: "Ensinamentos",
  wordsLabel: "Palavras",
  wordsPlaceholder: "Ex.: oração, caridade, perdão",
  categoryLabel: "Categoria",
  allCategories: "Todas",
  yearLabel: "Ano",
  allYears: "Todos",
  resultsLabel: "Resultados da busca",

  searchPrompt: "Digite uma ou mais palavras, ou escolha uma categoria ou um ano.",
  searching: "Buscando...",
  searchUnavailable: "A busca não está disponível agora. Verifique a sua conexão e tente novamente.",
  searchEmptyHint: "Confira a grafia, use menos palavras ou remova os filtros.",
  searchNeedsJavaScript: "A busca precisa de JavaScript ativado no navegador.",

  /** What the live region says once a search is done: the count, and what was searched (`{what}`). */
  searchedWords: "para “{words}”",
  searchedFilters: "com os filtros escolhidos",
  noResults: "Nenhum resultado {what}.",
  results: { one: "{n} resultado {what}.", other: "{n} resultados {what}." } satisfies Plural,

  showMoreResults: "Mostrar mais resultados ({shown} de {total})",
} as const;
