import { useEffect, useState } from "react";
import { fetchApiTeaching, type ApiTeachingResult } from "../browser/api-teachings";
import { loadSanitizer } from "../browser/sanitize";
import { MESSAGES } from "../shared/messages";

export type ApiTeachingState = { status: "loading" } | ApiTeachingResult;

/**
 * Loads a teaching, again whenever the id changes (SPEC §4), and returns it with its HTML already
 * sanitized. The previous request is aborted and its answer ignored, so a slow answer for an
 * earlier id never replaces the current one.
 */
export function useApiTeaching(id: string | undefined): ApiTeachingState {
  const [state, setState] = useState<{ id: string | undefined; result: ApiTeachingState }>({
    id,
    result: { status: "loading" },
  });

  useEffect(() => {
    if (id === undefined) return undefined;
    const controller = new AbortController();
    let current = true;
    Promise.all([fetchApiTeaching(id, { signal: controller.signal }), loadSanitizer()]).then(
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
        // The sanitizer's chunk could not be downloaded (offline, or a deploy removed it).
        console.warn(MESSAGES.sanitizerUnavailable, error);
        if (current) setState({ id, result: { status: "error", error: { kind: "network", message: String(error) } } });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [id]);

  // A render for a new id shows loading straight away, before the effect has run.
  return state.id === id ? state.result : { status: "loading" };
}
