/**
 * What counts as coming, decided on the day the page is read: the rule the build applies on its own day
 * (src/buildtime/agenda/listing.ts), the browser on its clock (src/components/AgendaList.tsx) and the
 * inline script before the first paint (listing-script.ts), the same in all three.
 */

/** How far ahead a series shows its dates on /agenda/ and the home page: its next eight weeks. */
export const SERIES_WINDOW_MS = 8 * 7 * 24 * 60 * 60 * 1000;

/**
 * How much later than the build a page may be read and still show, before its code runs, every date
 * it should: the build writes each series' dates this far past the window, hidden until their day
 * comes within it.
 */
export const STALE_ALLOWANCE_MS = 8 * 7 * 24 * 60 * 60 * 1000;

/** One occurrence of an event as a listing of /agenda/ or of the home page shows it. */
export interface ListingItem {
  /** Unique in its listing; the inline script and React find the item by it. */
  key: string;
  slug: string;
  titulo: string;
  tipo: string;
  expositor: string | null;
  modalidade: string;
  /** The place's name (its first line), or null for an online event. */
  lugar: string | null;
  /** Instants, in milliseconds. */
  start: number;
  end: number;
  /** `YYYY-MM-DDTHH:mm`, in the institute's zone. */
  local: string;
  /** Part of a weekly series: shown only within SERIES_WINDOW_MS of the moment read. */
  series: boolean;
  cancelled: boolean;
}

/** A listing: its items in order, and the instant the build read them at. */
export interface Listing {
  builtAt: number;
  items: ListingItem[];
  /** The most items shown at once (the home page's three); none on /agenda/. */
  limit: number | null;
}

/** Whether an occurrence is coming at `now`: not yet over, and for a series within its window. */
const isComing = (item: Pick<ListingItem, "start" | "end" | "series">, now: number) =>
  item.end > now && (!item.series || item.start < now + SERIES_WINDOW_MS);

/** The keys of the items shown at `now`, in order, at most `limit` of them. */
export function shownKeys(listing: Pick<Listing, "items" | "limit">, now: number): Set<string> {
  const coming = listing.items.filter((item) => isComing(item, now));
  return new Set(coming.slice(0, listing.limit ?? coming.length).map((item) => item.key));
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

/** What the build gives /agenda/ (src/templates/agenda.tsx) in its context. */
export interface AgendaPageContext {
  listing: Listing;
  recordings: AgendaRecording[];
}

/** What the build adds to the home page's context: its next three. */
export interface HomePageContext {
  agenda?: Listing;
}

/** An instant with the institute's offset (`2026-12-03T20:00-03:00`), as schema.org reads it. */
export interface FeaturedTime {
  start: number;
  end: number;
  local: string;
  startIso: string;
  endIso: string;
}

/** What the build gives an event's page (src/templates/event.tsx) in its context. */
export interface EventPageContext {
  id: string;
  /** The next occurrence at the build (or, all over, the last one): its structured data's. */
  featured: FeaturedTime | null;
  /** Before its last move, the start it had (`remarcado_de`), with the institute's offset. */
  previousStartIso: string | null;
  /** A series' next dates, as a listing. */
  listing: Listing | null;
  /** Google Calendar's 'add' link (src/shared/agenda/calendar-links.ts); null for a cancelled event. */
  googleLink: string | null;
}
