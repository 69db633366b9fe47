import { formatLongDate, parseDate } from "./dates";

/**
 * A long date in the page's language (`en`: "January 15, 2025"), in UTC as dates.ts: Portuguese as
 * dates.ts writes it out, any other language by Intl. A module of its own, so that only the pages that
 * may be in another language carry it.
 */
export function formatLongDateIn(lang: string, value: string): string | null {
  if (lang.startsWith("pt")) return formatLongDate(value);
  const date = parseDate(value);
  return date && new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
