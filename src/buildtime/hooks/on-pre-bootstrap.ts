import type { GatsbyNode } from "gatsby";
import { checkFrontmatterLanguages, contentFolders } from "../content/folders";
import { apiTeachingsDirectory, loadApiTeachings } from "../api-teachings";
import { failOnInvalidContent, projectDirectory } from "../gatsby-args";

/**
 * Before anything is sourced: every page file's frontmatter is YAML (src/shared/content-kinds/
 * frontmatter.ts), and the API's teachings are checked whole, so a bad file stops the build at once.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const projectRoot = projectDirectory(store);
  if (
    failOnInvalidContent(
      reporter,
      checkFrontmatterLanguages(
        contentFolders(projectRoot).flatMap((source) => (source.kind ? [source.path] : [])),
        projectRoot,
      ),
    )
  )
    return;
  const api = loadApiTeachings(apiTeachingsDirectory(projectRoot), projectRoot);
  if (!api.ok) failOnInvalidContent(reporter, api.errors);
};
