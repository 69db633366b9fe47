import { useEffect, useState } from "react";
import { msSincePageStart } from "../browser/page-start";
import { TIMINGS } from "../shared/site";

/**
 * True for `ms` from the moment the page began (src/browser/page-start.ts): the spec's simulated load
 * of a page (docs/behaviour.md: States). The page the browser opened has shown its loading state
 * since its first paint, before React hydrated it: that time counts. True in the pre-rendered HTML too.
 */
export function useFakeLoad(ms: number = TIMINGS.fakeLoadMs): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), Math.max(0, ms - msSincePageStart()));
    return () => window.clearTimeout(timer);
  }, [ms]);
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
