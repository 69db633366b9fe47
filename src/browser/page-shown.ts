/**
 * When the page the browser opened was first painted (its first contentful paint), in the clock of
 * `performance.now()`; undefined where the browser does not say. A part that came with the page's
 * HTML has been on screen since then, whenever its code came.
 */
export function firstPaintAt(): number | undefined {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
}
