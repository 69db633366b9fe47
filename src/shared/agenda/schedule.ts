import { addDays, wallTimeToInstant } from "./zoned-time";

/**
 * When an event happens: its first day and time (a wall-clock time in the institute's zone), its
 * length, and for a weekly series its last day and the days it skips. The build, the editor's check,
 * the feed and the pages all read the dates from here.
 */

export interface Schedule {
  /** `YYYY-MM-DDTHH:mm`, in the institute's zone. */
  inicio: string;
  /** Minutes. */
  duracao: number;
  repete?: "semanal";
  /** The series' last day, included (`YYYY-MM-DD`). */
  ate?: string;
  /** The days of the series on which it does not happen (`YYYY-MM-DD`). */
  excecoes?: readonly string[];
}

/** One time an event happens: its start and end instants, and its wall-clock start in the institute's zone. */
export interface Occurrence {
  start: number;
  end: number;
  /** `YYYY-MM-DDTHH:mm` in the institute's zone. */
  local: string;
}

/** A series is weekly: one day a week, the same wall-clock time. */
const SERIES_STEP_DAYS = 7;

/** The longest series the build expands (ten years of weeks): a mistyped `ate` must not run for ever. */
export const MAX_SERIES_DATES = 520;

/** Every day of the schedule (`YYYY-MM-DD`), its skipped days included: the first, then each week up to `ate`. */
export function scheduleDates(schedule: Pick<Schedule, "inicio" | "repete" | "ate">): string[] {
  const first = schedule.inicio.slice(0, 10);
  if (schedule.repete !== "semanal" || !schedule.ate) return [first];
  const dates: string[] = [];
  for (let date = first; date <= schedule.ate && dates.length < MAX_SERIES_DATES;)
    date = (dates.push(date), addDays(date, SERIES_STEP_DAYS));
  return dates;
}

/**
 * The occurrences of the schedule on `dates`, each at the wall-clock time of `inicio` (so a series
 * keeps its local time across a change of the zone's offset). A day whose time the zone skipped has
 * none (the checks refuse `inicio` on such a day).
 */
function occurrencesOn(schedule: Schedule, dates: readonly string[], zone: string): Occurrence[] {
  const time = schedule.inicio.slice(10);
  return dates.flatMap((date) => {
    const local = `${date}${time}`;
    const start = wallTimeToInstant(local, zone);
    return start === null ? [] : [{ start, end: start + schedule.duracao * 60_000, local }];
  });
}

/** The times the event happens, in order: each day of the schedule but the skipped ones. */
export function occurrences(schedule: Schedule, zone: string): Occurrence[] {
  const skipped = new Set(schedule.excecoes ?? []);
  return occurrencesOn(
    schedule,
    scheduleDates(schedule).filter((date) => !skipped.has(date)),
    zone,
  );
}

/** The skipped days that are days of the schedule, each as the occurrence it would have been. */
export function skippedOccurrences(schedule: Schedule, zone: string): Occurrence[] {
  const dates = new Set(scheduleDates(schedule));
  return occurrencesOn(
    schedule,
    (schedule.excecoes ?? []).filter((date) => dates.has(date)),
    zone,
  );
}
