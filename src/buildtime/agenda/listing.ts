import {
  SERIES_WINDOW_MS,
  STALE_ALLOWANCE_MS,
  type AgendaRecording,
  type Listing,
  type ListingItem,
} from "../../shared/agenda/listing";
import type { AgendaEventNode } from "./node-work";

/**
 * The listings the build writes into /agenda/ and the home page, from its own day (clock.ts): every
 * occurrence not yet over, a series' within its window and, hidden until their day comes within it,
 * those of the weeks a page may be read after its build (src/shared/agenda/listing.ts), in order. The
 * page's code and its inline script decide again, by the visitor's clock, which are shown.
 */

/** The most occurrences the home page carries for its three: enough for a page read weeks after its build. */
const HOME_CANDIDATES = 12;

export function agendaListing(events: readonly AgendaEventNode[], now: number, limit: number | null = null): Listing {
  const horizon = now + SERIES_WINDOW_MS + STALE_ALLOWANCE_MS;
  const items: Omit<ListingItem, "key">[] = events.flatMap((event) => {
    const series = event.repete === "semanal";
    return event.occurrences
      .filter((occurrence) => occurrence.end > now && (!series || occurrence.start < horizon))
      .map((occurrence) => ({
        slug: event.slug,
        titulo: event.titulo,
        tipo: event.tipo,
        expositor: event.expositor ?? null,
        modalidade: event.modalidade,
        lugar: event.modalidade === "online" ? null : event.lugar,
        start: occurrence.start,
        end: occurrence.end,
        local: occurrence.local,
        series,
        cancelled: Boolean(event.cancelado),
      }));
  });
  items.sort((a, b) => a.start - b.start || a.titulo.localeCompare(b.titulo, "pt-BR"));
  const kept = limit === null ? items : items.slice(0, HOME_CANDIDATES);
  return { builtAt: now, limit, items: kept.map((item, index) => ({ ...item, key: String(index) })) };
}

/** The events with a recording, the most recent first. */
export function recordings(events: readonly AgendaEventNode[]): AgendaRecording[] {
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
