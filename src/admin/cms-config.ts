import { ALL_KINDS, type ContentKindDefinition, type Field } from "../shared/content-kinds";
import { SITE } from "../shared/site";

/**
 * Decap CMS's configuration, derived from the content kinds (src/shared/content-kinds/): one
 * collection per kind, one form field per field, with the same labels, hints and rules the build
 * checks. Nothing about a field is written here that its kind does not already say.
 */

/** Where the editor writes: Netlify's Git Gateway by default, or GitHub (README, "Editing"). */
export interface CmsBackend {
  name: "git-gateway" | "github";
  branch: string;
  /** owner/name, for GitHub. */
  repo?: string;
}

/** The folder of a kind's files, relative to the project (the repository's root). */
export const kindFolder = (kind: ContentKindDefinition) => `content/${kind.name}`;

/** Decap's number, date and image widgets, set to write what the build reads. */
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
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "DD/MM/YYYY",
        time_format: false,
        picker_utc: true,
      };
    case "dateTime":
      return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "DD/MM/YYYY", time_format: "HH:mm" };
    case "choice":
      return { widget: "select", options: [...field.options] };
    case "image":
      // A folder starting with / is relative to the repository; the reference is what the file says.
      return { widget: "image", media_folder: `/${field.folder}`, public_folder: field.reference, choose_url: false };
    case "body":
      return field.format === "markdown"
        ? { widget: "markdown", buttons: MARKDOWN_BUTTONS, editor_components: [], modes: ["rich_text", "raw"] }
        : { widget: "text" };
  }
}

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

/** The pattern a field's form checks: its kind's rule (Decap takes one per field, without flags). */
function patternOf(field: Field): [string, string] | undefined {
  const rules = field.type === "text" || field.type === "image" ? field.rules : undefined;
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

export function cmsCollection(kind: ContentKindDefinition): Record<string, unknown> {
  const slug = kind.fileName === "title" ? "{{slug}}" : `{{fields.${kind.fileName.field}}}`;
  return {
    name: kind.name,
    label: kind.label,
    label_singular: kind.labelSingular,
    description: kind.description,
    folder: kindFolder(kind),
    extension: kind.extension,
    format: "frontmatter",
    create: true,
    slug,
    identifier_field: kind.titleField,
    summary: `{{${kind.titleField}}}`,
    sortable_fields: [kind.titleField],
    fields: kind.fields.map(cmsField),
  };
}

/** The whole configuration: CMS.init({ config }) with load_config_file off. */
export function cmsConfig(backend: CmsBackend): Record<string, unknown> {
  return {
    load_config_file: false,
    backend: { name: backend.name, branch: backend.branch, ...(backend.repo ? { repo: backend.repo } : {}) },
    // Used only when the editor is opened on this machine (localhost), with `npm run cms`.
    local_backend: true,
    locale: "pt",
    site_url: SITE.url,
    display_url: SITE.url,
    media_folder: "static/imagens",
    public_folder: "/imagens",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: ALL_KINDS.map(cmsCollection),
  };
}
