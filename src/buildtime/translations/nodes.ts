import type { ContentNodeStep } from "../feature";
import { TRANSLATIONS_SOURCE } from "../content/folders";
import { failOnInvalidContent } from "../gatsby-args";
import { translationNodeFields } from "./node-work";

/**
 * Each file of the translations' folders (src/buildtime/content/folders.ts), once checked, made a node
 * of its kind's translation type (`TeachingTranslation`), the child of its MDX node.
 */
export const createTranslationNode: ContentNodeStep = async (
  { actions, createNodeId, createContentDigest, reporter },
  file,
) => {
  if (file.sourceInstanceName !== TRANSLATIONS_SOURCE) return;
  const result = await translationNodeFields({
    relativePath: file.relativePath,
    absolutePath: file.absolutePath,
    shownPath: file.shownPath,
    frontmatter: file.mdx.frontmatter,
    source: file.source,
    body: file.mdx.body ?? "",
  });
  if (!result.ok) {
    failOnInvalidContent(reporter, result.errors);
    return;
  }
  const node = {
    ...result.fields,
    id: createNodeId(`${result.type} >>> ${file.absolutePath}`),
    parent: file.mdx.id,
    children: [],
    internal: { type: result.type, contentDigest: createContentDigest(result.fields) },
  };
  await actions.createNode(node);
  actions.createParentChildLink({ parent: file.mdx, child: node });
};
