import path from "node:path";
import fs from "node:fs";
import type { CreatePagesArgs, GatsbyNode, Node } from "gatsby";
import {
  checkImageExists,
  findDuplicates,
  isContentKind,
  validateFrontmatter,
  type ContentKind,
} from "./src/content/validation";
import { ROUTES } from "./src/config/site";
import { bodyFirstLine, renderMdxBody } from "./src/content/render-mdx";
import { buildRobots, buildRss, buildSitemap } from "./src/lib/feeds";
import { INLINE_SCRIPT_HASHES, netlifyHeadersBlock } from "./src/build/headers";
import { inlineScriptSources, makeInlineScriptsConstant, scriptHash } from "./src/build/inline-scripts";
import {
  ENSINOS_API_DIRECTORY,
  NOT_FOUND_DOCUMENT,
  NOT_FOUND_DOCUMENT_PATH,
  loadEnsinos,
  readEnsino,
  writeEnsinoDocuments,
} from "./src/build/ensinos";

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
    fromPath: `/${ENSINOS_API_DIRECTORY}/*`,
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

/** The embedded API's teachings (content/ensinos/), or ENSINOS_DIR for tests and the benchmark. */
const ensinosDirectory = (projectRoot: string) =>
  process.env.ENSINOS_DIR ?? path.join(projectRoot, "content", "ensinos");

/** Checks the API's teachings before anything is built, so a bad file stops the build at once. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const projectRoot = projectDirectory(store);
  const result = loadEnsinos(ensinosDirectory(projectRoot), projectRoot);
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
  (app as DevServerApp).get(`/${ENSINOS_API_DIRECTORY}/:id`, (req, res) => {
    const lookup = readEnsino(ensinosDirectory(projectRoot), req.params.id ?? "", projectRoot);
    const json = res.type("application/json");
    if (lookup.status === "found") json.send(JSON.stringify(lookup.ensino));
    else if (lookup.status === "missing") json.status(404).send(JSON.stringify(NOT_FOUND_DOCUMENT));
    else {
      reporter.error(`Conteúdo inválido:\n${lookup.errors.join("\n")}`);
      json.status(500).send(JSON.stringify({ erro: "Erro interno" }));
    }
  });
};

interface PostBuildResult {
  allSitePage: { nodes: { path: string }[] };
  allTeaching: { nodes: { titulo: string; resumo: string; data: string; autor: string; slug: string }[] };
}

/**
 * After the pages are written: the feeds, the pages finished for the host, the API's documents and
 * the headers. gatsby-adapter-netlify runs after this and appends its rewrites and cache headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  const projectRoot = projectDirectory(args.store);
  const publicDir = path.join(projectRoot, "public");
  await writeFeeds(args, publicDir);
  finishPages(publicDir, reporter);
  writeApiDocuments(projectRoot, publicDir, reporter);
  fs.writeFileSync(path.join(publicDir, "_headers"), netlifyHeadersBlock());
};

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/** sitemap.xml, robots.txt and the teachings' RSS feed, written next to the pages. */
async function writeFeeds(args: PostBuildArgs, publicDir: string) {
  const data = await runQuery<PostBuildResult>(
    args,
    "Não foi possível gerar sitemap e RSS.",
    `
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
          data(formatString: "YYYY-MM-DD")
        }
      }
    }
  `,
  );
  if (!data) return;
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), buildSitemap(data.allSitePage.nodes.map((page) => page.path)));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), buildRobots());
  const items = data.allTeaching.nodes.map((teaching) => ({ ...teaching, path: ROUTES.teaching(teaching.slug) }));
  fs.writeFileSync(path.join(publicDir, "rss.xml"), buildRss(items));
}

/**
 * Every page once more: the NUL bytes React can leave (below), then Gatsby's inline scripts made the
 * same on every page (src/build/inline-scripts.ts), then a check that the policy allows every inline
 * script left. A script it does not allow would be refused in the browser, so it stops the build.
 */
function finishPages(publicDir: string, reporter: PostBuildArgs["reporter"]) {
  const allowed = new Set(INLINE_SCRIPT_HASHES);
  const refused: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const original = fs.readFileSync(file, "utf8");
    // React 18's streaming renderer, which writes Gatsby's HTML, can emit a NUL byte where a
    // multi-byte character meets a 2 KB chunk boundary (react#31134). Browsers drop it, but crawlers
    // and validators read it as part of the text.
    const html = makeInlineScriptsConstant(original.replaceAll("\u0000", ""));
    if (html !== original) fs.writeFileSync(file, html);
    for (const source of inlineScriptSources(html)) {
      const hash = scriptHash(source);
      if (!allowed.has(hash)) refused.push(`${path.relative(publicDir, file)}: ${hash} (${source.slice(0, 60)}...)`);
    }
  }
  if (refused.length > 0) {
    reporter.panicOnBuild(
      `Inline scripts the Content-Security-Policy does not allow (src/build/headers.ts):\n${refused.slice(0, 20).join("\n")}`,
    );
  }
}

/** public/api/ensinos/<id> for each teaching of content/ensinos/, checked again as they are written. */
function writeApiDocuments(projectRoot: string, publicDir: string, reporter: PostBuildArgs["reporter"]) {
  const result = loadEnsinos(ensinosDirectory(projectRoot), projectRoot);
  if (!result.ok) {
    reporter.panicOnBuild(`Conteúdo inválido:\n${result.errors.join("\n")}`);
    return;
  }
  writeEnsinoDocuments(publicDir, result.ensinos);
}

/** Pages only: Gatsby's data and assets, its slice fragments (stitched into the pages) and the API are skipped. */
function htmlFiles(publicDir: string): string[] {
  const skipped = new Set(["page-data", "static", "_gatsby", "api"].map((name) => path.join(publicDir, name)));
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return skipped.has(full) ? [] : walk(full);
      return entry.name.endsWith(".html") ? [full] : [];
    });
  return walk(publicDir);
}
