/**
 * When the page on screen began, in the clock of `performance.now()`: for the page the browser
 * opened, its first paint (the Paint Timing API's first contentful paint), since the visitor has seen
 * it from then on, before React hydrated it; for a page reached by a link, the route change
 * (gatsby-browser.tsx calls `notePageChange` from `onPreRouteUpdate` when the path changes; Gatsby
 * calls it without a `prevLocation` for the page the browser opened, and for any change of the address
 * after that, a link within the page included). The spec's simulated load and the time a form has been
 * open count from it.
 */
let startedAt: number | null = null;

export function notePageChange(): void {
  startedAt = performance.now();
}

function pageStartedAt(): number {
  // Not painted yet, or a browser that does not say: the page begins when first asked.
  startedAt ??= performance.getEntriesByName?.("first-contentful-paint")[0]?.startTime ?? performance.now();
  return startedAt;
}

/** Milliseconds since the page on screen began. */
export function msSincePageStart(): number {
  return performance.now() - pageStartedAt();
}
