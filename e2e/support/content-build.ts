// The content of a checkout as the build meets it, without a build: what the editor's browser test
// (e2e/cms.spec.ts) runs on the files main has once the editor published them.
import fs from "node:fs";
import path from "node:path";
import type { Node } from "gatsby";
import { parseFrontmatter } from "gatsby-plugin-mdx/dist/frontmatter";
import type { PageKindName } from "../../src/shared/content-kinds";
import { TRANSLATIONS_SOURCE, checkFrontmatterLanguages, contentFolders } from "../../src/buildtime/content/folders";
import { kindByName } from "../../src/buildtime/content/schema";
import { contentNodeFields } from "../../src/buildtime/nodes";
import { relationProblems, uniquenessProblems } from "../../src/buildtime/content/relations";

/** A content file's node as the build makes it: its checked frontmatter (`id` as `contentId`) and its kind's fields. */
export type ContentNode = Node & Record<string, unknown> & { sourceFile: string };

/**
 * Every content file of `dir` through the build's own steps (src/buildtime/hooks/on-pre-bootstrap.ts,
 * on-create-node.ts, create-pages.ts): each page kind's file parsed by the MDX plugin's own parser, its
 * frontmatter's language, fields and body checked by the rules of its kind, then the kind's work on it
 * (a teaching's picture, a book's file by its bytes, every body rendered to HTML); then what no file
 * holds alone: no value repeated where its kind says it is unique (the `ordem` of a course's lessons),
 * and the relations between kinds (a lesson's course exists, an available course has lessons).
 * Resolves with every line the build would stop on, and each node by its file's path.
 */
export async function contentAsTheBuild(dir: string): Promise<{ problems: string[]; nodes: Map<string, ContentNode> }> {
  // The checkout's own folders and files of each kind, as gatsby-config.ts sources them.
  // The translations are the feature's own work (src/buildtime/translations/), which the editor's test writes none of.
  const sources = contentFolders(dir, {}).flatMap(({ kind, path: source }) =>
    kind && kind !== TRANSLATIONS_SOURCE ? [{ kind, source }] : [],
  );
  const problems = checkFrontmatterLanguages(
    sources.map(({ source }) => source),
    dir,
  );
  const nodes = new Map<string, ContentNode>();
  for (const { kind, source } of sources) {
    const files = fs.statSync(source).isFile()
      ? [source]
      : fs
          .readdirSync(source)
          .filter((name) => name.endsWith(".mdx"))
          .map((name) => path.join(source, name));
    for (const file of files) {
      const shownPath = path.relative(dir, file).split(path.sep).join("/");
      const node = await fileAsTheBuild(kind, dir, shownPath);
      if (node.ok) nodes.set(shownPath, node.node);
      else problems.push(...node.errors);
    }
  }
  const nodesOf = (type: string) => [...nodes.values()].filter((node) => node.internal.type === type);
  problems.push(...uniquenessProblems(nodesOf), ...relationProblems(nodesOf));
  return { problems, nodes };
}

async function fileAsTheBuild(
  kind: PageKindName,
  dir: string,
  shownPath: string,
): Promise<{ ok: true; node: ContentNode } | { ok: false; errors: string[] }> {
  const absolutePath = path.join(dir, shownPath);
  const source = fs.readFileSync(absolutePath, "utf8");
  // The plugin keeps what it parsed by its key (Gatsby gives it the file's digest): the text is one.
  const { frontmatter, body } = parseFrontmatter(source, source);
  const result = await contentNodeFields(kind, { frontmatter, absolutePath, shownPath, source, body });
  if (!result.ok) return result;
  const node = {
    ...result.fields,
    sourceFile: shownPath,
    id: shownPath,
    parent: null,
    children: [],
    internal: { type: kindByName(kind).graphql.typeName, contentDigest: "", owner: "" },
  };
  return { ok: true, node };
}
