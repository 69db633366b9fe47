import { compileSync } from "@mdx-js/mdx";
import { ALL_KINDS, type ContentKindDefinition } from "../shared/content-kinds";
import { validateBody, validateFrontmatter } from "../shared/content-kinds/validation";
import { bodyProblems, describeBodyProblem, refuseCodeInBody } from "../shared/content-kinds/mdx-body";

/** The path the build names in its messages, so the editor reads the same line the build would print. */
export function shownPath(kind: ContentKindDefinition, data: Record<string, unknown>): string {
  const name = kind.fileName === "title" ? undefined : data[kind.fileName.field];
  const file = typeof name === "string" && name !== "" ? name : "(novo)";
  return `${kind.folder}/${file}.${kind.extension}`;
}

/**
 * A Markdown body compiled as the build compiles it (src/buildtime/render-mdx.tsx), with the same rule
 * that keeps it data: what the build would refuse, with the line of the body's field in the form.
 */
function mdxBodyErrors(kind: ContentKindDefinition, body: string, file: string): string[] {
  const field = kind.fields.find((candidate) => candidate.type === "body");
  if (field?.type !== "body" || field.format !== "markdown" || body.trim() === "") return [];
  try {
    compileSync(body, { remarkPlugins: [refuseCodeInBody] });
    return [];
  } catch (error) {
    return bodyProblems(error).map((problem) => describeBodyProblem(problem, { file, field: field.label }));
  }
}

/**
 * The build's own check, run before Decap writes the file: what the build would refuse is refused
 * here, with the same lines. The form's widgets already catch most of it field by field.
 */
export function checkBeforeSaving(collection: string, data: Record<string, unknown>): string[] {
  const kind = ALL_KINDS.find((candidate) => candidate.name === collection);
  if (!kind) return [];
  const { body, ...frontmatter } = data;
  const text = typeof body === "string" ? body : "";
  const file = shownPath(kind, data);
  const checked = validateFrontmatter(kind, frontmatter, file);
  return [...(checked.ok ? [] : checked.errors), ...validateBody(kind, text, file), ...mdxBodyErrors(kind, text, file)];
}
