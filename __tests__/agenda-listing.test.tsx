import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AgendaList } from "../src/components/AgendaList";
import {
  SERIES_WINDOW_MS,
  STALE_ALLOWANCE_MS,
  agendaListing,
  comingWindow,
  isComing,
  shownKeys,
  type Listing,
  type ListingEvent,
} from "../src/shared/agenda/listing";
import { AGENDA_LISTING_SCRIPT, LISTING_STYLE_ID } from "../src/shared/agenda/listing-script";

/**
 * What counts as coming (src/shared/agenda/listing.ts), tested once: the rule itself at its edges, and
 * the inline script produced from its marks (listing-script.ts), run on the listing the page's markup
 * carries at each moment a visitor might read it, which must show exactly what the page's code shows.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** The build's day: Tuesday 1 December 2026, noon in Brasília. */
const BUILT = Date.UTC(2026, 11, 1, 15);

/** An occurrence, with its start as a clock in Brasília (three hours behind UTC) shows it. */
const at = (start: number, minutes = 60) => ({
  start,
  end: start + minutes * 60_000,
  local: new Date(start - 3 * HOUR).toISOString().slice(0, 16),
});

const EVENTS: ListingEvent[] = [
  {
    slug: "passada",
    titulo: "Já passou",
    tipo: "Palestra",
    modalidade: "online",
    series: false,
    occurrences: [at(BUILT - DAY)],
  },
  {
    slug: "amanha",
    titulo: "Amanhã",
    tipo: "Palestra",
    modalidade: "presencial",
    lugar: "Sede",
    series: false,
    occurrences: [at(BUILT + DAY, 90)],
  },
  {
    slug: "cancelada",
    titulo: "Cancelada",
    tipo: "Reunião",
    modalidade: "online",
    cancelado: true,
    series: false,
    occurrences: [at(BUILT + 2 * DAY)],
  },
  {
    slug: "serie",
    titulo: "Estudo semanal",
    tipo: "Estudo",
    modalidade: "online",
    series: true,
    occurrences: Array.from({ length: 30 }, (_, week) => at(BUILT + 3 * DAY + week * WEEK, 90)),
  },
  {
    slug: "maio",
    titulo: "Em maio",
    tipo: "Palestra",
    modalidade: "online",
    series: false,
    occurrences: [at(Date.UTC(2027, 4, 14, 23))],
  },
];

/** The keys the inline script shows when the page is read at `now`, from the stylesheet it writes. */
function shownByScript(listing: Listing, now: number): { keys: Set<string>; empty: boolean; full: boolean } {
  document.head.innerHTML = "";
  document.body.innerHTML = renderToStaticMarkup(
    <AgendaList listing={listing} byDay={listing.limit === null} empty={<p>Nada marcado.</p>} />,
  );
  jest.setSystemTime(now);
  // The build's own script does not run when markup is set as HTML; the same text, appended where the
  // build writes it (right after the listing), runs as a browser runs it while parsing.
  document.querySelector("script")?.remove();
  const script = document.createElement("script");
  script.textContent = AGENDA_LISTING_SCRIPT;
  document.body.firstElementChild?.after(script);
  const css = document.getElementById(LISTING_STYLE_ID)?.textContent ?? "";
  const rules = [...css.matchAll(/\[(data-[a-z]+)(?:="([^"]*)")?\]\{display:(block|none)!important\}/g)];
  const shown = (mark: string) => rules.some(([, name, , display]) => name === mark && display === "block");
  return {
    keys: new Set(
      rules.filter(([, name, , display]) => name === "data-o" && display === "block").map(([, , key]) => key),
    ),
    empty: shown("data-vazia"),
    full: shown("data-cheia"),
  };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate"] }));
afterEach(() => jest.useRealTimers());

describe("what counts as coming", () => {
  it("is an occurrence not yet over, and a series' date only within its window", () => {
    const lone = comingWindow({ start: BUILT + 100 * DAY, end: BUILT + 100 * DAY + HOUR }, false);
    expect(isComing(lone, BUILT)).toBe(true);
    expect(isComing(lone, lone.until - 1)).toBe(true);
    expect(isComing(lone, lone.until)).toBe(false);
    const date = { start: BUILT + 9 * WEEK, end: BUILT + 9 * WEEK + HOUR };
    const series = comingWindow(date, true);
    expect(isComing(series, BUILT)).toBe(false);
    expect(isComing(series, date.start - SERIES_WINDOW_MS)).toBe(false);
    expect(isComing(series, date.start - SERIES_WINDOW_MS + 1)).toBe(true);
    expect(isComing(series, date.end)).toBe(false);
  });

  it("the build lists what may be coming until a page is read STALE_ALLOWANCE_MS later, and nothing over", () => {
    const listing = agendaListing(EVENTS, BUILT);
    const slugs = listing.items.map((item) => item.slug);
    expect(slugs).not.toContain("passada");
    expect(slugs.filter((slug) => slug === "serie")).toHaveLength(
      EVENTS[3].occurrences.filter((o) => o.start - SERIES_WINDOW_MS < BUILT + STALE_ALLOWANCE_MS).length,
    );
    expect(listing.items.map((item) => item.start)).toEqual([...listing.items.map((item) => item.start)].sort());
  });

  // The moments a visitor may read the page: the build's day, a day later (tomorrow's lecture still on),
  // three weeks later (two more weeks of the series in its window), months later (nothing left).
  const MOMENTS = [BUILT, BUILT + DAY + 2 * HOUR, BUILT + 3 * WEEK, BUILT + 20 * WEEK, Date.UTC(2028, 0, 1)];

  it.each(MOMENTS.flatMap((now) => [[now, null] as const, [now, 3] as const]))(
    "the inline script shows, at %i with a limit of %p, exactly what the page's code shows",
    (now, limit) => {
      const listing = agendaListing(EVENTS, BUILT, limit);
      const expected = shownKeys(listing, now);
      const script = shownByScript(listing, now);
      expect([...script.keys].sort()).toEqual([...expected].sort());
      expect(script.empty).toBe(expected.size === 0);
      expect(script.full).toBe(expected.size > 0);
    },
  );

  it("the inline script agrees with the page's code at each edge of each item's window, a millisecond either side", () => {
    const listing = agendaListing(EVENTS, BUILT, 3);
    const edges = [
      ...new Set(
        listing.items.flatMap(({ from, until }) =>
          [...(from === null ? [] : [from]), until].flatMap((at) => [at - 1, at, at + 1]),
        ),
      ),
    ];
    expect(edges.length).toBeGreaterThan(10);
    const disagreements = edges.filter((now) => {
      const expected = [...shownKeys(listing, now)].sort();
      return JSON.stringify([...shownByScript(listing, now).keys].sort()) !== JSON.stringify(expected);
    });
    expect(disagreements).toEqual([]);
  });

  it("reads a day as something to show only while one of its items is", () => {
    const listing = agendaListing(EVENTS, BUILT);
    shownByScript(listing, BUILT + DAY + 2 * HOUR);
    const css = document.getElementById(LISTING_STYLE_ID)?.textContent ?? "";
    // Tomorrow's lecture is over by then; the cancelled meeting's day is still coming.
    expect(css).toContain('[data-dia="2026-12-02"]{display:none!important}');
    expect(css).toContain('[data-dia="2026-12-03"]{display:block!important}');
  });
});
