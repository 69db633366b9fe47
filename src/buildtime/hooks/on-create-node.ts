import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { checkFrontmatterLanguage } from "../../shared/content-kinds/frontmatter";
import { validateBody } from "../../shared/content-kinds/validation";
import { isContentKind, kindByName, validateFrontmatter } from "../content-schema";
import { NODE_TYPES } from "../graphql-types";
import { NODE_WORK, type NodeInput, type NodeWork } from "../nodes";
import type { PageKindName } from "../../shared/content-kinds";
import { failOnInvalidContent, projectDirectory } from "./gatsby-args";

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  /** The file's text without its frontmatter. */
  body?: string;
}

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
}

/**
 * Each content file, as it is loaded: its frontmatter checked with the rules of its kind, then the
 * kind's own work (src/buildtime/nodes/, looked up by the kind's name), and a typed node of the kind.
 */
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
  const shownPath = path.relative(projectDirectory(store), file.absolutePath);
  const source = fs.readFileSync(file.absolutePath, "utf8");
  // A file added while `gatsby develop` runs is checked here (the others in onPreBootstrap).
  if (failOnInvalidContent(reporter, checkFrontmatterLanguage(source, shownPath))) return;
  const checked = validateFrontmatter(kind, mdx.frontmatter, shownPath);
  const bodyErrors = validateBody(kindByName(kind), mdx.body ?? "", shownPath);
  if (!checked.ok || bodyErrors.length > 0) {
    failOnInvalidContent(reporter, [...(checked.ok ? [] : checked.errors), ...bodyErrors]);
    return;
  }

  // A Gatsby node's own `id` is reserved: a kind's number is its `contentId`.
  const { id: contentId, ...frontmatter } = checked.data as Record<string, unknown>;
  const fields: Record<string, unknown> = { ...frontmatter, sourceFile: shownPath };
  if (contentId !== undefined) fields.contentId = contentId;
  const work: NodeWork<PageKindName> | undefined = NODE_WORK[kind];
  if (work) {
    const input: NodeInput<PageKindName> = {
      data: checked.data,
      absolutePath: file.absolutePath,
      shownPath,
      source,
      body: mdx.body ?? "",
    };
    const result = await work.fields(input);
    if (!result.ok) {
      failOnInvalidContent(reporter, result.errors);
      return;
    }
    Object.assign(fields, result.fields);
    if (result.warning) reporter.warn(result.warning);
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
