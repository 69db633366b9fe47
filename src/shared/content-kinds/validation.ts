import { z } from "zod";
import type {
  ContentKindDefinition,
  Field,
  FrontmatterField,
  IntegerField,
  ItemListField,
  PatternRule,
  TextListField,
} from "./define";
import { isFrontmatterField } from "./define";

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

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
export const DATE_TIME_EXAMPLE = "2025-01-15T12:00:00Z";

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? "é obrigatório" : `deve ser ${what}`;

const withRules = (schema: z.ZodString, rules: readonly PatternRule[] = []) =>
  rules.reduce((current, rule) => current.regex(rule.pattern, { error: rule.message }), schema);

const text = (rules?: readonly PatternRule[]) =>
  withRules(
    z
      .string({ error: required("um texto") })
      .trim()
      .min(1, { error: "não pode ficar vazio" }),
    rules,
  );

function integer(field: IntegerField) {
  const typeMessage = field.messages?.type;
  let schema = z
    .number({ error: typeMessage ?? required("um número inteiro") })
    .int({ error: typeMessage ?? "deve ser um número inteiro" });
  const rangeMessage = field.messages?.range;
  schema =
    field.min === 1 && !rangeMessage
      ? schema.positive({ error: "deve ser maior que zero" })
      : schema.min(field.min, { error: rangeMessage ?? `deve ser no mínimo ${field.min}` });
  if (field.max !== undefined)
    schema = schema.max(field.max, { error: rangeMessage ?? `deve ser no máximo ${field.max}` });
  return schema;
}

/** YAML turns an unquoted 2025-01-20 into a Date; a quoted one stays a string. Both become "YYYY-MM-DD". */
const isoDate = () =>
  z.union([z.string(), z.date()], { error: required("uma data no formato AAAA-MM-DD") }).transform((value, ctx) => {
    const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
    const parsed = new Date(`${iso}T00:00:00Z`);
    // The round trip rejects days a month does not have (2025-02-30), which Date would roll over.
    if (!DATE_PATTERN.test(iso) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: "custom", message: "deve ser uma data no formato AAAA-MM-DD" });
      return z.NEVER;
    }
    return iso;
  });

const isoDateTime = () => {
  const message = `deve ser uma data e hora ISO 8601, como ${DATE_TIME_EXAMPLE}`;
  return z
    .union([z.string(), z.date()], { error: required(`uma data e hora ISO 8601, como ${DATE_TIME_EXAMPLE}`) })
    .transform((value, ctx) => {
      const iso = value instanceof Date ? value.toISOString() : value.trim();
      if (!DATE_TIME_PATTERN.test(iso) || Number.isNaN(Date.parse(iso))) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return iso;
    });
};

/** The number of a file of another kind; the editor's list of that kind may write it as text ("4"). */
const reference = () =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: required("o número de um arquivo da outra coleção") })
      .int({ error: "deve ser o número de um arquivo da outra coleção" }),
  );

const texts = (field: TextListField) =>
  z
    .array(text(), { error: required("uma lista de textos") })
    .min(field.min, { error: `deve ter pelo menos ${field.min} itens` })
    .max(field.max, { error: `deve ter no máximo ${field.max} itens` });

const items = (field: ItemListField) =>
  z.array(objectOf(field.fields), { error: required("uma lista") }).min(field.required ? 1 : 0, {
    error: "deve ter pelo menos um item",
  });

function fieldSchema(field: FrontmatterField): z.ZodType {
  switch (field.type) {
    case "text":
      return text(field.rules);
    case "integer":
      return integer(field);
    case "reference":
      return reference();
    case "texts":
      return texts(field);
    case "items":
      return items(field);
    case "document":
      return text(field.rules);
    case "date":
      return isoDate();
    case "dateTime":
      return isoDateTime();
    case "choice":
      return z.enum(field.options, { error: required(`um destes valores: ${field.options.join(", ")}`) });
    case "image":
      return text(field.rules);
  }
}

/** An optional field the editor's form left empty is written as "" or null: both mean "absent". */
const blankAsAbsent = (schema: z.ZodType) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The object whose fields are `fields`: a kind's frontmatter, or one item of a list. */
function objectOf(fields: readonly FrontmatterField[]): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    shape[field.name] = field.required ? fieldSchema(field) : blankAsAbsent(fieldSchema(field));
  }
  return z.object(shape);
}

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
