import path from "node:path";
import fs from "node:fs";
import type { CreatePagesArgs, GatsbyNode, Node } from "gatsby";
import {
  checkImageExists,
  findDuplicates,
  isContentKind,
  validateFrontmatter,
  type ContentKind,
} from "./src/build/content-schema";
import { ROUTES } from "./src/shared/site";
import { bodyFirstLine, renderMdxBody } from "./src/build/render-mdx";
import { finishPages, writeFeeds, writeHeaders, writeManifest, type FeedsData } from "./src/build/post-build";
import { themeColours } from "./src/build/design-tokens";
import {
  API_TEACHINGS_DIRECTORY,
  NOT_FOUND_DOCUMENT,
  NOT_FOUND_DOCUMENT_PATH,
  loadApiTeachings,
  readApiTeaching,
  writeApiTeachingDocuments,
} from "./src/build/api-teachings";

/** The project's folder, from Gatsby's store (whose state the typings leave untyped). */
function projectDirectory(store: { getState: unknown }): string {
  const state = Reflect.apply(store.getState as () => unknown, store, []) as { program: { directory: string } };
  return state.program.directory;
}

/** The node type each content folder becomes. */
const NODE_TYPES: Record<ContentKind, string> = {
  ensinamentos: "Teaching",
  cursos: "Course",
  livros: "Book",
};

/**
 * One explicit type per content kind. `contentId` is the frontmatter `id` (a Gatsby node's own
 * `id` is reserved). `categoria` and `ano` are optional: the fixed teachings don't carry them, yet
 * the teachings filters read them (SPEC §2, §3).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Teaching implements Node @dontInfer {
      contentId: Int!
      titulo: String!
      resumo: String!
      data: Date! @dateformat
      autor: String!
      tempo_leitura: Int!
      imagem: File! @link(by: "absolutePath")
      slug: String!
      categoria: String
      ano: Int
      """The MDX body rendered to HTML at build time (src/content/render-mdx.tsx)."""
      bodyHtml: String!
      """Path shown in build messages, relative to the project."""
      sourceFile: String!
    }

    type Course implements Node @dontInfer {
      contentId: Int!
      nivel: String!
      titulo: String!
      descricao: String!
      duracao: String!
      estudantes: String!
      status: String!
      sourceFile: String!
    }

    type Book implements Node @dontInfer {
      contentId: Int!
      titulo: String!
      subtitulo: String!
      descricao: String!
      paginas: Int!
      formato: String!
      status: String!
      rating: Int!
      sourceFile: String!
    }
  `);
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
    const rendered = await renderMdxBody(
      body,
      shownPath,
      bodyFirstLine(fs.readFileSync(file.absolutePath, "utf8"), body),
    );
    if (!rendered.ok) {
      reporter.panicOnBuild(`Conteúdo inválido:\n${rendered.error}`);
      return;
    }
    fields.bodyHtml = rendered.html;
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

interface ContentIndexResult {
  allTeaching: { nodes: { id: string; contentId: number; slug: string; sourceFile: string }[] };
  allCourse: { nodes: { contentId: number; sourceFile: string }[] };
  allBook: { nodes: { contentId: number; sourceFile: string }[] };
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

  const template = path.resolve("src/templates/teaching.tsx");
  for (const teaching of teachings) {
    actions.createPage({
      path: ROUTES.teaching(teaching.slug),
      component: template,
      context: { id: teaching.id },
    });
  }
};

interface WebpackPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/**
 * Two things for webpack. The theme colour of the palette (src/styles/global.css) is handed to the
 * server render, which writes it in every page's head without reading a file itself (a file read
 * there would cost every incremental build all its pages). And the CSS modules are bundled without
 * complaints about their order: each module styles its own classes, and a module that builds on
 * another composes it, which css-loader places first; no rule depends on the order of the rest.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, getConfig }) => {
  // Gatsby's typings give these two as bare Functions.
  const readConfig = getConfig as unknown as () => { plugins: WebpackPlugin[] };
  const define = plugins.define as unknown as (definitions: Record<string, string>) => WebpackPlugin;
  const config = readConfig();
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  config.plugins.push(define({ __THEME_COLOUR__: JSON.stringify(themeColours().theme) }));
  actions.replaceWebpackConfig(config);
};

/** The embedded API's teachings (content/ensinos/), or ENSINOS_DIR for tests and the benchmark. */
const apiTeachingsDirectory = (projectRoot: string) =>
  process.env.ENSINOS_DIR ?? path.join(projectRoot, "content", "ensinos");

/** Checks the API's teachings before anything is built, so a bad file stops the build at once. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const projectRoot = projectDirectory(store);
  const result = loadApiTeachings(apiTeachingsDirectory(projectRoot), projectRoot);
  if (!result.ok) reporter.panicOnBuild(`Conteúdo inválido:\n${result.errors.join("\n")}`);
};

interface DevServerApp {
  get(route: string, handler: (req: { params: { id?: string } }, res: DevServerResponse) => void): void;
}
interface DevServerResponse {
  status(code: number): DevServerResponse;
  type(contentType: string): DevServerResponse;
  send(body: string): void;
}

/** `gatsby develop` serves the API from the files as they are now, so an edit shows on the next load. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter, store }) => {
  const projectRoot = projectDirectory(store);
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
 * the API's documents, checked again as they are written, and the headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  const projectRoot = projectDirectory(args.store);
  const publicDir = path.join(projectRoot, "public");

  const feeds = await runQuery<FeedsData>(args, "Não foi possível gerar sitemap e RSS.", FEEDS_QUERY);
  if (feeds) writeFeeds(publicDir, feeds);
  writeManifest(publicDir);

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

  writeHeaders(publicDir);
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
