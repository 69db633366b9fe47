/**
 * Gatsby's hooks of this site, each in its own module under src/buildtime/hooks/ (README, "Folder map").
 *
 *   onPreBootstrap              every content file's frontmatter is YAML; the API's teachings checked
 *   createSchemaCustomization   one GraphQL type per kind, from the registry of kinds; lessons in order
 *   onCreateNode                each file checked with its kind's rules, then its kind's own work
 *   createPages                 each feature's pages (the newsletter's editions, the agenda, /apoie/, the
 *                               translations), the pages made from content, each with its neighbours
 *                               and its languages, and the home page with what the features add to it
 *                               (the agenda's next three)
 *   onCreateWebpackConfig       the theme colour, short CSS module names, no source maps or Partytown
 *   onCreateDevServer           the API and the editor under `gatsby develop`
 *   onPostBuild                 the files written after the pages, in the order its module gives
 *
 * A feature that spans these hooks keeps its build code in a folder of its own, listed once in
 * src/buildtime/features.ts, whose list each hook reads (src/buildtime/README.md, "A feature's folder").
 */
export { onPreBootstrap } from "./src/buildtime/hooks/on-pre-bootstrap";
export { createSchemaCustomization } from "./src/buildtime/hooks/create-schema-customization";
export { onCreateNode } from "./src/buildtime/hooks/on-create-node";
export { createPages } from "./src/buildtime/hooks/create-pages";
export { onCreateWebpackConfig } from "./src/buildtime/hooks/on-create-webpack-config";
export { onCreateDevServer } from "./src/buildtime/hooks/on-create-dev-server";
export { onPostBuild } from "./src/buildtime/hooks/on-post-build";
