import { SITE } from "./site";

/** The units of a file's size, each 1,000 times the one before, as a download's size is written. */
const UNITS = ["bytes", "KB", "MB", "GB"] as const;

const NUMBER = new Intl.NumberFormat(SITE.lang, { maximumFractionDigits: 1 });

/** A file's size in pt-BR, as a book's page shows it beside its download: '812 bytes', '1,3 KB', '2,4 MB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : NUMBER.format(value)} ${UNITS[unit]}`;
}
