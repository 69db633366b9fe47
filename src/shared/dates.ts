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

/**
 * Long pt-BR date ("15 de janeiro de 2025"). Read in UTC so that the pre-rendered HTML and the
 * visitor's browser print the same day whatever their time zones. Returns null for an invalid date.
 */
export function formatLongDate(value: string): string | null {
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}

/**
 * A long date in the page's language (`en`: "January 15, 2025"), in UTC as above: Portuguese as written
 * out above, any other language by Intl, which only the pages of those languages pay for.
 */
export function formatLongDateIn(lang: string, value: string): string | null {
  if (lang.startsWith("pt")) return formatLongDate(value);
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
