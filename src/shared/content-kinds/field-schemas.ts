import { z } from "zod";
import { INSTITUTE_TIME } from "../site";
import { WALL_TIME_PATTERN, formatWallTime, parseWallTime, wallTimeToInstant } from "../agenda/zoned-time";
import type {
  DateListField,
  FrontmatterField,
  IntegerField,
  ItemListField,
  PatternRule,
  ReferenceListField,
  TextListField,
} from "./define";

/**
 * The zod schema of each type of field a kind's frontmatter can hold (define.ts), in the words an
 * editor reads: what validation.ts checks a file with.
 */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const DATE_TIME_EXAMPLE = "2025-01-15T12:00:00Z";

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
  const absentOrNot = required("um número inteiro");
  let schema = z
    .number({ error: (issue) => (typeMessage && issue.input != null ? typeMessage : absentOrNot(issue)) })
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

const WALL_TIME_EXAMPLE = "2026-12-03T20:00";

/**
 * A wall-clock time of the institute (`YYYY-MM-DDTHH:mm`). YAML reads one written with seconds and no
 * zone as a Date in UTC: its UTC fields are then the time as written.
 */
const wallTime = () => {
  const format = `deve ser um dia e uma hora no formato AAAA-MM-DDTHH:MM, como ${WALL_TIME_EXAMPLE}, no ${INSTITUTE_TIME.label}`;
  return z
    .union([z.string(), z.date()], { error: required(format.slice("deve ser ".length)) })
    .transform((value, ctx) => {
      const text =
        value instanceof Date
          ? formatWallTime({
              year: value.getUTCFullYear(),
              month: value.getUTCMonth() + 1,
              day: value.getUTCDate(),
              hour: value.getUTCHours(),
              minute: value.getUTCMinutes(),
            })
          : value.trim().replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):00$/, "$1");
      if (!WALL_TIME_PATTERN.test(text)) {
        ctx.addIssue({ code: "custom", message: format });
        return z.NEVER;
      }
      if (!parseWallTime(text)) {
        ctx.addIssue({ code: "custom", message: `não existe: ${text} não é um dia e uma hora do calendário` });
        return z.NEVER;
      }
      if (wallTimeToInstant(text, INSTITUTE_TIME.zone) === null) {
        ctx.addIssue({
          code: "custom",
          message: `não existe no ${INSTITUTE_TIME.label}: em ${text.slice(0, 10)} os relógios pularam essa hora`,
        });
        return z.NEVER;
      }
      return text;
    });
};

const dates = (field: DateListField) =>
  z.array(field.of === "date" ? isoDate() : wallTime(), { error: required("uma lista") }).superRefine((values, ctx) => {
    const repeated = values.find((value, index) => values.indexOf(value) !== index);
    if (repeated !== undefined) ctx.addIssue({ code: "custom", message: `repete ${repeated}` });
  });

/** The number of a file of another kind; the editor's list of that kind may write it as text ("4"). */
const reference = () =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: required("o número de um arquivo da outra coleção") })
      .int({ error: "deve ser o número de um arquivo da outra coleção" }),
  );

/**
 * Files of another kind, each named once: their numbers (written as text by some editors' lists) or
 * their slugs. Whether each exists, and is available where it must be, is the build's check across
 * files (src/buildtime/content/relations.ts).
 */
const references = (field: ReferenceListField) =>
  z.array(field.by === "id" ? reference() : text(), { error: required("uma lista") }).superRefine((values, ctx) => {
    const repeated = values.find((value, index) => values.indexOf(value) !== index);
    if (repeated !== undefined) ctx.addIssue({ code: "custom", message: `repete ${JSON.stringify(repeated)}` });
  });

const texts = (field: TextListField) =>
  z
    .array(text(), { error: required("uma lista de textos") })
    .min(field.min, { error: `deve ter pelo menos ${field.min} itens` })
    .max(field.max, { error: `deve ter no máximo ${field.max} itens` });

/**
 * Numbers, each written as one or as its text ("19.90", what some editors' lists store), kept as written:
 * the kind's own rule reads them (an amount's cents come from its decimal writing, src/shared/pix/amount.ts).
 */
const NUMBER_MESSAGE = "deve ser um número, como 50 ou 19.90";

const numbers = () =>
  z.array(
    z.union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/, { error: NUMBER_MESSAGE }),
      ],
      {
        error: NUMBER_MESSAGE,
      },
    ),
    { error: required("uma lista de números") },
  );

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
      return field.by === "file" ? text() : reference();
    case "references":
      return references(field);
    case "texts":
      return texts(field);
    case "numbers":
      return numbers();
    case "items":
      return items(field);
    case "document":
      return text(field.rules);
    case "date":
      return isoDate();
    case "dateTime":
      return isoDateTime();
    case "wallTime":
      return wallTime();
    case "dates":
      return dates(field);
    case "boolean":
      return z.boolean({ error: required("sim ou não (true ou false)") });
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
export function objectOf(fields: readonly FrontmatterField[]): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    shape[field.name] = field.required ? fieldSchema(field) : blankAsAbsent(fieldSchema(field));
  }
  return z.object(shape);
}
