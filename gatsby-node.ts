/**
 * Gatsby's hooks of this site, each in its own module under src/buildtime/hooks/ (README, "Folder map").
 *
 *   onPreBootstrap              every content file's frontmatter is YAML; the API's teachings checked
 *   createSchemaCustomization   one GraphQL type per kind, from the registry of kinds; lessons in order
 *   onCreateNode                each file checked with its kind's rules, then its kind's own work
 *   createPages                 the teachings list's pages and index, each teaching's page, the
 *                               courses' and books' pages, each with its neighbours; the agenda's
 *   onCreatePage                the home page with the agenda's next three
 *   onCreateWebpackConfig       the theme colour, short CSS module names, no source maps or Partytown
 *   onCreateDevServer           the API and the editor under `gatsby develop`
 *   onPostBuild                 feeds, forms, pages finished for the hosts, API, editor, headers,
 *                               the agenda's calendars
 */
export { onPreBootstrap } from "./src/buildtime/hooks/on-pre-bootstrap";
export { createSchemaCustomization } from "./src/buildtime/hooks/create-schema-customization";
export { onCreateNode } from "./src/buildtime/hooks/on-create-node";
export { createPages } from "./src/buildtime/hooks/create-pages";
export { onCreatePage } from "./src/buildtime/hooks/on-create-page";
export { onCreateWebpackConfig } from "./src/buildtime/hooks/on-create-webpack-config";
export { onCreateDevServer } from "./src/buildtime/hooks/on-create-dev-server";
export { onPostBuild } from "./src/buildtime/hooks/on-post-build";
