/**
 * Texts of the search page, /busca/ (src/components/SearchView.tsx, src/hooks/useSearch.ts).
 */

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

/** What the live region says once a search is done: the count, and what was searched. */
export function searchResults(total: number, words: string): string {
  const what = words === "" ? "com os filtros escolhidos" : `para “${words}”`;
  if (total === 0) return `Nenhum resultado ${what}.`;
  return `${total} ${total === 1 ? "resultado" : "resultados"} ${what}.`;
}

export const showMoreResults = (shown: number, total: number) => `Mostrar mais resultados (${shown} de ${total})`;
