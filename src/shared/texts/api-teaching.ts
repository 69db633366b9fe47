/**
 * Texts of an API teaching's page, /ensinos/{id} (docs/behaviour.md: Texts detail states and sharing).
 */

/** docs/behaviour.md: Texts Detail load failure. */
export const apiTeachingLoadError = "Erro ao carregar ensino";
/** docs/behaviour.md: Texts Missing data (also the body of the embedded API's 404). */
export const apiTeachingNotFound = "Ensino não encontrado";
export const apiTeachingCodeUnavailable =
  "Não foi possível baixar o código que carrega o ensino (cliente da API ou sanitizador de HTML):";
/** docs/behaviour.md: Screens Teaching detail: share unavailable, the link was copied instead. */
export const linkCopied = "Link copiado para a área de transferência!";
/** Logged only (docs/behaviour.md: Texts). */
export const shareFailed = "Não foi possível compartilhar:";
