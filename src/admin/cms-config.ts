import { EDITOR_KINDS, isFileKind, type ContentKindDefinition } from "../shared/content-kinds";
import { SITE } from "../shared/site";
import { cmsField } from "./widgets";

/**
 * Decap CMS's configuration, derived from the content kinds (src/shared/content-kinds/): one
 * collection per kind, one form field per field (widgets.ts), with the same labels, hints and rules
 * the build checks.
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

/**
 * A kind's collection: a folder of entries the editor adds to (Decap's folder collection), or, for a
 * kind of one file, that file alone as the collection's one entry (a files collection), which the editor
 * opens from the menu and can neither add to nor delete.
 */
export function cmsCollection(kind: ContentKindDefinition): Record<string, unknown> {
  const common = {
    name: kind.name,
    label: kind.label,
    label_singular: kind.labelSingular,
    description: kind.description,
    format: "frontmatter",
  };
  const fields = kind.fields.map(cmsField);
  if (isFileKind(kind))
    return {
      ...common,
      delete: false,
      files: [{ name: kind.name, label: kind.labelSingular, file: kind.file, fields }],
    };
  const slug = kind.fileName === "title" ? "{{slug}}" : `{{fields.${kind.fileName.field}}}`;
  return {
    ...common,
    folder: kind.folder,
    extension: kind.extension,
    create: true,
    slug,
    identifier_field: kind.titleField,
    summary: `{{${kind.titleField}}}`,
    sortable_fields: [kind.titleField],
    fields,
  };
}

/**
 * The whole configuration: CMS.init({ config }) with load_config_file off. Decap's local backend only for
 * the editor of `npm run cms`: with it on, Decap asks localhost:8081 first wherever the page is opened
 * on localhost (`npm start` too), which a deployed editor's policy refuses.
 */
export function cmsConfig(backend: CmsBackend, localBackend: boolean): Record<string, unknown> {
  return {
    load_config_file: false,
    backend: backendConfig(backend),
    local_backend: localBackend,
    // Review before publishing: a new or changed entry is a draft ('Rascunho'), goes to 'Em revisão'
    // and 'Pronto', and is published only from there (on GitHub, a branch and a pull request each).
    publish_mode: "editorial_workflow",
    locale: "pt",
    site_url: SITE.url,
    display_url: SITE.url,
    media_folder: "static/imagens",
    public_folder: "/imagens",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: EDITOR_KINDS.map(cmsCollection),
  };
}
