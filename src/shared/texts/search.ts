import type { Plural } from "./format";

/**
 * Texts of the search page, /busca/ (src/components/SearchView.tsx, src/hooks/useSearch.ts). The
 * Portuguese ones; the search of another language (/en/busca/) gets that language's (catalogue.ts).
 */

/** The page's title, its line under it, and its description for search engines. */
export const pageTitle = "Buscar";
export const pageSubtitle = "Procure qualquer palavra em todos os ensinamentos.";
export const pageDescription = "Busca em todo o texto dos ensinamentos do instituto, com filtros por categoria e ano.";

export const searchFormLabel = "Ensinamentos";
export const wordsLabel = "Palavras";
export const wordsPlaceholder = "Ex.: oração, caridade, perdão";
export const categoryLabel = "Categoria";
export const allCategories = "Todas";
export const yearLabel = "Ano";
export const allYears = "Todos";
export const resultsLabel = "Resultados da busca";

export const searchPrompt = "Digite uma ou mais palavras, ou escolha uma categoria ou um ano.";
export const searching = "Buscando...";
export const searchUnavailable = "A busca não está disponível agora. Verifique a sua conexão e tente novamente.";
export const searchEmptyHint = "Confira a grafia, use menos palavras ou remova os filtros.";
export const searchNeedsJavaScript = "A busca precisa de JavaScript ativado no navegador.";

/** What the live region says once a search is done: the count, and what was searched (`{what}`). */
export const searchedWords = "para “{words}”";
export const searchedFilters = "com os filtros escolhidos";
export const noResults = "Nenhum resultado {what}.";
export const results: Plural = { one: "{n} resultado {what}.", other: "{n} resultados {what}." };

export const showMoreResults = "Mostrar mais resultados ({shown} de {total})";
