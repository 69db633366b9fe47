import type { GatsbyNode } from "gatsby";
import { AGENDA } from "../agenda";

/**
 * Each page Gatsby makes (those of src/pages/ among them), given what a feature adds to it
 * (src/buildtime/README.md, "A feature's folder"): the home page's next three of the agenda.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => {
  AGENDA.onCreatePage(args);
};
