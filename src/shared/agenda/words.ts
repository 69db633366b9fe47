import { MONTHS, formatLongDate } from "../dates";
import { INSTITUTE_TIME } from "../site";
import { parseWallTime, wallTimeAt, type WallTime } from "./zoned-time";

/**
 * The agenda's days and times in Portuguese, written out rather than read from Intl in pt-BR (as
 * src/shared/dates.ts does, for the same reason: the locale's data costs every page that shows a date a
 * few dozen milliseconds of its start). __tests__/agenda-content.test.ts keeps the weekdays in step with Intl.
 */

/** Sunday first, as Date's getUTCDay counts them. */
export const WEEKDAYS = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

/** The weekday as a sentence says it in passing ('sexta, 00h'). */
export const shortWeekday = (weekday: number) => WEEKDAYS[weekday].replace("-feira", "");

/** `20h`, `20h30`. */
export const hourText = ({ hour, minute }: Pick<WallTime, "hour" | "minute">) =>
  `${hour}h${minute === 0 ? "" : String(minute).padStart(2, "0")}`;

/** `quinta-feira, 3 de dezembro de 2026`. */
const dayText = ({ year, month, day, weekday }: Omit<WallTime, "hour" | "minute">) =>
  `${WEEKDAYS[weekday]}, ${day} de ${MONTHS[month - 1]} de ${year}`;

/** The parts of a wall-clock time the build wrote (`YYYY-MM-DDTHH:mm`, always valid). */
function wall(local: string): WallTime {
  const parts = parseWallTime(local);
  if (!parts) throw new Error(`not a wall-clock time: ${local}`);
  return parts;
}

/** The day of an occurrence in the institute's zone: `quinta-feira, 3 de dezembro de 2026`. */
export const localDay = (local: string) => dayText(wall(local));

/**
 * `20h às 21h30, horário de Brasília`: an occurrence's hours, its start and end instants each as the
 * institute's clock shows it, so that an offset change between them moves the end as the clock does.
 */
export function localHours(start: number, end: number): string {
  const clock = (instant: number) => hourText(wallTimeAt(instant, INSTITUTE_TIME.zone));
  return `${clock(start)} às ${clock(end)}, ${INSTITUTE_TIME.label}`;
}

/** `20h, horário de Brasília`. */
export const localStart = (local: string) => `${hourText(wall(local))}, ${INSTITUTE_TIME.label}`;

/** `quinta-feira, 3 de dezembro de 2026, 20h, horário de Brasília`: a start's day and hour. */
export const localDayAndStart = (local: string) => `${localDay(local)}, ${localStart(local)}`;

/**
 * The visitor's clock at an occurrence's start (`instant`) against the institute's (`local`): what it
 * shows, and whether it shows the same day and the same time. Where it shows the same time, the visitor
 * is told nothing more (VisitorTime.tsx), and the words of the visitor's time (visitor-start.ts) are
 * never needed.
 */
export function visitorClock(instant: number, local: string, zone: string) {
  const there = wallTimeAt(instant, zone);
  const here = wall(local);
  const sameDay = there.year === here.year && there.month === here.month && there.day === here.day;
  return { there, sameDay, sameTime: sameDay && there.hour === here.hour && there.minute === here.minute };
}

/** `Toda quinta-feira, de 5 de novembro de 2026 a 25 de março de 2027`: a weekly series' days. */
export function seriesDays(inicio: string, ate: string): string {
  const weekday = WEEKDAYS[wall(inicio).weekday];
  const every = weekday === "sábado" || weekday === "domingo" ? "Todo" : "Toda";
  return `${every} ${weekday}, de ${formatLongDate(inicio.slice(0, 10))} a ${formatLongDate(ate)}`;
}
