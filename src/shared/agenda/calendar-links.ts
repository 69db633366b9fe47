import { INSTITUTE_TIME } from "../site";

/**
 * Google Calendar's 'add' link for one event (its `render?action=TEMPLATE` address: not documented by
 * Google, but stable for years and what every site's "add to Google Calendar" uses): the title, the
 * times in UTC, the page as details, the place, the institute's zone, and a series' rule.
 */

/** `20261203T230000Z`. */
const utc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

export interface GoogleEvent {
  title: string;
  start: number;
  end: number;
  details: string;
  location: string;
  /** A weekly series' last start (its UNTIL), or null. */
  weeklyUntil: number | null;
}

export function googleCalendarLink(event: GoogleEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utc(event.start)}/${utc(event.end)}`,
    details: event.details,
    location: event.location,
    ctz: INSTITUTE_TIME.zone,
  });
  if (event.weeklyUntil !== null) query.set("recur", `RRULE:FREQ=WEEKLY;UNTIL=${utc(event.weeklyUntil)}`);
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
