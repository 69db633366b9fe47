/**
 * Messages of the parts of a page whose code comes when first used (src/components/Island.tsx), kept
 * apart so that pages without such a part do not download them.
 */

/** The part's code could not be downloaded (offline, or a deploy removed it). */
export const partUnavailable =
  "Não foi possível carregar esta parte da página. Verifique a sua conexão e tente novamente.";
