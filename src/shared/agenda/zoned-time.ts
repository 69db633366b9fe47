/**
 * Wall-clock times of a time zone and the instants they name, with the platform's Intl alone (no date
 * library): the same code runs in the build, in the editor's check before saving and in a visitor's
 * browser. An editor writes `2026-12-03T20:00` in the institute's zone (src/shared/site.ts,
 * INSTITUTE_TIME); the instant is the moment every calendar and every visitor's zone derives from.
 */

/** A wall-clock time as an editor writes it: a day and a time to the minute, with no zone. */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The parts of a wall-clock time. `weekday` is 0 for Sunday. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One formatter per zone: building one is the costly part of Intl (the locale's data is loaded then). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // en-US numbers whatever the page's language; h23, so that midnight is 00 and never 24.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The calendar day of a date's parts, read as UTC: its weekday (0 for Sunday). */
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** What a clock in `zone` shows at `instant` (milliseconds since the epoch). */
export function wallTimeAt(instant: number, zone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts;
  return { year, month, day, hour, minute, second, weekday: weekdayOf(year, month, day) };
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
export function offsetAt(instant: number, zone: string): number {
  const wall = wallTimeAt(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** `-03:00`: an offset as ISO 8601 and schema.org write it. */
export function isoOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60000);
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}

/** The parts of `YYYY-MM-DDTHH:mm`, or null when it is not one or names a day the calendar has not. */
export function parseWallTime(text: string): WallTime | null {
  const match = WALL_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // The round trip refuses a day the month has not (2026-02-30), which Date would roll over.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute, weekday: date.getUTCDay() };
}

/** `YYYY-MM-DDTHH:mm` of parts. */
export const formatWallTime = ({ year, month, day, hour, minute }: Omit<WallTime, "weekday">) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

/**
 * The instant a clock in `zone` shows `text` (`YYYY-MM-DDTHH:mm`), or null when the clock never shows
 * it: a malformed text, a day the calendar has not, or a time the zone skipped when its clocks went
 * forward. A time shown twice (clocks going back) is its first instant. The zone's offset is read on
 * each side of the time, a day apart: every zone keeps one offset for longer than a day.
 */
export function wallTimeToInstant(text: string, zone: string): number | null {
  const wall = parseWallTime(text);
  if (!wall) return null;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const candidates = [offsetAt(asUtc - DAY_MS, zone), offsetAt(asUtc + DAY_MS, zone)]
    .map((offset) => asUtc - offset)
    .filter((instant) => formatWallTime(wallTimeAt(instant, zone)) === text);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

/** The day `days` after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}
