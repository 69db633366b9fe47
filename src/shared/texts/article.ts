import { TEACHING_META } from "./teaching-meta";

/**
 * Texts of a teaching's page, around its text (src/components/ArticleView.tsx and what it holds). The
 * Portuguese ones; a teaching published in another language gets that language's (catalogue.ts).
 */

export const ARTICLE = {
  backToTeachings: "Voltar aos Ensinamentos",
  /** docs/behaviour.md: Screens Fixed article pages: like and share, inert. */
  like: "Curtir",
  share: "Compartilhar",
  /** The reading time, which the line of facts under a title shows (teaching-meta.ts). */
  ...TEACHING_META,
  /** Printed under the text (the page's address, for a reader of the paper). */
  pageAddress: "Endereço desta página: {address}",
  contents: "Neste ensinamento",
  related: "Leia também",
  neighbours: "Ensinamento anterior e próximo",
  previous: "Anterior",
  next: "Próximo",
} as const;
