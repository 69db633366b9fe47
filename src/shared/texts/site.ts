/**
 * Texts of every page that the frame's catalogue leaves out (frame.ts): the translation widget's and
 * Libras', which a Portuguese page alone has, and the 404 page's.
 */

export const translationWidgetUnavailable = "Não foi possível carregar o widget de tradução.";
export const translationWidgetFailed = "Falha ao iniciar o widget de tradução:";
/** docs/behaviour.md: Texts Unknown path. */
export const pageNotFound = "Página não encontrada";
/** The footer's Libras control (src/components/LibrasControl.tsx), in its live region. */
export const librasLoading = "Carregando o VLibras...";
export const librasOn = "VLibras ativado: selecione um texto da página e abra o VLibras pelo botão dele.";
export const librasOff = "VLibras desativado.";
export const librasUnavailable = "Não foi possível carregar o VLibras agora. Tente novamente mais tarde.";
/** The name of VLibras' own button, which its markup leaves to an image. */
export const openVLibras = "Abrir o VLibras";
