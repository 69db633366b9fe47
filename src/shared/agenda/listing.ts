import { INSTITUTE_TIME, SITE } from "../site";
import type { Occurrence } from "./schedule";
import { isoOffset, offsetAt } from "./zoned-time";

/**
 * What counts as coming, and the listings of /agenda/, of the home page and of a series' page. The rule
 * is said once, here (`comingWindow`): the build applies it on its own day (agendaListing), the page's
 * code on the visitor's clock (shownKeys), and the inline script before the first paint reads the
 * window the rule gave each item from its marks (listing-script.ts) and never decides anything itself.
 */

/** How far ahead a series shows its dates on /agenda/ and the home page: its next eight weeks. */
export const SERIES_WINDOW_MS = 8 * 7 * 24 * 60 * 60 * 1000;

/**
 * How much later than the build a page may be read and still show, before its code runs, every date
 * it should: the build writes each series' dates this far past the window, hidden until their day
 * comes within it.
 */
export const STALE_ALLOWANCE_MS = 8 * 7 * 24 * 60 * 60 * 1000;

/**
 * When an occurrence counts as coming: until its end, and for a date of a weekly series only from the
 * moment it comes within the series' window (a lone event, from whenever it is announced: `from` null).
 */
export interface ComingWindow {
  from: number | null;
  until: number;
}

/** The one rule of what is coming. */
export const comingWindow = (occurrence: Pick<Occurrence, "start" | "end">, series: boolean): ComingWindow => ({
  from: series ? occurrence.start - SERIES_WINDOW_MS : null,
  until: occurrence.end,
});

/** Whether a window holds the instant `now`. */
export const isComing = (window: ComingWindow, now: number) =>
  now < window.until && (window.from === null || window.from < now);

/** One occurrence of an event as a listing of /agenda/ or of the home page shows it. */
export interface ListingItem extends ComingWindow {
  /** Unique in its listing; the inline script and React find the item by it. */
  key: string;
  slug: string;
  titulo: string;
  tipo: string;
  expositor: string | null;
  modalidade: string;
  /** The place's name (its first line), or null for an online event. */
  lugar: string | null;
  /** The start, in milliseconds, and as the institute's clock shows it (`YYYY-MM-DDTHH:mm`). */
  start: number;
  local: string;
  cancelled: boolean;
}

/** A listing: its items in order, and the instant the build read them at. */
export interface Listing {
  builtAt: number;
  items: ListingItem[];
  /** The most items shown at once (the home page's three); none on /agenda/. */
  limit: number | null;
}

/** The keys of the items shown at `now`, in order, at most `limit` of them. */
export function shownKeys(listing: Pick<Listing, "items" | "limit">, now: number): Set<string> {
  const coming = listing.items.filter((item) => isComing(item, now));
  return new Set(coming.slice(0, listing.limit ?? coming.length).map((item) => item.key));
}

/** An event as a listing reads it: what its items show, whether it repeats, and every time it happens. */
export interface ListingEvent {
  slug: string;
  titulo: string;
  tipo: string;
  expositor?: string | null;
  modalidade: string;
  lugar?: string | null;
  /** Whether it is a weekly series (its node's `series`), whose dates each come within a window. */
  series: boolean;
  cancelado?: boolean | null;
  occurrences: readonly Occurrence[];
}

/** The most occurrences a listing with a limit carries: enough for a page read weeks after its build. */
const LIMITED_CANDIDATES = 12;

/**
 * A listing as of `now` (the build's day): every occurrence that is coming at some moment between `now`
 * and STALE_ALLOWANCE_MS later, in order; the page's code and its inline script show, by the visitor's
 * clock, those coming when it is read.
 */
export function agendaListing(events: readonly ListingEvent[], now: number, limit: number | null = null): Listing {
  const items: Omit<ListingItem, "key">[] = events.flatMap((event) =>
    event.occurrences.flatMap((occurrence) => {
      const window = comingWindow(occurrence, event.series);
      if (window.until <= now || (window.from !== null && window.from >= now + STALE_ALLOWANCE_MS)) return [];
      return [
        {
          ...window,
          slug: event.slug,
          titulo: event.titulo,
          tipo: event.tipo,
          expositor: event.expositor ?? null,
          modalidade: event.modalidade,
          lugar: event.modalidade === "online" ? null : (event.lugar ?? null),
          start: occurrence.start,
          local: occurrence.local,
          cancelled: Boolean(event.cancelado),
        },
      ];
    }),
  );
  items.sort((a, b) => a.start - b.start || a.titulo.localeCompare(b.titulo, SITE.lang));
  const kept = limit === null ? items : items.slice(0, LIMITED_CANDIDATES);
  return { builtAt: now, limit, items: kept.map((item, index) => ({ ...item, key: String(index) })) };
}

/** A past event with its recording, as /agenda/ lists them (the most recent first). */
export interface AgendaRecording {
  slug: string;
  titulo: string;
  tipo: string;
  expositor: string | null;
  /** Its last occurrence's start in the institute's zone (`YYYY-MM-DDTHH:mm`). */
  local: string;
}

/** The events with a recording, the most recent first. */
export function recordings(
  events: readonly (Omit<ListingEvent, "occurrences"> & {
    gravacao?: string | null;
    occurrences: readonly Occurrence[];
  })[],
): AgendaRecording[] {
  return events
    .filter((event) => event.gravacao && event.occurrences.length > 0)
    .map((event) => ({
      slug: event.slug,
      titulo: event.titulo,
      tipo: event.tipo,
      expositor: event.expositor ?? null,
      local: event.occurrences[event.occurrences.length - 1].local,
    }))
    .sort((a, b) => b.local.localeCompare(a.local));
}

/** An instant with the institute's offset (`2026-12-03T20:00-03:00`), as schema.org reads it. */
export const withOffset = (local: string, instant: number) =>
  `${local}${isoOffset(offsetAt(instant, INSTITUTE_TIME.zone))}`;

/** The occurrence an event's structured data describes: the next one at `now`, or the last one when all are over. */
export function featuredTime(
  occurrences: readonly Occurrence[],
  now: number,
): { startIso: string; endIso: string } | null {
  const next = occurrences.find((occurrence) => occurrence.end > now) ?? occurrences.at(-1);
  if (!next) return null;
  const endLocal = new Date(next.end + offsetAt(next.end, INSTITUTE_TIME.zone)).toISOString().slice(0, 16);
  return { startIso: withOffset(next.local, next.start), endIso: withOffset(endLocal, next.end) };
}

/** What the build gives /agenda/ (src/templates/agenda.tsx) in its context. */
export interface AgendaPageContext {
  listing: Listing;
  recordings: AgendaRecording[];
}

/**
 * What the build gives an event's page (src/templates/event.tsx): which event its query reads, and the
 * build's day, from which the page works out its next occurrence and a series' next dates. A context
 * that changes makes Gatsby render the page again, which a query cached from an earlier build would not.
 */
export interface EventPageContext {
  id: string;
  builtAt: number;
}
