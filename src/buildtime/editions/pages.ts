import path from "node:path";
import { EDITION_KIND } from "../../shared/content-kinds";
import { ROUTES } from "../../shared/site";
import type { PagesStep } from "../feature";

/** Each edition's page (src/templates/edition.tsx); its e-mail is written beside it once the pages are (files.ts). */
export const createEditionPages: PagesStep = ({ actions, getNodesByType }) => {
  const component = path.resolve("src/templates/edition.tsx");
  for (const edition of getNodesByType(EDITION_KIND.graphql.typeName)) {
    actions.createPage({ path: ROUTES.edition(Number(edition.numero)), component, context: { id: edition.id } });
  }
};
