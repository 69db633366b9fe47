import { useEffect, useState } from "react";
import type { ApiTeachingResult } from "../browser/api-teachings";
import { loadSanitizer } from "../browser/sanitize";
import { isRequestableApiTeachingId } from "../shared/api-teaching";
import * as MESSAGES from "../shared/messages/api-teaching";

export type ApiTeachingState = { status: "loading" } | ApiTeachingResult;

/**
 * Loads a teaching, again whenever the id changes (SPEC §4), and returns it with its HTML already
 * sanitized. An id the API must never be asked for (isRequestableApiTeachingId) is not found at once. The previous request is aborted and its answer ignored, so a slow answer for an
 * earlier id never replaces the current one.
 */
export function useApiTeaching(id: string | undefined): ApiTeachingState {
  const [state, setState] = useState<{ id: string | undefined; result: ApiTeachingState }>({
    id,
    result: { status: "loading" },
  });

  useEffect(() => {
    // No teaching of any provider has a refused id: nothing is downloaded, nothing is asked.
    if (id === undefined || !isRequestableApiTeachingId(id)) return undefined;
    const controller = new AbortController();
    let current = true;
    // The API client and the sanitizer are downloaded with the first teaching, side by side, rather
    // than with the page: the page shows its loading state meanwhile.
    const answer = import(/* webpackChunkName: "teaching-loader" */ "../browser/api-teachings").then(
      ({ fetchApiTeaching }) => fetchApiTeaching(id, { signal: controller.signal }),
    );
    Promise.all([answer, loadSanitizer()]).then(
      ([result, sanitize]) => {
        if (!current) return;
        setState({
          id,
          result:
            result.status === "loaded"
              ? { ...result, teaching: { ...result.teaching, conteudo: sanitize(result.teaching.conteudo) } }
              : result,
        });
      },
      (error: unknown) => {
        // A chunk could not be downloaded (offline, or a deploy removed it).
        console.warn(MESSAGES.apiTeachingCodeUnavailable, error);
        if (current) setState({ id, result: { status: "error", error: { kind: "network", message: String(error) } } });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [id]);

  if (id !== undefined && !isRequestableApiTeachingId(id)) return { status: "not-found" };
  // A render for a new id shows loading straight away, before the effect has run.
  return state.id === id ? state.result : { status: "loading" };
}
