import { useSyncExternalStore } from "react";

/**
 * The visitor's clock and time zone, for the agenda (src/components/AgendaList.tsx, VisitorTime.tsx).
 * Both are null while the page hydrates, so that React draws what the build wrote (its own day, the
 * institute's zone), and take the browser's values right after.
 */

/** How often the clock is read again while the page stays open, and whenever it is shown again. */
const TICK_MS = 60_000;

let now: number | null = null;

function subscribeClock(onChange: () => void): () => void {
  const tick = () => {
    now = Date.now();
    onChange();
  };
  const timer = window.setInterval(tick, TICK_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") tick();
  };
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

/** The same value until the next tick: React compares snapshots, and Date.now() never repeats. */
const clockNow = () => (now ??= Date.now());
const duringHydration = () => null;

/** The visitor's "now" in milliseconds; null while hydrating. */
export const useNow = (): number | null => useSyncExternalStore(subscribeClock, clockNow, duringHydration);

const noSubscription = () => () => undefined;
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The visitor's IANA time zone (`Europe/Lisbon`); null while hydrating. */
export const useVisitorZone = (): string | null => useSyncExternalStore(noSubscription, visitorZone, duringHydration);
