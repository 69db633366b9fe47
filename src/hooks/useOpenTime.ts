import { useEffect, useRef, useState } from "react";
import { firstPaintAt } from "../browser/page-shown";
import { useHydrated } from "./useHydrated";

/**
 * How long a form has been on the page, in milliseconds, read when it is sent: the service refuses
 * a send that comes sooner than a person could have written it (src/service/forms.ts). A form that
 * came with the page's HTML counts from the page's first paint, however late its code came and
 * however deep it sits in other parts that came later (src/components/Island.tsx); a form rendered in
 * the browser (a page reached by a link) counts from when it was mounted.
 */
export function useOpenTime(): () => number {
  // Whether this form came with the HTML (its first render hydrates it): kept from the first render.
  const hydrated = useHydrated();
  const [cameWithTheHtml] = useState(!hydrated);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = cameWithTheHtml ? (firstPaintAt() ?? 0) : performance.now();
  }, [cameWithTheHtml]);
  return () => (shownAt.current === null ? 0 : performance.now() - shownAt.current);
}
