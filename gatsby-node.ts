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
      """Path of the MDX file, for the page template's body."""
      contentFilePath: String!
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
  internal: Node["internal"] & { contentFilePath?: string };
}

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
}

/** Validates each content file as it is loaded and turns it into a typed node of its kind. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
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
    fields.contentFilePath = mdx.internal.contentFilePath;
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
  allTeaching: { nodes: { id: string; contentId: number; slug: string; contentFilePath: string; sourceFile: string }[] };
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
          contentFilePath
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
      component: `${template}?__contentFilePath=${teaching.contentFilePath}`,
      context: { id: teaching.id },
    });
  }
};
