import { EDITOR_KINDS, isFileKind, type ContentKindDefinition, type Field } from "../shared/content-kinds";
import { MAX_BOOK_FILE_BYTES } from "../shared/content-kinds/book";
import { AVAILABLE } from "../shared/catalogue";

/**
 * One form field per field of a kind: the Decap 3 widget that writes what the build reads, with the
 * kind's label, hint, requirement and rule. Nothing about a field is written here that its kind does
 * not already say.
 */

/** The largest picture the editor takes (bigger ones are refused at upload, in Portuguese). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the build's MDX renders and the article's styles cover; no image or code block in the body. */
const MARKDOWN_BUTTONS = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "quote",
  "bulleted-list",
  "numbered-list",
] as const;

/**
 * A file uploaded beside the content: a folder starting with / is relative to the repository, and
 * the field then holds `public_folder/<name>`, which the build resolves from the content file's own
 * folder (`arquivos/livro.pdf` beside content/livros/).
 */
const upload = (widget: "image" | "file", folder: string, reference: string, maxBytes: number) => ({
  widget,
  media_folder: `/${folder}`,
  public_folder: reference,
  choose_url: false,
  media_library: { config: { max_file_size: maxBytes } },
});

/** A calendar day, stored as the build reads it. */
const DATE_WIDGET = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "DD/MM/YYYY",
  time_format: false,
  picker_utc: true,
} as const;

/**
 * A wall-clock time of the institute: with a format that has no offset and `picker_utc: false`, Decap
 * stores the day and hour the editor picked, whatever the editor's own zone (the field's hint says
 * which zone that time is in); without a format it would store UTC, converted from the editor's zone.
 */
const WALL_TIME_WIDGET = {
  widget: "datetime",
  format: "YYYY-MM-DD[T]HH:mm",
  date_format: "DD/MM/YYYY",
  time_format: "HH:mm",
  picker_utc: false,
} as const;

/** Decap's widget, and its options, for one field. */
function widgetOf(field: Field): Record<string, unknown> {
  switch (field.type) {
    case "text":
      return { widget: field.multiline ? "text" : "string" };
    case "integer":
      return {
        widget: "number",
        value_type: "int",
        min: field.min,
        ...(field.max === undefined ? {} : { max: field.max }),
      };
    case "date":
      return DATE_WIDGET;
    case "dateTime":
      return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "DD/MM/YYYY", time_format: "HH:mm" };
    case "wallTime":
      return WALL_TIME_WIDGET;
    case "boolean":
      return { widget: "boolean", default: false };
    case "dates":
      // One picker per day, all open: a few days, read side by side.
      return {
        widget: "list",
        label_singular: field.itemLabel,
        collapsed: false,
        field: { name: "data", label: field.itemLabel, ...(field.of === "date" ? DATE_WIDGET : WALL_TIME_WIDGET) },
      };
    case "choice":
      return { widget: "select", options: [...field.options] };
    case "image":
      return upload("image", field.folder, field.reference, MAX_IMAGE_BYTES);
    case "document":
      return upload("file", field.folder, field.reference, MAX_BOOK_FILE_BYTES);
    case "reference":
    case "references": {
      // Picked from the other kind's entries by their title; the relation widget stores the entry's
      // `id` as its file has it, a number, or its slug. A list offers only the entries it may name:
      // an edition's courses and books, the available ones (the build checks it again).
      const target: ContentKindDefinition | undefined = EDITOR_KINDS.find((kind) => kind.name === field.kind);
      const title = target && !isFileKind(target) ? target.titleField : "titulo";
      const list = field.type === "references";
      return {
        widget: "relation",
        collection: field.kind,
        // Decap names an entry's file name `{{slug}}`.
        value_field: field.by === "file" ? "{{slug}}" : list ? field.by : "id",
        search_fields: [title],
        display_fields: [title],
        ...(list ? { multiple: true } : {}),
        ...(list && field.availableOnly ? { filters: [{ field: "status", values: [AVAILABLE] }] } : {}),
      };
    }
    case "texts":
      // One text box per item, all open: short texts, read side by side.
      return {
        widget: "list",
        label_singular: field.itemLabel,
        collapsed: false,
        min: field.min,
        max: field.max,
        field: { name: "texto", label: field.itemLabel, widget: "string" },
      };
    case "numbers":
      // One number box per item, all open, in reais with cents.
      return {
        widget: "list",
        label_singular: field.itemLabel,
        collapsed: false,
        field: { name: "valor", label: field.itemLabel, widget: "number", value_type: "float", step: 0.01 },
      };
    case "items":
      // A closed item shows its first field; the label before it keeps an empty one from showing
      // Decap's English "No <field>".
      return {
        widget: "list",
        label_singular: field.itemLabel,
        summary: `${field.itemLabel}: {{fields.${field.fields[0].name}}}`,
        fields: field.fields.map(cmsField),
      };
    case "body":
      return field.format === "markdown"
        ? { widget: "markdown", buttons: MARKDOWN_BUTTONS, editor_components: [], modes: ["rich_text", "raw"] }
        : { widget: "text" };
  }
}

/** The pattern a field's form checks: its kind's rule (Decap takes one per field, without flags). */
function patternOf(field: Field): [string, string] | undefined {
  const rules = field.type === "text" || field.type === "image" || field.type === "document" ? field.rules : undefined;
  const rule = rules?.[0];
  return rule ? [rule.pattern.source, rule.message] : undefined;
}

export function cmsField(field: Field): Record<string, unknown> {
  const pattern = patternOf(field);
  return {
    name: field.name,
    label: field.label,
    ...(field.hint ? { hint: field.hint } : {}),
    required: field.required,
    ...widgetOf(field),
    ...(pattern ? { pattern } : {}),
  };
}
