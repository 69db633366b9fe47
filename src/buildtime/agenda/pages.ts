import path from "node:path";
import type { Node } from "gatsby";
import type { CreatePageStep, PagesStep } from "../feature";
import { googleCalendarLink } from "../../shared/agenda/calendar-links";
import type { AgendaPageContext, EventPageContext, FeaturedTime, HomePageContext } from "../../shared/agenda/listing";
import { scheduleDates } from "../../shared/agenda/schedule";
import { isoOffset, offsetAt, wallTimeToInstant } from "../../shared/agenda/zoned-time";
import { INSTITUTE_TIME, ROUTES, SITE } from "../../shared/site";
import * as TEXTS from "../../shared/texts/agenda";
import { buildNow } from "../clock";
import { agendaListing, recordings } from "./listing";
import { scheduleOf, type AgendaEventNode } from "./node-work";

/**
 * The agenda's pages: /agenda/ with its listing and recordings, each event's page with the occurrence
 * its structured data describes, and the home page's next three. The listings depend on the build's
 * day (clock.ts) and travel in the pages' context: a context that changes makes Gatsby render the page
 * again, which a query cached from an earlier build would not.
 */

/** The home page's next three. */
const HOME_LIMIT = 3;

export const agendaEvents = (getNodesByType: (type: string) => Node[]) =>
  getNodesByType("AgendaEvent") as unknown as AgendaEventNode[];

/** A wall-clock time of the institute with its offset at `instant`: `2026-12-03T20:00-03:00`. */
const withOffset = (local: string, instant: number) => `${local}${isoOffset(offsetAt(instant, INSTITUTE_TIME.zone))}`;

/** How many of a series' next dates its page lists. */
const SERIES_DATES_SHOWN = 4;

/** The next occurrence at `now`, or the last one when all are over. */
function featured(event: AgendaEventNode, now: number): FeaturedTime | null {
  const next = event.occurrences.find((occurrence) => occurrence.end > now) ?? event.occurrences.at(-1);
  if (!next) return null;
  const endLocal = new Date(next.end + offsetAt(next.end, INSTITUTE_TIME.zone)).toISOString().slice(0, 16);
  return { ...next, startIso: withOffset(next.local, next.start), endIso: withOffset(endLocal, next.end) };
}

/** The start before the event's last move, with its offset. */
function previousStart(event: AgendaEventNode): string | null {
  const previous = event.remarcado_de?.at(-1);
  const instant = previous ? wallTimeToInstant(previous, INSTITUTE_TIME.zone) : null;
  return previous && instant !== null ? withOffset(previous, instant) : null;
}

/** Google Calendar's link for the event (a series with its rule), or null when cancelled. */
function googleLink(event: AgendaEventNode): string | null {
  const start = wallTimeToInstant(event.inicio, INSTITUTE_TIME.zone);
  if (event.cancelado || start === null) return null;
  const schedule = scheduleOf(event);
  const dates = scheduleDates(schedule);
  const last = schedule.repete
    ? wallTimeToInstant(`${dates[dates.length - 1]}${event.inicio.slice(10)}`, INSTITUTE_TIME.zone)
    : null;
  return googleCalendarLink({
    title: `${event.tipo}: ${event.titulo}`,
    start,
    end: start + event.duracao * 60_000,
    details: `${TEXTS.pageLink}: ${SITE.url}${event.path}`,
    location: event.modalidade === "online" ? TEXTS.online : [event.lugar, event.endereco].filter(Boolean).join(", "),
    weeklyUntil: last,
  });
}

/** The context of an event's page. */
function eventPageContext(event: AgendaEventNode, now: number): EventPageContext {
  return {
    id: event.id,
    featured: featured(event, now),
    previousStartIso: previousStart(event),
    listing: event.repete === "semanal" ? agendaListing([event], now, SERIES_DATES_SHOWN) : null,
    googleLink: googleLink(event),
  };
}

export const createAgendaPages: PagesStep = ({ actions, getNodesByType }) => {
  const now = buildNow();
  const events = agendaEvents(getNodesByType);
  const context: AgendaPageContext = { listing: agendaListing(events, now), recordings: recordings(events) };
  actions.createPage({ path: ROUTES.agenda, component: path.resolve("src/templates/agenda.tsx"), context });
  const template = path.resolve("src/templates/event.tsx");
  for (const event of events) {
    actions.createPage({ path: event.path, component: template, context: eventPageContext(event, now) });
  }
};

/** The home page (src/pages/index.tsx) with its next three in its context. */
export const addAgendaToHome: CreatePageStep = ({ page, actions, getNodesByType }) => {
  if (page.path !== ROUTES.home) return;
  const agenda: HomePageContext["agenda"] = agendaListing(agendaEvents(getNodesByType), buildNow(), HOME_LIMIT);
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, agenda } });
};
