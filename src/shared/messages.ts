/**
 * What the site says when something goes well or wrong: the error catalogue of SPEC §8 and the other
 * states a visitor reads, in one place. Texts that are only logged (§8: share and widget failures)
 * are here too, so that a reader of the console finds the same words.
 *
 * Read as `import * as MESSAGES from "…/shared/messages"`: each text is an export of its own, so a
 * page's JavaScript carries only the messages it shows (an object would carry them all).
 */

/** §8 Detail load failure. */
export const apiTeachingLoadError = "Erro ao carregar ensino";
/** §8 Missing data (also the body of the embedded API's 404). */
export const apiTeachingNotFound = "Ensino não encontrado";
/** §8 Contact failure (the simulated send never fails). */
export const contactError = "Erro ao enviar mensagem. Tente novamente.";
/** §8 Contact success. */
export const contactSuccess = "Mensagem enviada com sucesso! Entraremos em contato em breve.";
/** §8 Unknown path. */
export const pageNotFound = "Página não encontrada";
/** §2 Teaching detail: share unavailable, the link was copied instead. */
export const linkCopied = "Link copiado para a área de transferência!";
/** §2 Teachings list with no result. */
export const noTeachingsFound = "Nenhum ensinamento encontrado.";
/** §2 Loading overlay. */
export const loading = "Carregando...";
/** The language list's code could not be downloaded (offline, or a deploy removed it). */
export const languageListUnavailable = "Não foi possível carregar a lista de idiomas.";
export const retry = "Tentar novamente";
/** Logged only (§8). */
export const shareFailed = "Não foi possível compartilhar:";
export const translationWidgetUnavailable = "Não foi possível carregar o widget de tradução.";
export const translationWidgetFailed = "Falha ao iniciar o widget de tradução:";
export const apiTeachingCodeUnavailable =
  "Não foi possível baixar o código que carrega o ensino (cliente da API ou sanitizador de HTML):";
