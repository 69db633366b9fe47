import type { GatsbyNode } from "gatsby";
import { CONTENT_TYPE_DEFINITIONS } from "../graphql-types";

/** One explicit type per page kind, derived from the registry of kinds (src/shared/content-kinds/). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(CONTENT_TYPE_DEFINITIONS);
};
