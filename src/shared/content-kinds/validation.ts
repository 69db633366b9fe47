import type { z } from "zod";
import type { BodyField, ContentKindDefinition, Field, FieldProblem, FrontmatterField } from "./define";
import { isFrontmatterField } from "./define";
import { objectOf } from "./field-schemas";
import { EDITION_LEAVE_PLACEHOLDER } from "../editions";

/**
 * The frontmatter's validation, derived from a kind's fields. The build runs it on every file it
 * loads and the editor runs it before saving, so both refuse the same things in the same words:
 * `content/ensinamentos/x.mdx: "titulo" é obrigatório`.
 */

type FieldValue<F> = F extends { type: "reference"; by: "file" }
  ? string
  : F extends { type: "integer" | "reference" }
    ? number
    : F extends { type: "boolean" }
      ? boolean
      : F extends { type: "dates" }
        ? string[]
        : F extends { type: "references"; by: "id" }
          ? number[]
          : F extends { type: "references" }
            ? string[]
            : F extends { type: "choice"; options: readonly (infer O)[] }
              ? O
              : F extends { type: "texts" }
                ? string[]
                : F extends { type: "numbers" }
                  ? (number | string)[]
                  : F extends { type: "items"; fields: readonly (infer I)[] }
                    ? ItemValue<I>[]
                    : string;

/** One item of a list of items (a question): its required fields, and its optional ones. */
type ItemValue<I> = {
  [F in Extract<I, { required: true; name: string }> as F["name"]]: FieldValue<F>;
} & {
  [F in Extract<I, { required: false; name: string }> as F["name"]]?: FieldValue<F>;
};

type RequiredNames<K extends ContentKindDefinition> = Extract<
  K["fields"][number],
  FrontmatterField & { required: true }
>;
type OptionalNames<K extends ContentKindDefinition> = Extract<
  K["fields"][number],
  FrontmatterField & { required: false }
>;

/** What a valid file's frontmatter holds once checked (dates as YYYY-MM-DD, absent optionals undefined). */
export type Frontmatter<K extends ContentKindDefinition> = {
  [F in RequiredNames<K> as F["name"]]: FieldValue<F>;
} & {
  [F in OptionalNames<K> as F["name"]]?: FieldValue<F>;
};

/** The zod schema of a kind's frontmatter. */
export function frontmatterSchema<K extends ContentKindDefinition>(kind: K): z.ZodType<Frontmatter<K>> {
  // Assembled from the list of the kind's fields, which zod's types cannot follow; Frontmatter<K> is the
  // type that same list describes.
  const schema: z.ZodType<unknown> = objectOf(kind.fields.filter(isFrontmatterField));
  return schema as z.ZodType<Frontmatter<K>>;
}

/** A field's path as an editor reads it: the items of a list counted from 1 (`perguntas[2].resposta`). */
const fieldPath = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) => (typeof key === "number" ? `[${key + 1}]` : `${index > 0 ? "." : ""}${String(key)}`))
    .join("");

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/**
 * Why no content may hold the e-mails' placeholder (src/shared/editions.ts): each edition's e-mail has
 * it exactly once, where the service puts each subscriber's own way out, and a title or a text that
 * brought a second one would send that address elsewhere in the e-mail.
 */
const RESERVED_TEXT = `não pode conter ${EDITION_LEAVE_PLACEHOLDER}, o lugar do endereço de saída de cada inscrito no boletim`;

/** Every text of the checked frontmatter (lists and items included) that holds the placeholder. */
function reservedTextProblems(value: unknown, path: string): FieldProblem[] {
  if (typeof value === "string")
    return value.includes(EDITION_LEAVE_PLACEHOLDER) ? [{ field: path, message: RESERVED_TEXT }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => reservedTextProblems(item, `${path}[${index + 1}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => reservedTextProblems(inner, path ? `${path}.${key}` : key));
  return [];
}

/** Checks one file's frontmatter. `file` is the path shown to the editor (relative to the project). */
export function validateFrontmatter<K extends ContentKindDefinition>(
  kind: K,
  frontmatter: unknown,
  file: string,
): ValidationResult<Frontmatter<K>> {
  const result = frontmatterSchema(kind).safeParse(frontmatter ?? {});
  if (result.success) {
    const problems = [...reservedTextProblems(result.data, ""), ...(kind.check?.(result.data) ?? [])];
    if (problems.length === 0) return { ok: true, data: result.data };
    return { ok: false, errors: problems.map((problem) => `${file}: "${problem.field}" ${problem.message}`) };
  }
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? fieldPath(issue.path) : "frontmatter";
    return `${file}: "${field}" ${issue.message}`;
  });
  return { ok: false, errors };
}

const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * The body's own rules: a kind whose body is required refuses an empty one, and one whose body stands
 * in for lists (`requiredWithout`) refuses it empty when they are all empty too (`frontmatter`, as
 * the file has it); no body may hold the e-mails' placeholder.
 */
export function validateBody(
  kind: ContentKindDefinition,
  body: string,
  file: string,
  frontmatter: Record<string, unknown> = {},
): string[] {
  const bodyField = kind.fields.find((field: Field): field is BodyField => field.type === "body");
  if (!bodyField) return [];
  const where = `${file}: o texto depois do cabeçalho (${bodyField.label})`;
  if (body.includes(EDITION_LEAVE_PLACEHOLDER)) return [`${where} ${RESERVED_TEXT}`];
  if (body.trim() !== "") return [];
  if (bodyField.required) return [`${where} não pode ficar vazio`];
  const lists = bodyField.requiredWithout ?? [];
  if (lists.length === 0 || lists.some((name) => hasItems(frontmatter[name]))) return [];
  const names = lists.map((name) => `"${name}"`);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : names[0];
  return [`${where} não pode ficar vazio quando ${listed} ${names.length > 1 ? "estão vazios" : "está vazio"}`];
}
