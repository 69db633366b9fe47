import { useContext, useEffect, useRef } from "react";
import { ShownAtContext } from "./shown-at";

/**
 * How long a form has been on the page, in milliseconds, read when it is sent: the service refuses
 * a send that comes sooner than a person could have written it (src/service/forms.ts).
 */
export function useOpenTime(): () => number {
  const shownAt = useContext(ShownAtContext);
  const mountedAt = useRef<number | null>(null);
  useEffect(() => {
    mountedAt.current = performance.now();
  }, []);
  return () => {
    const since = shownAt ?? mountedAt.current;
    return since === null ? 0 : performance.now() - since;
  };
}
