/**
 * Messages of an API teaching's page, /ensinos/{id} (SPEC §8 detail states and sharing).
 */

/** §8 Detail load failure. */
export const apiTeachingLoadError = "Erro ao carregar ensino";
/** §8 Missing data (also the body of the embedded API's 404). */
export const apiTeachingNotFound = "Ensino não encontrado";
export const apiTeachingCodeUnavailable =
  "Não foi possível baixar o código que carrega o ensino (cliente da API ou sanitizador de HTML):";
/** §2 Teaching detail: share unavailable, the link was copied instead. */
export const linkCopied = "Link copiado para a área de transferência!";
/** Logged only (§8). */
export const shareFailed = "Não foi possível compartilhar:";
