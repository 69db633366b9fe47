/**
 * Messages of the search page, /busca/ (src/components/SearchView.tsx).
 */

/** The search page, /busca/ (src/components/SearchView.tsx). */
export const searchPrompt = "Digite uma ou mais palavras, ou escolha uma categoria ou um ano.";
export const searching = "Buscando...";
export const searchUnavailable = "A busca não está disponível agora. Verifique a sua conexão e tente novamente.";
export const searchEmptyHint = "Confira a grafia, use menos palavras ou remova os filtros.";
export const searchNeedsJavaScript = "A busca precisa de JavaScript ativado no navegador.";
