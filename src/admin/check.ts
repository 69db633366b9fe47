import { compileSync } from "@mdx-js/mdx";
import { EDITOR_KINDS, isFileKind, type ContentKindDefinition } from "../shared/content-kinds";
import { validateBody, validateFrontmatter } from "../shared/content-kinds/validation";
import { bodyProblems, describeBodyProblem, refuseCodeInBody } from "../shared/content-kinds/mdx-body";

/**
 * The name Decap gives a new file from its title (or its slug field), with the configuration's slug
 * settings (ASCII, accents dropped, "-" for anything else; decap-cms-core's slug formatter): lower
 * case, no apostrophe, a dot as a hyphen, then one hyphen for each run of other characters.
 */
export function titleSlug(title: string): string {
  return title
    .trim()
    .toLocaleLowerCase()
    .replace(/'/g, "")
    .replace(/\./g, "-")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\w.~-]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The path the build names in its messages, so the editor reads the same line the build would print:
 * the entry's own file once it has one (`saved`), else the one Decap is about to write (a kind of one
 * file: that file).
 */
export function shownPath(kind: ContentKindDefinition, data: Record<string, unknown>, saved = ""): string {
  if (saved !== "") return saved;
  if (isFileKind(kind)) return kind.file;
  const name = kind.fileName === "title" ? data[kind.titleField] : data[kind.fileName.field];
  const file = (typeof name === "string" ? titleSlug(name) : "") || "(novo)";
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
export function checkBeforeSaving(collection: string, data: Record<string, unknown>, saved = ""): string[] {
  const kind = EDITOR_KINDS.find((candidate) => candidate.name === collection);
  if (!kind) return [];
  const { body, ...frontmatter } = data;
  const text = typeof body === "string" ? body : "";
  const file = shownPath(kind, data, saved);
  const checked = validateFrontmatter(kind, frontmatter, file);
  // A file named after a field the build does without (a translation after its original, which a file
  // committed by hand names by its own name) has no name without it in the editor: a new one needs it.
  const naming = isFileKind(kind) || kind.fileName === "title" ? undefined : kind.fileName.field;
  const optional = kind.fields.find((field) => field.name === naming)?.required === false;
  const unnamed =
    naming !== undefined && optional && saved === "" && (typeof data[naming] !== "string" || data[naming] === "")
      ? [`${file}: "${naming}" é obrigatório: o arquivo leva o nome dele`]
      : [];
  return [
    ...unnamed,
    ...(checked.ok ? [] : checked.errors),
    ...validateBody(kind, text, file, frontmatter),
    ...mdxBodyErrors(kind, text, file),
  ];
}
