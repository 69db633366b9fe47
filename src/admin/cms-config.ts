import { ALL_KINDS, type ContentKindDefinition, type Field } from "../shared/content-kinds";
import { MAX_BOOK_FILE_BYTES } from "../shared/content-kinds/book";
import { SITE } from "../shared/site";

/**
 * Decap CMS's configuration, derived from the content kinds (src/shared/content-kinds/): one
 * collection per kind, one form field per field, with the same labels, hints and rules the build
 * checks. Nothing about a field is written here that its kind does not already say.
 */

/**
 * Where the editor saves (docs/editing.md): GitHub, Netlify's Git Gateway, or, for a site built
 * without a repository, only Decap's local backend (decap-server, `npm run cms`) on this machine.
 */
export type CmsBackend =
  | {
      name: "github";
      branch: string;
      /** owner/name. */
      repo: string;
      /** The origin of the site's own login service, when it is not Netlify's. */
      baseUrl?: string;
    }
  | { name: "git-gateway"; branch: string }
  | { name: "local"; branch: string };

/** Where decap-server answers on the editor's machine (`npm run cms`). */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1";

/** The largest picture the editor takes (bigger ones are refused at upload, in Portuguese). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The commits the editor makes, in Portuguese (Decap writes them in English by default). */
const COMMIT_MESSAGES = {
  create: "Cria {{collection}} “{{slug}}”",
  update: "Atualiza {{collection}} “{{slug}}”",
  delete: "Exclui {{collection}} “{{slug}}”",
  uploadMedia: "Envia “{{path}}”",
  deleteMedia: "Exclui “{{path}}”",
  openAuthoring: "{{message}}",
};

function backendConfig(backend: CmsBackend): Record<string, unknown> {
  const common = { branch: backend.branch, commit_messages: COMMIT_MESSAGES };
  switch (backend.name) {
    case "github":
      return {
        name: "github",
        repo: backend.repo,
        ...common,
        // Decap takes the login's message only from base_url itself, so the path is the endpoint's.
        ...(backend.baseUrl ? { base_url: backend.baseUrl, auth_endpoint: "oauth/auth" } : {}),
      };
    case "git-gateway":
      return { name: "git-gateway", ...common };
    case "local":
      return { name: "proxy", proxy_url: LOCAL_BACKEND_URL, ...common };
  }
}

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
      return {
        widget: "image",
        media_folder: `/${field.folder}`,
        public_folder: field.reference,
        choose_url: false,
        media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
      };
    case "document":
      return {
        widget: "file",
        media_folder: `/${field.folder}`,
        public_folder: field.reference,
        choose_url: false,
        media_library: { config: { max_file_size: MAX_BOOK_FILE_BYTES } },
      };
    case "reference": {
      // Chosen from the other kind's list by its title; the file keeps its number.
      const title = ALL_KINDS.find((kind) => kind.name === field.kind)?.titleField ?? "titulo";
      return {
        widget: "relation",
        collection: field.kind,
        value_field: "id",
        search_fields: [title],
        display_fields: [title],
      };
    }
    case "texts":
      return {
        widget: "list",
        min: field.min,
        max: field.max,
        field: { name: "texto", label: field.label, widget: "string" },
      };
    case "items":
      return {
        widget: "list",
        label_singular: field.itemLabel,
        summary: `{{fields.${field.fields[0].name}}}`,
        fields: field.fields.map(cmsField),
      };
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
    folder: kind.folder,
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
    backend: backendConfig(backend),
    // Used only when the editor is opened on this machine (localhost), with `npm run cms`.
    local_backend: true,
    // Review before publishing: a new or changed entry is a draft ('Rascunho'), goes to 'Em revisão'
    // and 'Pronto', and is published only from there (on GitHub, a branch and a pull request each).
    publish_mode: "editorial_workflow",
    locale: "pt",
    site_url: SITE.url,
    display_url: SITE.url,
    media_folder: "static/imagens",
    public_folder: "/imagens",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: ALL_KINDS.map(cmsCollection),
  };
}
