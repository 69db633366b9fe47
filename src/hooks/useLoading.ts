import { useEffect, useState } from "react";
import { firstPaintAt } from "../browser/page-shown";
import { useHydrated } from "./useHydrated";
import { TIMINGS } from "../shared/site";

/**
 * How long a page's simulated load still has to run once it is mounted. The page the browser opened
 * has been on screen, overlay and all, since its first paint, before React hydrated it: that time
 * counts. A page reached by a link starts its load when it mounts.
 */
function remainingLoad(ms: number, hydrated: boolean): number {
  if (!hydrated) return ms;
  const firstPaint = firstPaintAt();
  return firstPaint === undefined ? ms : Math.max(0, ms - (performance.now() - firstPaint));
}

/** True for `ms` from the moment the page is shown: the spec's simulated load of a page (docs/behaviour.md: States). */
export function useFakeLoad(ms: number = TIMINGS.fakeLoadMs): boolean {
  const [loading, setLoading] = useState(true);
  // Whether this page came with the HTML (its first render hydrates it) or was reached by a link:
  // kept from the first render, after which hydration is over either way.
  const hydrated = useHydrated();
  const [cameWithTheHtml] = useState(!hydrated);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), remainingLoad(ms, cameWithTheHtml));
    return () => window.clearTimeout(timer);
  }, [ms, cameWithTheHtml]);
  return loading;
}

/**
 * True for `ms` after each change of `pathname`, never on the first page a visitor opens.
 * Derived from the last settled path rather than set in an effect, so the new page is never
 * painted for a frame before the loading state appears.
 */
export function useRouteChangeLoading(pathname: string, ms: number = TIMINGS.routeChangeLoadingMs): boolean {
  const [settledPath, setSettledPath] = useState(pathname);
  useEffect(() => {
    if (pathname === settledPath) return undefined;
    const timer = window.setTimeout(() => setSettledPath(pathname), ms);
    return () => window.clearTimeout(timer);
  }, [pathname, settledPath, ms]);
  return pathname !== settledPath;
}
