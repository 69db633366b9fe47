import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * False while the server renders and while React hydrates the pre-rendered HTML, true from the render
 * that follows. A value known only in the browser (a client-only route's parameter, the visitor's
 * clock) is read once this is true, so the first render in the browser matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
