import { useCallback, useEffect, useRef, useState } from "react";

/** Where a download stands: nothing asked (`idle`), on its way, come, or failed. */
export type AsyncState<T> =
  { status: "idle" } | { status: "loading" } | { status: "ready"; value: T } | { status: "error"; error: unknown };

const IDLE = { status: "idle" } as const;
const LOADING = { status: "loading" } as const;

/**
 * The one way a component waits for something asynchronous: `load` runs for each `key` (null: nothing
 * to load), and the state says loading, ready or error; `retry()` runs it again for the same key.
 * The answer for a key the component has left (a newer key, a retry, the component gone) is dropped,
 * and `load`'s signal is aborted then, so a slow earlier answer never replaces a later one. Loaders
 * that share their download (src/browser/load-once.ts) make a repeated key cost nothing.
 */
export function useAsync<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { state: AsyncState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const token = key === null ? null : `${attempt}\u0000${key}`;
  const [settled, setSettled] = useState<{ token: string; state: AsyncState<T> } | null>(null);
  // The latest `load`, read when a key changes: callers pass a new closure on every render.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (token === null) return undefined;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setSettled({ token, state: { status: "ready", value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ token, state: { status: "error", error } });
      },
    );
    return () => controller.abort();
  }, [token]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A render for a new key shows loading straight away, before the effect has run.
  const state: AsyncState<T> = token === null ? IDLE : settled?.token === token ? settled.state : LOADING;
  return { state, retry };
}
