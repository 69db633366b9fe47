import type { ApiTeachingResult } from "../browser/api-teachings";
import { loadSanitizer } from "../browser/sanitize";
import { isRequestableApiTeachingId } from "../shared/api-teaching";
import * as TEXTS from "../shared/texts/api-teaching";
import { useAsync } from "./useAsync";

export type ApiTeachingState = { status: "loading" } | ApiTeachingResult;

/**
 * The teaching `id` from the API, its HTML sanitized; the request is aborted when `signal` is. An id
 * the API must never be asked for (isRequestableApiTeachingId) is not found, and nothing is
 * downloaded for it.
 */
async function loadApiTeaching(id: string, signal: AbortSignal): Promise<ApiTeachingResult> {
  if (!isRequestableApiTeachingId(id)) return { status: "not-found" };
  // The API client and the sanitizer (DOMPurify, 12 KB) are downloaded beside the teaching, which
  // the page waits for in any case, rather than with the page.
  const answer = import(/* webpackChunkName: "teaching-loader" */ "../browser/api-teachings").then(
    ({ fetchApiTeaching }) => fetchApiTeaching(id, { signal }),
  );
  const [result, sanitize] = await Promise.all([answer, loadSanitizer()]).catch((error: unknown) => {
    // A chunk could not be downloaded (offline, or a deploy removed it).
    console.warn(TEXTS.apiTeachingCodeUnavailable, error);
    throw error;
  });
  return result.status === "loaded"
    ? { ...result, teaching: { ...result.teaching, conteudo: sanitize(result.teaching.conteudo) } }
    : result;
}

/**
 * Loads a teaching, again whenever the id changes (docs/behaviour.md: States), with its HTML already
 * sanitized. Every id, one that is not found at once included, says loading in the first render, as
 * the pre-rendered page does (it has no id). A new id aborts the previous request and drops its answer
 * (useAsync), so a slow answer for an earlier id never replaces the current one.
 */
export function useApiTeaching(id: string | undefined): ApiTeachingState {
  const { state } = useAsync(id ?? null, (signal) => loadApiTeaching(id ?? "", signal));
  if (state.status === "ready") return state.value;
  if (state.status === "error") return { status: "error", error: { kind: "network", message: String(state.error) } };
  return { status: "loading" };
}
