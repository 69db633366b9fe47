import { TZDate } from "@date-fns/tz";
import { convert } from "html-to-text";
import ical, {
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { CONTACT, INSTITUTE_TIME, ROUTES, SITE } from "../../shared/site";
import * as TEXTS from "../../shared/texts/agenda";
import type { AgendaEvent } from "./queries";

/**
 * The agenda's calendars (RFC 5545), written by ical-generator rather than by hand: /agenda.ics, every
 * event, those over for less than FEED_PAST_DAYS included, and each event's own file beside its page.
 *
 * - Times are the institute's wall-clock times with `TZID=America/Sao_Paulo` and that zone's VTIMEZONE,
 *   from timezones-ical-library (current IANA data: Brazil has had no daylight time since 2019, which
 *   the data of @touch4it/ical-timezones, from 2018, still has, an hour off from November to February
 *   in every reader that follows the file's VTIMEZONE). ical-generator formats a zoned time from a
 *   TZDate (@date-fns/tz), which carries its zone: a plain Date would be written in the build
 *   machine's own zone. The calendar itself has no zone, so DTSTAMP and a series' UNTIL are UTC, as the
 *   RFC wants them beside a zoned DTSTART.
 * - UID: from the file's name alone, so moving, renaming or cancelling an event keeps its entry.
 * - SEQUENCE: from the file (node-work.ts, calendarSequence); LOCATION, the node's, which Google
 *   Calendar's link on the event's page says too (node-work.ts, eventLocation).
 * - A skipped day of a series is written twice: in EXDATE (the RFC's way, which Apple Calendar,
 *   Thunderbird and ical.js follow) and as an overriding instance with `STATUS:CANCELLED` for its
 *   RECURRENCE-ID (which Google Calendar and Outlook follow more reliably). A reader that honours the
 *   EXDATE never expands that day, so the override finds no instance to replace and changes nothing.
 * - A cancelled event stays, `STATUS:CANCELLED`, so that calendars that have it remove it.
 */

/** How long after its end an event stays in /agenda.ics, so calendars that polled late still see its changes. */
const FEED_PAST_DAYS = 90;

/** How often calendars are asked to fetch the file again (REFRESH-INTERVAL; Google and Outlook poll on their own). */
const CALENDAR_REFRESH_SECONDS = 60 * 60;

/** A UID that names the institute's agenda and the event's file, never its title or time. */
export const eventUid = (slug: string) => `${slug}@agenda.evolucao-para-todos`;

const zoned = (instant: number) => new TZDate(instant, INSTITUTE_TIME.zone);

/** The VTIMEZONE of a zone, from current IANA data. */
const vtimezone = (zone: string) => tzlib_get_ical_block(zone)[0] ?? null;

/** The calendar of `name`, in the form every file of the agenda shares. */
function newCalendar(name: string, siteUrl: string): ICalCalendar {
  const calendar = ical({
    name,
    description: TEXTS.calendarDescription,
    prodId: { company: SITE.name, product: TEXTS.calendarName, language: "PT" },
    method: ICalCalendarMethod.PUBLISH,
    url: `${siteUrl}${ROUTES.agenda}`,
    ttl: CALENDAR_REFRESH_SECONDS,
    timezone: { name: null, generator: vtimezone },
  });
  // Google reads the calendar's zone from this line (ical-generator writes it only for a calendar that
  // has a zone, which would also write DTSTAMP in it).
  calendar.x("X-WR-TIMEZONE", INSTITUTE_TIME.zone);
  return calendar;
}

/** An event's text for calendars: its body as plain text, the speaker, the stream and its page. */
function description(event: AgendaEvent, pageUrl: string): string {
  const body = event.bodyHtml ? convert(event.bodyHtml, { wordwrap: false }).trim() : "";
  return [
    ...(event.cancelado ? [TEXTS.cancelledNotice] : []),
    ...(body ? [body] : []),
    ...(event.expositor ? [`${TEXTS.speaker}: ${event.expositor}`] : []),
    ...(event.transmissao && event.modalidade !== "presencial" ? [`${TEXTS.stream}: ${event.transmissao}`] : []),
    ...(event.gravacao ? [`${TEXTS.recording}: ${event.gravacao}`] : []),
    `${TEXTS.pageLink}: ${pageUrl}`,
  ].join("\n\n");
}

/** The event's entries: the event (a series with its rule), and one cancelled instance per skipped day. */
function addEvent(calendar: ICalCalendar, event: AgendaEvent, siteUrl: string, stamp: number): void {
  const pageUrl = `${siteUrl}${event.path}`;
  const common: Omit<ICalEventData, "start"> = {
    id: eventUid(event.slug),
    sequence: event.sequence,
    stamp: new Date(stamp),
    timezone: INSTITUTE_TIME.zone,
    summary: `${event.cancelado ? `${TEXTS.cancelledPrefix} ` : ""}${event.tipo}: ${event.titulo}`,
    location: event.location,
    url: pageUrl,
    organizer: { name: SITE.name, email: CONTACT.email },
  };
  let repeating: ICalEventData["repeating"] = null;
  if (event.series) {
    repeating = {
      freq: ICalEventRepeatingFreq.WEEKLY,
      // UNTIL is the last start, in UTC.
      until: new Date(event.lastStart),
      ...(event.skipped.length > 0
        ? { exclude: event.skipped.map((occurrence) => zoned(occurrence.start)), excludeTimezone: INSTITUTE_TIME.zone }
        : {}),
    };
  }
  calendar.createEvent({
    ...common,
    start: zoned(event.firstStart),
    end: zoned(event.firstEnd),
    repeating,
    status: event.cancelado ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    description: description(event, pageUrl),
  });
  for (const occurrence of event.skipped) {
    calendar.createEvent({
      ...common,
      start: zoned(occurrence.start),
      end: zoned(occurrence.end),
      recurrenceId: zoned(occurrence.start),
      status: ICalEventStatus.CANCELLED,
      description: `${TEXTS.skippedNotice}\n\n${TEXTS.pageLink}: ${pageUrl}`,
    });
  }
}

/** /agenda.ics: every event not over for more than FEED_PAST_DAYS at `now`, in the order of their start (the query's). */
export function agendaCalendar(events: readonly AgendaEvent[], now: number, siteUrl: string = SITE.url): string {
  const calendar = newCalendar(TEXTS.calendarName, siteUrl);
  const since = now - FEED_PAST_DAYS * 24 * 60 * 60 * 1000;
  const kept = events.filter((event) => event.lastEnd >= since);
  for (const event of kept) addEvent(calendar, event, siteUrl, now);
  return calendar.toString();
}

/** One event's own file (its page's 'Adicionar ao calendário'). */
export function eventCalendar(event: AgendaEvent, now: number, siteUrl: string = SITE.url): string {
  const calendar = newCalendar(event.titulo, siteUrl);
  addEvent(calendar, event, siteUrl, now);
  return calendar.toString();
}
