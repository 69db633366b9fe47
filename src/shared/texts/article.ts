/**
 * Texts of a teaching's page, around its text (src/components/ArticleView.tsx and what it holds). The
 * Portuguese ones; a teaching published in another language gets that language's (catalogue.ts).
 */

export const backToTeachings = "Voltar aos Ensinamentos";
/** docs/behaviour.md: Screens Fixed article pages: like and share, inert. */
export const like = "Curtir";
export const share = "Compartilhar";
export const readingTime = "{minutes} min de leitura";
/** Printed under the text (the page's address, for a reader of the paper). */
export const pageAddress = "Endereço desta página: {address}";
export const contents = "Neste ensinamento";
export const related = "Leia também";
export const neighbours = "Ensinamento anterior e próximo";
export const previous = "Anterior";
export const next = "Próximo";
