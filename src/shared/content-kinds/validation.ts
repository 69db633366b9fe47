import type { z } from "zod";
import type { ContentKindDefinition, Field, FrontmatterField } from "./define";
import { isFrontmatterField } from "./define";
import { objectOf } from "./field-schemas";

/**
 * The frontmatter's validation, derived from a kind's fields. The build runs it on every file it
 * loads and the editor runs it before saving, so both refuse the same things in the same words:
 * `content/ensinamentos/x.mdx: "titulo" é obrigatório`.
 */

type FieldValue<F> = F extends { type: "integer" | "reference" }
  ? number
  : F extends { type: "choice"; options: readonly (infer O)[] }
    ? O
    : F extends { type: "texts" }
      ? string[]
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
  return objectOf(kind.fields.filter(isFrontmatterField)) as unknown as z.ZodType<Frontmatter<K>>;
}

/** A field's path as an editor reads it: the items of a list counted from 1 (`perguntas[2].resposta`). */
const fieldPath = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) => (typeof key === "number" ? `[${key + 1}]` : `${index > 0 ? "." : ""}${String(key)}`))
    .join("");

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/** Checks one file's frontmatter. `file` is the path shown to the editor (relative to the project). */
export function validateFrontmatter<K extends ContentKindDefinition>(
  kind: K,
  frontmatter: unknown,
  file: string,
): ValidationResult<Frontmatter<K>> {
  const result = frontmatterSchema(kind).safeParse(frontmatter ?? {});
  if (result.success) {
    const problems = kind.check?.(result.data) ?? [];
    if (problems.length === 0) return { ok: true, data: result.data };
    return { ok: false, errors: problems.map((problem) => `${file}: "${problem.field}" ${problem.message}`) };
  }
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? fieldPath(issue.path) : "frontmatter";
    return `${file}: "${field}" ${issue.message}`;
  });
  return { ok: false, errors };
}

/** The body's own rule: a kind whose body is required refuses an empty one. */
export function validateBody(kind: ContentKindDefinition, body: string, file: string): string[] {
  const bodyField = kind.fields.find((field: Field) => field.type === "body");
  return bodyField?.required && body.trim() === ""
    ? [`${file}: o texto depois do cabeçalho (${bodyField.label}) não pode ficar vazio`]
    : [];
}
