import type { GatsbyNode } from "gatsby";
import { CONTENT_TYPE_DEFINITIONS } from "../graphql-types";
import { PARTS_IN_ORDER } from "../nodes/study-links";
import { TRANSLATED_PATH, TRANSLATIONS_OF } from "../content/translation-links";

/**
 * One explicit type per page kind, derived from the registry of kinds (src/shared/content-kinds/), with
 * the types of the translatable kinds' translations, and the field extensions those types use: a course's
 * lessons and a book's chapters in order, an original's translations and a translation's page.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(PARTS_IN_ORDER);
  actions.createFieldExtension(TRANSLATIONS_OF);
  actions.createFieldExtension(TRANSLATED_PATH);
  actions.createTypes(CONTENT_TYPE_DEFINITIONS);
};
