import { SITE } from "../site";

/**
 * Texts of the page to support the institute, /apoie/ (docs/routes.md, "Apoie o instituto"): its codes'
 * names and the copy button's states; the build names each QR with them too (src/buildtime/donations/).
 */

/** The code whose payer types the amount in the bank's app. */
export const anyAmount = "Qualquer valor";

/** A QR's text alternative: what it is, for how much, and to whom. */
export const qrLabel = (reais: string | null) => `QR Code Pix para doar ${reais ?? "qualquer valor"} ao ${SITE.name}`;

export const copyCode = "Copiar código Pix";
export const copied = "Código Pix copiado. Cole-o no aplicativo do seu banco, em Pix Copia e Cola.";
export const copyFailed =
  "Não foi possível copiar: o código está selecionado; copie-o pelo menu do aparelho ou com Ctrl+C.";
