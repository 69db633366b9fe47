/**
 * The API's teachings (content/ensinos/, pages /ensinos/{id}): the contract of GET /ensinos/{id}
 * (docs/behaviour.md: Content "A teaching from the API", docs/api.md), shared by the build, which writes
 * the documents, and the browser, which reads them from whichever provider GATSBY_API_URL names.
 */

/** Base of the REST API (docs/behaviour.md: Calls). Default: the site's own documents (/api), same origin. */
export const API_BASE_URL = (process.env.GATSBY_API_URL ?? "/api").replace(/\/+$/, "");
/** localStorage key of the bearer token the API client sends when present (docs/behaviour.md: Calls and Texts). */
export const AUTH_TOKEN_KEY = "auth_token";

/** The longest id the page asks the API for; no provider's id needs more. */
export const MAX_API_TEACHING_ID_LENGTH = 128;

// Control characters: C0, DEL and C1.
// eslint-disable-next-line no-control-regex
const UNSAFE_ID_CHARACTERS = /[/%\u0000-\u001f\u007f-\u009f]/;

/**
 * Whether an id (as the address gives it, decoded) may be sent to the API. Refused, with 'Ensino não
 * encontrado' and no request: `.` and `..`, which an encoded path would turn into the API's own folder
 * or its parent (encodeURIComponent leaves dots as they are); a slash, a percent sign or a control
 * character, which no id of any provider holds and which only a doubly encoded address produces; and
 * an id longer than MAX_API_TEACHING_ID_LENGTH. Any other id goes to the API, which may be another
 * provider's, with ids of its own kind.
 */
export function isRequestableApiTeachingId(id: string): boolean {
  return (
    id !== "" && id !== "." && id !== ".." && id.length <= MAX_API_TEACHING_ID_LENGTH && !UNSAFE_ID_CHARACTERS.test(id)
  );
}

/** The page of one of the API's teachings (client-only route, src/pages/ensinos/[id].tsx). */
export const apiTeachingPath = (id: string) => `/ensinos/${id}/`;

export interface ApiTeaching {
  titulo: string;
  resumo: string | null;
  imagem: string | null;
  /** HTML as the server sent it; the browser sanitizes it before it is shown. */
  conteudo: string;
  created_at: string;
}

/** What the embedded API's documents carry: the contract's fields and the id. */
export interface ApiTeachingDocument extends ApiTeaching {
  id: string;
}

const optionalText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/** Reads the fields the page uses from any provider's answer; anything without a title is no data. */
export function parseApiTeaching(raw: unknown): ApiTeaching | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const titulo = optionalText(record.titulo);
  if (!titulo) return null;
  return {
    titulo,
    resumo: optionalText(record.resumo),
    imagem: optionalText(record.imagem),
    conteudo: typeof record.conteudo === "string" ? record.conteudo : "",
    created_at: typeof record.created_at === "string" ? record.created_at : "",
  };
}
