import { useEffect, useRef } from "react";

/**
 * How long a form has been on the page, in milliseconds, read when it is sent: the service refuses
 * a send that comes sooner than a person could have written it (src/service/forms.ts).
 */
export function useOpenTime(): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return () => (shownAt.current === null ? 0 : performance.now() - shownAt.current);
}
