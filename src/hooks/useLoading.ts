import { useEffect, useState } from "react";
import { TIMINGS } from "../config/site";

export const FAKE_LOAD_START = "fake-load-start";
export const FAKE_LOAD_END = "fake-load-end";

/** True for `ms` after the component mounts: the spec's simulated load of a page (SPEC §4). */
export function useFakeLoad(ms: number = TIMINGS.fakeLoadMs): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    // User Timing marks make the simulated delay visible in devtools traces and measurable in tests.
    performance.mark(FAKE_LOAD_START);
    const timer = window.setTimeout(() => {
      setLoading(false);
      performance.mark(FAKE_LOAD_END);
    }, ms);
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
