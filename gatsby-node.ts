import path from "node:path";
import fs from "node:fs";
import type { CreatePagesArgs, GatsbyNode, Node } from "gatsby";
import { checkImageExists, findDuplicates, isContentKind, validateFrontmatter } from "./src/build/content-schema";
import { ROUTES } from "./src/shared/site";
import { CONTENT_TYPE_DEFINITIONS, NODE_TYPES } from "./src/build/graphql-types";
import { bodyFirstLine, renderMdxBody } from "./src/build/render-mdx";
import { readingTimeWarning } from "./src/build/reading-time";
import { compareAsListed, teachingLinks, teachingPageContext } from "./src/build/teaching-links";
import { listPageContexts, writeTeachingsIndex } from "./src/build/teachings-list";
import {
  finishPages,
  removeBuildLeftovers,
  writeFeeds,
  writeHeaders,
  writeManifest,
  type FeedsData,
} from "./src/build/post-build";
import { themeColours } from "./src/build/design-tokens";
import { writeNetlifyForms } from "./src/build/netlify-forms";
import { ADMIN_PATH, adminSize, writeAdmin } from "./src/build/admin";
import { formatLongDate } from "./src/shared/dates";
import { checkFrontmatterLanguage } from "./src/shared/content-kinds/frontmatter";
import { checkFrontmatterLanguages, contentFolders } from "./src/build/content-folders";
import {
  API_TEACHINGS_DIRECTORY,
  NOT_FOUND_DOCUMENT,
  NOT_FOUND_DOCUMENT_PATH,
  apiTeachingsDirectory,
  loadApiTeachings,
  readApiTeaching,
  writeApiTeachingDocuments,
} from "./src/build/api-teachings";

/** The project's folder, from Gatsby's store (whose state the typings leave untyped). */
function projectDirectory(store: { getState: unknown }): string {
  const state = Reflect.apply(store.getState as () => unknown, store, []) as { program: { directory: string } };
  return state.program.directory;
}

/** One explicit type per page kind, derived from its definition (src/shared/content-kinds/). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(CONTENT_TYPE_DEFINITIONS);
};

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  /** The file's text without its frontmatter. */
  body?: string;
}

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
}

/** Validates each content file as it is loaded and turns it into a typed node of its kind. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  store,
}) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const mdx = node as MdxNode;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || !isContentKind(file.sourceInstanceName)) return;

  const kind = file.sourceInstanceName;
  const projectRoot = projectDirectory(store);
  const shownPath = path.relative(projectRoot, file.absolutePath);
  const source = fs.readFileSync(file.absolutePath, "utf8");
  // A file added while `gatsby develop` runs is checked here (the others in onPreBootstrap).
  const notYaml = checkFrontmatterLanguage(source, shownPath);
  if (notYaml.length > 0) {
    reporter.panicOnBuild(`Conteúdo inválido:\n${notYaml.join("\n")}`);
    return;
  }
  const result = validateFrontmatter(kind, mdx.frontmatter, shownPath);
  if (!result.ok) {
    reporter.panicOnBuild(`Conteúdo inválido:\n${result.errors.join("\n")}`);
    return;
  }

  const fields: Record<string, unknown> = { ...result.data, contentId: result.data.id, sourceFile: shownPath };
  delete fields.id;

  if (kind === "ensinamentos" && "imagem" in result.data) {
    const imagePath = path.resolve(path.dirname(file.absolutePath), result.data.imagem);
    const imageErrors = checkImageExists(shownPath, result.data.imagem, () => fs.existsSync(imagePath));
    if (imageErrors.length > 0) {
      reporter.panicOnBuild(`Conteúdo inválido:\n${imageErrors.join("\n")}`);
      return;
    }
    fields.imagem = imagePath;
    const body = mdx.body ?? "";
    const rendered = await renderMdxBody(body, shownPath, bodyFirstLine(source, body));
    if (!rendered.ok) {
      reporter.panicOnBuild(`Conteúdo inválido:\n${rendered.error}`);
      return;
    }
    fields.bodyHtml = rendered.html;
    fields.toc = rendered.headings;
    // Written out here, once, so the pages that list or show teachings carry no date code.
    fields.longDate = formatLongDate(result.data.data);
    // A warning only: a wrong estimate misleads a reader a little, and must not stop a publication.
    const warning = readingTimeWarning(shownPath, result.data.tempo_leitura, rendered.html);
    if (warning) reporter.warn(warning);
  }

  const typed = {
    ...fields,
    id: createNodeId(`${NODE_TYPES[kind]} >>> ${file.absolutePath}`),
    parent: mdx.id,
    children: [],
    internal: { type: NODE_TYPES[kind], contentDigest: createContentDigest(fields) },
  };
  await actions.createNode(typed);
  actions.createParentChildLink({ parent: mdx, child: typed });
};

/** A query of the build: its data, or the build stopped with `message` and the query's errors. */
async function runQuery<T>(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  message: string,
  query: string,
): Promise<T | undefined> {
  const result = await graphql<T, Record<string, never>>(query);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(message, result.errors as Error[]);
    return undefined;
  }
  return result.data;
}

/** What the ContentIndex query answers, in the types the schema generates (Teaching, Course, Book). */
interface ContentIndexResult {
  allTeaching: {
    nodes: (Pick<
      Queries.Teaching,
      "id" | "contentId" | "slug" | "sourceFile" | "titulo" | "resumo" | "autor" | "tempo_leitura" | "categoria" | "ano"
    > & {
      publishedOn: string;
    })[];
  };
  allCourse: { nodes: Pick<Queries.Course, "contentId" | "sourceFile">[] };
  allBook: { nodes: Pick<Queries.Book, "contentId" | "sourceFile">[] };
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  const data = await runQuery<ContentIndexResult>(
    args,
    "Não foi possível ler o conteúdo.",
    `
    query ContentIndex {
      allTeaching {
        nodes {
          id
          contentId
          slug
          sourceFile
          titulo
          resumo
          autor
          tempo_leitura
          categoria
          ano
          publishedOn: data(formatString: "YYYY-MM-DD")
        }
      }
      allCourse {
        nodes {
          contentId
          sourceFile
        }
      }
      allBook {
        nodes {
          contentId
          sourceFile
        }
      }
    }
  `,
  );
  if (!data) return;

  const teachings = data.allTeaching.nodes;
  const duplicates = [
    ...findDuplicates(
      teachings,
      "id",
      (t) => t.contentId,
      (t) => t.sourceFile,
    ),
    ...findDuplicates(
      teachings,
      "slug",
      (t) => t.slug,
      (t) => t.sourceFile,
    ),
    ...findDuplicates(
      data.allCourse.nodes,
      "id",
      (c) => c.contentId,
      (c) => c.sourceFile,
    ),
    ...findDuplicates(
      data.allBook.nodes,
      "id",
      (b) => b.contentId,
      (b) => b.sourceFile,
    ),
  ];
  if (duplicates.length > 0) {
    reporter.panicOnBuild(`Conteúdo inválido:\n${duplicates.join("\n")}`);
    return;
  }

  // On Netlify an unknown id of the embedded API answers its JSON 404 rather than the 404 page (a
  // rule never shadows a file that exists; nginx does the same in deploy/nginx/site.conf).
  actions.createRedirect({
    fromPath: `/${API_TEACHINGS_DIRECTORY}/*`,
    toPath: `/${NOT_FOUND_DOCUMENT_PATH}`,
    statusCode: 404,
  });

  // The list's pages and, past one page, the index its filters download (src/build/teachings-list.ts).
  const listed = teachings.map((t) => ({ ...t, data: t.publishedOn })).sort(compareAsListed);
  const index = writeTeachingsIndex(path.join(projectDirectory(args.store), "public"), listed);
  if (index) reporter.info(`Índice da lista de ensinamentos: ${listed.length} ensinamentos, ${index.bytes} bytes`);
  const listTemplate = path.resolve("src/templates/teachings-list.tsx");
  for (const page of listPageContexts(listed.length, index?.path ?? null)) {
    actions.createPage({ path: page.path, component: listTemplate, context: page.context });
  }

  // Previous, next and related teachings, for all pages in one pass: each page's context holds only
  // the ids of its own few, so its data stays the same size however many teachings there are.
  const links = teachingLinks(listed);
  const template = path.resolve("src/templates/teaching.tsx");
  for (const teaching of teachings) {
    const context = teachingPageContext(teaching.id, links.get(teaching.id));
    actions.createPage({ path: ROUTES.teaching(teaching.slug), component: template, context });
  }
};

interface WebpackPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/** A webpack rule or loader entry, as far as the walk below reads it. */
interface WebpackRuleLike {
  loader?: string;
  options?: { modules?: unknown };
  use?: WebpackRuleLike[] | WebpackRuleLike;
  oneOf?: WebpackRuleLike[];
  rules?: WebpackRuleLike[];
}

/**
 * Short class names for the CSS modules of a production build. Gatsby names a class
 * `Button-module--button--1a2b3`, and every name is written in the JavaScript that maps a module's
 * classes as well as in the CSS and the HTML: with some forty modules that cost every route about a
 * kilobyte of gzipped first-load JavaScript. Both build stages (the server render and the browser's
 * bundle) hash the same file and class, so they agree; `gatsby develop` keeps the readable names.
 */
const PRODUCTION_CLASS_NAME = "[hash:base64:6]";

function shortenCssModuleNames(rule: WebpackRuleLike): void {
  const { modules } = rule.options ?? {};
  if (rule.loader?.includes("css-loader") && typeof modules === "object" && modules !== null) {
    (modules as { localIdentName?: string }).localIdentName = PRODUCTION_CLASS_NAME;
  }
  const children = [rule.use, rule.oneOf, rule.rules].flat().filter((child) => child !== undefined);
  for (const child of children) shortenCssModuleNames(child);
}

/**
 * Three things for webpack. The theme colour of the palette (src/styles/global.css) is handed to the
 * server render, which writes it in every page's head without reading a file itself (a file read
 * there would cost every incremental build all its pages). The CSS modules are bundled without
 * complaints about their order: each module styles its own classes, and a module that builds on
 * another composes it, which css-loader places first; no rule depends on the order of the rest. And a
 * production build gives them short class names (above).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, getConfig, stage }) => {
  // Gatsby's typings give these two as bare Functions.
  const readConfig = getConfig as unknown as () => {
    plugins: WebpackPlugin[];
    module: { rules: WebpackRuleLike[] };
    devtool?: string | false;
  };
  const define = plugins.define as unknown as (definitions: Record<string, string>) => WebpackPlugin;
  const config = readConfig();
  // No source maps in public/: nothing of the site fetches them, and a host would publish them.
  if (stage === "build-javascript") config.devtool = false;
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  config.plugins.push(define({ __THEME_COLOUR__: JSON.stringify(themeColours().theme) }));
  if (stage === "build-javascript" || stage === "build-html") {
    for (const rule of config.module.rules) shortenCssModuleNames(rule);
  }
  actions.replaceWebpackConfig(config);
};

/** Checks the API's teachings before anything is built, so a bad file stops the build at once. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const projectRoot = projectDirectory(store);
  const notYaml = checkFrontmatterLanguages(Object.values(contentFolders(projectRoot)), projectRoot);
  if (notYaml.length > 0) reporter.panicOnBuild(`Conteúdo inválido:\n${notYaml.join("\n")}`);
  const result = loadApiTeachings(apiTeachingsDirectory(projectRoot), projectRoot);
  if (!result.ok) reporter.panicOnBuild(`Conteúdo inválido:\n${result.errors.join("\n")}`);
};

interface DevServerApp {
  get(route: string, handler: (req: { params: { id?: string }; path: string }, res: DevServerResponse) => void): void;
}
interface DevServerResponse {
  status(code: number): DevServerResponse;
  type(contentType: string): DevServerResponse;
  send(body: string | Buffer): void;
}

/** The editor's files as `gatsby develop` sends them (a build writes them into public/admin/). */
const ADMIN_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
};

/**
 * `gatsby develop` serves the API from the files as they are now, so an edit shows on the next load,
 * and the editor at /admin/ (`npm run cms` pairs it with Decap's local backend).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter, store }) => {
  const projectRoot = projectDirectory(store);
  const adminDir = path.join(projectRoot, ".cache", "admin");
  await writeAdmin(projectRoot, adminDir);
  (app as DevServerApp).get(`${ADMIN_PATH}*`, (req, res) => {
    const name = path.basename(req.path) || "index.html";
    const file = path.join(adminDir, name === "admin" ? "index.html" : name);
    if (!fs.existsSync(file)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.type(ADMIN_TYPES[path.extname(file)] ?? "application/octet-stream").send(fs.readFileSync(file));
  });
  (app as DevServerApp).get(`/${API_TEACHINGS_DIRECTORY}/:id`, (req, res) => {
    const lookup = readApiTeaching(apiTeachingsDirectory(projectRoot), req.params.id ?? "", projectRoot);
    const json = res.type("application/json");
    if (lookup.status === "found") json.send(JSON.stringify(lookup.teaching));
    else if (lookup.status === "missing") json.status(404).send(JSON.stringify(NOT_FOUND_DOCUMENT));
    else {
      reporter.error(`Conteúdo inválido:\n${lookup.errors.join("\n")}`);
      json.status(500).send(JSON.stringify({ erro: "Erro interno" }));
    }
  });
};

/**
 * After the pages are written (src/build/post-build.ts): the feeds, the pages finished for the hosts,
 * the API's documents, checked again as they are written, the editor at /admin/ and the headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  const projectRoot = projectDirectory(args.store);
  const publicDir = path.join(projectRoot, "public");

  const feeds = await runQuery<FeedsData>(args, "Não foi possível gerar sitemap e RSS.", FEEDS_QUERY);
  if (feeds) writeFeeds(publicDir, feeds);
  writeManifest(publicDir);
  writeNetlifyForms(publicDir);

  const refused = finishPages(publicDir);
  if (refused.length > 0) {
    const lines = refused.slice(0, 20).join("\n");
    reporter.panicOnBuild(
      `Inline scripts the Content-Security-Policy does not allow (src/build/headers.ts):\n${lines}`,
    );
  }

  const api = loadApiTeachings(apiTeachingsDirectory(projectRoot), projectRoot);
  if (api.ok) writeApiTeachingDocuments(publicDir, api.teachings);
  else reporter.panicOnBuild(`Conteúdo inválido:\n${api.errors.join("\n")}`);

  // The search index is written after this build, in a process of its own (`npm run build`;
  // src/build/write-search-index.ts).

  const adminDir = path.join(publicDir, ADMIN_PATH.slice(1));
  await writeAdmin(projectRoot, adminDir);
  const admin = adminSize(adminDir);
  reporter.info(`Editor em ${ADMIN_PATH}: ${admin.files} arquivos, ${(admin.bytes / 1024 / 1024).toFixed(1)} MB`);

  writeHeaders(publicDir);
  removeBuildLeftovers(publicDir);
};

const FEEDS_QUERY = `
  query Feeds {
    allSitePage {
      nodes {
        path
      }
    }
    allTeaching(sort: [{ data: DESC }, { titulo: ASC }]) {
      nodes {
        titulo
        resumo
        autor
        slug
        publishedOn: data(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
