import path from "node:path";
import type { PageKindName } from "../../shared/content-kinds";
import { BOOK_NODE_WORK, CHAPTER_NODE_WORK } from "./books";
import { COURSE_NODE_WORK, LESSON_NODE_WORK } from "./courses";
import { TEACHING_NODE_WORK } from "./teaching";
import { FEATURES } from "../features";
import { validateBody } from "../../shared/content-kinds/validation";
import { kindByName, validateFrontmatter } from "../content/schema";
import type { NodeInput, NodeWork } from "../content/node-work";
import type { NodeWorkTable } from "../feature";

/**
 * Each kind's work, looked up by its name: this folder's kinds, then each feature's (the `nodeWork` of
 * each feature of src/buildtime/features.ts); a kind without any is its checked frontmatter alone.
 */
export const NODE_WORK: NodeWorkTable = {
  ensinamentos: TEACHING_NODE_WORK,
  cursos: COURSE_NODE_WORK,
  aulas: LESSON_NODE_WORK,
  livros: BOOK_NODE_WORK,
  capitulos: CHAPTER_NODE_WORK,
  ...FEATURES.reduce<NodeWorkTable>((table, feature) => ({ ...table, ...feature.nodeWork }), {}),
};

/** A content file's fields as its node carries them, or every reason the build refuses the file. */
export type ContentNodeFields =
  { ok: true; fields: Record<string, unknown>; warning: string | null } | { ok: false; errors: string[] };

/**
 * One content file's checks and work, the same for the build (hooks/on-create-node.ts) and for the
 * editor's browser test that runs the build's steps on what it published: its frontmatter and body
 * checked by the rules of its kind, `id` kept as `contentId` (a Gatsby node's own `id` is reserved), a
 * list of references it leaves out made empty, then the kind's own work.
 */
export async function contentNodeFields(
  kind: PageKindName,
  file: Omit<NodeInput<PageKindName>, "data"> & { frontmatter: unknown },
): Promise<ContentNodeFields> {
  const checked = validateFrontmatter(kind, file.frontmatter, file.shownPath);
  const raw = typeof file.frontmatter === "object" && file.frontmatter !== null ? file.frontmatter : {};
  const bodyErrors = validateBody(kindByName(kind), file.body, file.shownPath, raw as Record<string, unknown>);
  if (!checked.ok || bodyErrors.length > 0)
    return { ok: false, errors: [...(checked.ok ? [] : checked.errors), ...bodyErrors] };
  const { id: contentId, ...frontmatter } = checked.data as Record<string, unknown>;
  // A list of references left out is an empty one, so that its link (graphql-types.ts) gives [] and never null.
  const lists = kindByName(kind).fields.filter((field) => field.type === "references" && !(field.name in frontmatter));
  const fields: Record<string, unknown> = {
    ...Object.fromEntries(lists.map((field) => [field.name, []])),
    ...frontmatter,
    sourceFile: file.shownPath,
    fileName: path.basename(file.absolutePath, path.extname(file.absolutePath)),
  };
  if (contentId !== undefined) fields.contentId = contentId;
  const work: NodeWork<PageKindName> | undefined = NODE_WORK[kind];
  if (!work) return { ok: true, fields, warning: null };
  const { absolutePath, shownPath, source, body } = file;
  const result = await work.fields({ data: checked.data, absolutePath, shownPath, source, body });
  if (!result.ok) return result;
  return { ok: true, fields: { ...fields, ...result.fields }, warning: result.warning ?? null };
}
