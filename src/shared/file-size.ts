import { SITE } from "./site";

/** The units of a file's size, each 1,000 times the one before, as a download's size is written. */
const UNITS = ["bytes", "KB", "MB", "GB"] as const;

/**
 * A file's size as a book's page shows it beside its download, in the page's language (its tag, the
 * site's by default): '812 bytes', '1,3 KB', '2,4 MB' in Portuguese, '2.4 MB' in English.
 */
export function formatFileSize(bytes: number, lang: string = SITE.lang): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return `${unit === 0 ? value : number.format(value)} ${UNITS[unit]}`;
}
