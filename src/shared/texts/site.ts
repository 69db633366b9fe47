/**
 * Texts of every page: the layout's (loading, the language list, the translation widget, the scheme's
 * switch, Libras) and the 404 page's.
 */

/** docs/behaviour.md: Screens Loading overlay. */
export const loading = "Carregando...";
/** The language list's code could not be downloaded (offline, or a deploy removed it). */
export const languageListUnavailable = "Não foi possível carregar a lista de idiomas.";
export const retry = "Tentar novamente";
export const translationWidgetUnavailable = "Não foi possível carregar o widget de tradução.";
export const translationWidgetFailed = "Falha ao iniciar o widget de tradução:";
/** The header's switch of the colour scheme (src/components/ThemeToggle.tsx). */
export const darkTheme = "Tema escuro";
/** docs/behaviour.md: Texts Unknown path. */
export const pageNotFound = "Página não encontrada";
/** The footer's Libras control (src/components/LibrasControl.tsx), in its live region. */
export const librasLoading = "Carregando o VLibras...";
export const librasOn = "VLibras ativado: selecione um texto da página e abra o VLibras pelo botão dele.";
export const librasOff = "VLibras desativado.";
export const librasUnavailable = "Não foi possível carregar o VLibras agora. Tente novamente mais tarde.";
/** The name of VLibras' own button, which its markup leaves to an image. */
export const openVLibras = "Abrir o VLibras";
