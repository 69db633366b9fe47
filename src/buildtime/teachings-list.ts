import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROUTES } from "../shared/site";
import { RECENT_TEACHINGS_COUNT, TEACHINGS_PER_PAGE } from "../shared/catalogue";
import type { PaginationLinks, TeachingsListContext } from "../shared/teachings";
import { TEACHING_SORT } from "../shared/teaching-order";
import { encodeTeachingsIndex, type IndexSource } from "../shared/teachings-index";

/**
 * The teachings list as pages: /ensinamentos/ and /ensinamentos/pagina/2/... each hold
 * TEACHINGS_PER_PAGE cards, in the list's order, with real links between them (visitors without
 * JavaScript and crawlers reach every teaching), and one index file with every teaching's card text
 * and filter fields, which the list downloads only when a visitor searches or filters an archive
 * larger than one page. Neither a page's data nor its markup grows with the archive.
 */

/** Where the index files go: under /static/, whose files hosts cache for a year (their names change with them). */
const INDEX_DIRECTORY = "static";
const INDEX_PREFIX = "ensinamentos-";

/** Pages shown on each side of the current one; the first and the last are always shown. */
const NEIGHBOURS = 2;

/**
 * The page numbers to show, in order, with `null` where a run of them is left out: 1 … 4 5 6 7 8 … 417.
 * A gap of a single page shows that page instead, since '…' would take the same room.
 */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - NEIGHBOURS; n <= page + NEIGHBOURS; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) numbers.push(n - 1);
    else if (previous !== undefined && n - previous > 2) numbers.push(null);
    numbers.push(n);
  });
  return numbers;
}

function paginationLinks(page: number, pageCount: number): PaginationLinks {
  return {
    previous: page > 1 ? ROUTES.teachingsPage(page - 1) : null,
    next: page < pageCount ? ROUTES.teachingsPage(page + 1) : null,
    pages:
      pageCount > 1
        ? pageNumbers(page, pageCount).map((n) => (n === null ? null : { page: n, path: ROUTES.teachingsPage(n) }))
        : [],
  };
}

export function listPageContexts(
  total: number,
  indexPath: string | null,
): { path: string; context: TeachingsListContext }[] {
  const pageCount = Math.max(1, Math.ceil(total / TEACHINGS_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: ROUTES.teachingsPage(index + 1),
    context: {
      sort: TEACHING_SORT,
      skip: index * TEACHINGS_PER_PAGE,
      limit: TEACHINGS_PER_PAGE,
      recentCount: RECENT_TEACHINGS_COUNT,
      page: index + 1,
      pageCount,
      indexPath,
      pagination: paginationLinks(index + 1, pageCount),
    },
  }));
}

/**
 * Writes the index of `teachings` (in the list's order) into `publicDir`, named by its content so it
 * can be cached for good, and removes the ones earlier builds left. Returns its address, or null
 * when one page holds them all: the list then filters the cards it already has.
 */
export function writeTeachingsIndex(
  publicDir: string,
  teachings: readonly IndexSource[],
): { path: string; bytes: number } | null {
  const directory = path.join(publicDir, INDEX_DIRECTORY);
  fs.mkdirSync(directory, { recursive: true });
  for (const name of fs.readdirSync(directory)) {
    if (name.startsWith(INDEX_PREFIX) && name.endsWith(".json")) fs.rmSync(path.join(directory, name));
  }
  if (teachings.length <= TEACHINGS_PER_PAGE) return null;
  const json = encodeTeachingsIndex(teachings, TEACHINGS_PER_PAGE);
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 16);
  const name = `${INDEX_PREFIX}${hash}.json`;
  fs.writeFileSync(path.join(directory, name), json);
  return { path: `/${INDEX_DIRECTORY}/${name}`, bytes: Buffer.byteLength(json) };
}
