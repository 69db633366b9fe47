const longDate = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * Long pt-BR date ("15 de janeiro de 2025"). Read in UTC so that the pre-rendered HTML and the
 * visitor's browser print the same day whatever their time zones. Returns null for an invalid date.
 */
export function formatLongDate(value: string): string | null {
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
