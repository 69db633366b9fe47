import path from "node:path";
import fs from "node:fs";
import type { GatsbyNode, Node } from "gatsby";
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
import { headersFile, inlineScriptSources, securityHeaders } from "./src/config/security";
import { createHash } from "node:crypto";

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
  const projectRoot: string = store.getState().program.directory;
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
    const rendered = await renderMdxBody(body, shownPath, bodyFirstLine(fs.readFileSync(file.absolutePath, "utf8"), body));
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
  actions.createNode(typed);
  actions.createParentChildLink({ parent: mdx, child: typed as unknown as Node });
};

interface ContentIndexResult {
  allTeaching: { nodes: { id: string; contentId: number; slug: string; sourceFile: string }[] };
  allCourse: { nodes: { contentId: number; sourceFile: string }[] };
  allBook: { nodes: { contentId: number; sourceFile: string }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<ContentIndexResult>(`
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
  `);
  if (errors || !data) {
    reporter.panicOnBuild("Não foi possível ler o conteúdo.", errors);
    return;
  }

  const teachings = data.allTeaching.nodes;
  const duplicates = [
    ...findDuplicates(teachings, "id", (t) => t.contentId, (t) => t.sourceFile),
    ...findDuplicates(teachings, "slug", (t) => t.slug, (t) => t.sourceFile),
    ...findDuplicates(data.allCourse.nodes, "id", (c) => c.contentId, (c) => c.sourceFile),
    ...findDuplicates(data.allBook.nodes, "id", (b) => b.contentId, (b) => b.sourceFile),
  ];
  if (duplicates.length > 0) {
    reporter.panicOnBuild(`Conteúdo inválido:\n${duplicates.join("\n")}`);
    return;
  }

  const template = path.resolve("src/templates/teaching.tsx");
  for (const teaching of teachings) {
    actions.createPage({
      path: ROUTES.teaching(teaching.slug),
      component: template,
      context: { id: teaching.id },
    });
  }
};

interface PostBuildResult {
  allSitePage: { nodes: { path: string }[] };
  allTeaching: { nodes: { titulo: string; resumo: string; data: string; autor: string; slug: string }[] };
}

/** sitemap.xml, robots.txt and the teachings' RSS feed, written next to the pages. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const { data, errors } = await graphql<PostBuildResult>(`
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
  `);
  if (errors || !data) {
    reporter.panicOnBuild("Não foi possível gerar sitemap e RSS.", errors);
    return;
  }
  const publicDir = path.join(store.getState().program.directory, "public");
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), buildSitemap(data.allSitePage.nodes.map((page) => page.path)));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), buildRobots());
  const items = data.allTeaching.nodes.map((teaching) => ({ ...teaching, path: ROUTES.teaching(teaching.slug) }));
  fs.writeFileSync(path.join(publicDir, "rss.xml"), buildRss(items));

  // React 18's streaming renderer, which writes Gatsby's HTML, can emit a NUL byte where a
  // multi-byte character meets a 2 KB chunk boundary (react#31134). Browsers drop it, but crawlers
  // and validators read it as part of the text, so it is removed from every page.
  const pages = htmlFiles(publicDir);
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    if (html.includes("\u0000")) fs.writeFileSync(file, html.replaceAll("\u0000", ""));
  }

  // The CSP allows exactly the inline scripts Gatsby wrote into the pages, by hash.
  const hashes = new Set<string>();
  for (const file of pages) {
    for (const source of inlineScriptSources(fs.readFileSync(file, "utf8"))) {
      hashes.add(`sha256-${createHash("sha256").update(source).digest("base64")}`);
    }
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(securityHeaders([...hashes].sort())));
};

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
