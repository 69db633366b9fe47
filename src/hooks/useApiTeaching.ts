import type { ApiTeachingResult } from "../browser/api-teachings";
import { loadSanitizer } from "../browser/sanitize";
import { isRequestableApiTeachingId } from "../shared/api-teaching";
import * as MESSAGES from "../shared/messages/api-teaching";
import { useAsync } from "./useAsync";

/** A loaded teaching comes with what shows it (`view`), downloaded beside it rather than with the page. */
export type ApiTeachingState<V> =
  | { status: "loading" }
  | Exclude<ApiTeachingResult, { status: "loaded" }>
  | (Extract<ApiTeachingResult, { status: "loaded" }> & { view: V });

/** The teaching `id` from the API, its HTML sanitized; the request is aborted when `signal` is. */
async function loadApiTeaching<V>(
  id: string,
  signal: AbortSignal,
  loadView: () => Promise<V>,
): Promise<ApiTeachingState<V>> {
  // The API client, the sanitizer and the view are downloaded with the first teaching, side by side,
  // rather than with the page: the page shows its loading state meanwhile.
  const answer = import(/* webpackChunkName: "teaching-loader" */ "../browser/api-teachings").then(
    ({ fetchApiTeaching }) => fetchApiTeaching(id, { signal }),
  );
  const [result, sanitize, view] = await Promise.all([answer, loadSanitizer(), loadView()]).catch((error: unknown) => {
    // A chunk could not be downloaded (offline, or a deploy removed it).
    console.warn(MESSAGES.apiTeachingCodeUnavailable, error);
    throw error;
  });
  return result.status === "loaded"
    ? { ...result, teaching: { ...result.teaching, conteudo: sanitize(result.teaching.conteudo) }, view }
    : result;
}

/**
 * Loads a teaching, again whenever the id changes (docs/behaviour.md: States), and returns it with its HTML already
 * sanitized, and with what `loadView` brought to show it. An id the API must never be asked for
 * (isRequestableApiTeachingId) is not found at once, and nothing is downloaded for it. A new id
 * aborts the previous request and drops its answer (useAsync), so a slow answer for an earlier id
 * never replaces the current one.
 */
export function useApiTeaching<V>(id: string | undefined, loadView: () => Promise<V>): ApiTeachingState<V> {
  const requestable = id !== undefined && isRequestableApiTeachingId(id);
  const { state } = useAsync(requestable ? id : null, (signal) => loadApiTeaching(id ?? "", signal, loadView));
  if (id !== undefined && !requestable) return { status: "not-found" };
  if (state.status === "ready") return state.value;
  if (state.status === "error") return { status: "error", error: { kind: "network", message: String(state.error) } };
  return { status: "loading" };
}
