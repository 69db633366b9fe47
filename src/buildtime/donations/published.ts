import type { Node } from "gatsby";
import { DONATIONS_KIND } from "../../shared/content-kinds";

/**
 * Whether the content makes the page to support the institute: its file (content/apoie.mdx) with a key,
 * whose node carries the codes (node-work.ts). The rules between files allow one such file at most
 * (src/buildtime/content/relations.ts).
 */
export const donationsPublished = (getNodesByType: (type: string) => Node[]) =>
  getNodesByType(DONATIONS_KIND.graphql.typeName).some((node) => Boolean(node.pix));
