// Written out instead of read from Intl.DateTimeFormat: building that formatter loads the locale's
// calendar data, about 25 ms of main-thread work (100 ms on a throttled phone) during the start-up
// of every page that shows a date. __tests__/dates.test.ts keeps this in step with Intl's output.
export const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** A date of the content ("2025-01-15", or with its time), or null for an invalid one. */
export function parseDate(value: string): Date | null {
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Long pt-BR date ("15 de janeiro de 2025"). Read in UTC so that the pre-rendered HTML and the
 * visitor's browser print the same day whatever their time zones. Returns null for an invalid date.
 */
export function formatLongDate(value: string): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}
