import { ROUTES, TIMINGS } from "../shared/site";
import { API_BASE_URL, AUTH_TOKEN_KEY } from "../shared/api-teaching";
import { redirectTo } from "./navigation";
import { localStorageIfAllowed } from "./storage";

/** Why a request failed; a value the caller switches on, never a thrown string. */
export type ApiError =
  | { kind: "http"; status: number }
  | { kind: "unauthorized" }
  | { kind: "timeout" }
  | { kind: "aborted" }
  | { kind: "network"; message: string }
  | { kind: "parse"; message: string };

type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  storage?: Pick<Storage, "getItem" | "removeItem">;
  /** Where a 401 sends the browser. */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  get(path: string, options?: RequestOptions): Promise<ApiResult<unknown>>;
}

function readToken(storage: ApiClientOptions["storage"]): string | null {
  try {
    return storage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The one place that talks to the REST API (docs/behaviour.md: Calls): JSON headers, the bearer token from
 * localStorage when present, a timeout, the caller's abort signal, and the 401 rule of docs/behaviour.md: Texts (forget
 * the token, go to /login). Path segments must already be encoded (see `apiPath`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  const timeoutMs = options.timeoutMs ?? TIMINGS.apiTimeoutMs;

  return {
    async get(path, { signal } = {}) {
      const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
      const storage = options.storage ?? (typeof window === "undefined" ? undefined : localStorageIfAllowed());
      const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
      const token = readToken(storage);
      if (token) headers.Authorization = `Bearer ${token}`;

      if (signal?.aborted) return { ok: false, error: { kind: "aborted" } };
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const forwardAbort = () => controller.abort();
      signal?.addEventListener("abort", forwardAbort, { once: true });

      try {
        const response = await fetchImpl(`${baseUrl}${path}`, { method: "GET", headers, signal: controller.signal });
        if (response.status === 401) {
          try {
            storage?.removeItem(AUTH_TOKEN_KEY);
          } catch {
            // A storage we cannot write is already a storage without the token.
          }
          (options.onUnauthorized ?? (() => redirectTo(ROUTES.login)))();
          return { ok: false, error: { kind: "unauthorized" } };
        }
        if (!response.ok) return { ok: false, error: { kind: "http", status: response.status } };
        const body = await response.text();
        try {
          return { ok: true, data: body.trim() === "" ? null : (JSON.parse(body) as unknown) };
        } catch (error) {
          return { ok: false, error: { kind: "parse", message: String(error) } };
        }
      } catch (error) {
        if (timedOut) return { ok: false, error: { kind: "timeout" } };
        if (signal?.aborted) return { ok: false, error: { kind: "aborted" } };
        return { ok: false, error: { kind: "network", message: String(error) } };
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener("abort", forwardAbort);
      }
    },
  };
}

/**
 * Builds a path from segments, each encoded so that an id can never change the route. `.` and `..`,
 * which encodeURIComponent leaves as they are and a server resolves as folders, are refused.
 */
export function apiPath(...segments: string[]): string {
  if (segments.some((segment) => segment === "." || segment === ".."))
    throw new Error(`Segmento de caminho recusado: ${segments.join("/")}`);
  return segments.map((segment) => `/${encodeURIComponent(segment)}`).join("");
}

export const apiClient = createApiClient();
