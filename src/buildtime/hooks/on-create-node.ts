import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { checkFrontmatterLanguage } from "../../shared/content-kinds/frontmatter";
import { isContentKind } from "../content/schema";
import { NODE_TYPES } from "../graphql-types";
import { contentNodeFields } from "../nodes";
import { failOnInvalidContent, projectDirectory } from "../gatsby-args";
import { FEATURES } from "../features";

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  /** The file's text without its frontmatter. */
  body?: string;
}

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
  relativePath: string;
}

/**
 * Each content file, as it is loaded: its checks and its kind's work (contentNodeFields in
 * src/buildtime/nodes/), and a typed node of the kind; a file of a source no kind has (the translations')
 * goes to each feature's step (src/buildtime/features.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode, actions, createNodeId, createContentDigest, reporter, store } = args;
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const mdx = node as MdxNode;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file) return;
  const shownPath = path.relative(projectDirectory(store), file.absolutePath);
  const source = fs.readFileSync(file.absolutePath, "utf8");
  // A file added while `gatsby develop` runs is checked here (the others in onPreBootstrap).
  if (failOnInvalidContent(reporter, checkFrontmatterLanguage(source, shownPath))) return;
  if (!isContentKind(file.sourceInstanceName)) {
    const sourced = { ...file, mdx, shownPath, source };
    for (const feature of FEATURES) await feature.onCreateNode?.(args, sourced);
    return;
  }

  const kind = file.sourceInstanceName;
  const result = await contentNodeFields(kind, {
    frontmatter: mdx.frontmatter,
    absolutePath: file.absolutePath,
    shownPath,
    source,
    body: mdx.body ?? "",
  });
  if (!result.ok) {
    failOnInvalidContent(reporter, result.errors);
    return;
  }
  if (result.warning) reporter.warn(result.warning);
  const { fields } = result;

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
