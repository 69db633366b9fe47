import type { GatsbyNode } from "gatsby";
import { CONTENT_TYPE_DEFINITIONS } from "../graphql-types";
import { PARTS_IN_ORDER } from "../nodes/study-links";

/**
 * One explicit type per page kind, derived from the registry of kinds (src/shared/content-kinds/), and
 * the field extension those types use to give a course's lessons and a book's chapters in order.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(PARTS_IN_ORDER);
  actions.createTypes(CONTENT_TYPE_DEFINITIONS);
};
