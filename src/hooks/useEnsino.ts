import { useEffect, useState } from "react";
import { fetchEnsino, type EnsinoResult } from "../lib/ensinos";
import { loadSanitizer } from "../lib/sanitize";

export type EnsinoState = { status: "loading" } | EnsinoResult;

/**
 * Loads a teaching, again whenever the id changes (SPEC §4), and returns it with its HTML already
 * sanitized. The previous request is aborted and its answer ignored, so a slow answer for an
 * earlier id never replaces the current one.
 */
export function useEnsino(id: string | undefined): EnsinoState {
  const [state, setState] = useState<{ id: string | undefined; result: EnsinoState }>({
    id,
    result: { status: "loading" },
  });

  useEffect(() => {
    if (id === undefined) return undefined;
    const controller = new AbortController();
    let current = true;
    Promise.all([fetchEnsino(id, { signal: controller.signal }), loadSanitizer()]).then(
      ([result, sanitize]) => {
        if (!current) return;
        setState({
          id,
          result:
            result.status === "loaded"
              ? { ...result, ensino: { ...result.ensino, conteudo: sanitize(result.ensino.conteudo) } }
              : result,
        });
      },
      (error: unknown) => {
        // The sanitizer's chunk could not be downloaded (offline, or a deploy removed it).
        console.warn("Não foi possível carregar o sanitizador de HTML:", error);
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
