import { SITE } from "./site";
import type { TeachingFilter } from "./teaching-filter";
import type { TEACHING_SORT } from "./teaching-order";

/**
 * A teaching as the list, the filters, the sidebar and the feeds read it, in the shape the pages'
 * GraphQL gives it: the date as `publishedOn` (YYYY-MM-DD), `categoria` and `ano` null when the file has
 * none. The queries are checked against these types (__tests__/shared-types.typecheck.ts and
 * __tests__/shared-types.test.ts), not the other way round, so that nothing below the components leans
 * on a component's fragment.
 */
export interface ListedTeaching {
  id: string;
  slug: string;
  titulo: string;
  resumo: string;
  autor: string;
  tempo_leitura: number;
  categoria: string | null;
  ano: number | null;
  publishedOn: string;
  /** The date as the pages write it: '20 de janeiro de 2025'. */
  longDate: string;
}

/**
 * The fields of a listed teaching as its file has them, which the build's query of the whole list
 * selects (src/buildtime/queries.ts); `publishedOn` and `longDate` are written from its date.
 */
export const LISTED_TEACHING_FIELDS = [
  "id",
  "slug",
  "titulo",
  "resumo",
  "autor",
  "tempo_leitura",
  "categoria",
  "ano",
] as const satisfies readonly (keyof ListedTeaching)[];

/** What the filters and the search read: the spec's three fixed teachings have no `categoria` or `ano`. */
export type TeachingSummary = Pick<ListedTeaching, "id" | "titulo" | "resumo" | "publishedOn"> &
  Partial<Pick<ListedTeaching, "categoria" | "ano">>;

/** A line of the sidebar's 'recent teachings'. */
export type RecentTeaching = Pick<ListedTeaching, "id" | "slug" | "titulo" | "publishedOn" | "longDate">;

export type { TeachingFilter } from "./teaching-filter";

/**
 * Text as the search compares it: lower case, without accents or cedillas, so that a visitor typing
 * without them (as most do on a phone) finds 'Ângulo' with `angulo`, and the other way round.
 */
const foldForSearch = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase(SITE.lang);

/** Each teaching's title and summary, folded once rather than at every keystroke. */
const foldedText = new WeakMap<TeachingSummary, string>();

function searchableText(item: TeachingSummary): string {
  let text = foldedText.get(item);
  if (text === undefined) {
    // A line break cannot be typed in the search box, so a match never spans title and summary.
    text = `${foldForSearch(item.titulo)}\n${foldForSearch(item.resumo)}`;
    foldedText.set(item, text);
  }
  return text;
}

/** Folds the texts of `items` now, so that the first search over them does no more than compare. */
export function prepareForSearch(items: readonly TeachingSummary[]): void {
  for (const item of items) searchableText(item);
}

/**
 * docs/behaviour.md: Screens Teachings list. The search matches title or summary, case-insensitively (and, beyond the
 * spec, whatever the accents and cedillas on either side). A specific
 * category or year keeps only teachings whose own `categoria` / `ano` field equals it: the
 * year is not derived from the date, so a teaching without `ano` never matches a year (this is
 * why the three fixed teachings disappear under any specific category or year). The three combine.
 */
export function filterTeachings<T extends TeachingSummary>(items: readonly T[], filter: TeachingFilter): T[] {
  const needle = foldForSearch(filter.search.trim());
  return items.filter(
    (item) =>
      (needle === "" || searchableText(item).includes(needle)) &&
      (filter.category === null || item.categoria === filter.category) &&
      (filter.year === null || item.ano === filter.year),
  );
}

/**
 * What createPages (gatsby-node.ts) hands each teaching's page, the variables of its query: its own
 * node id and those of its neighbours (src/buildtime/teaching-links.ts). 'Anterior' is the next older
 * teaching, 'Próximo' the next newer one; either is null at the end of the archive. The related
 * teachings, most relevant first, are three variables rather than a list: the query then reads each
 * by its id, and Gatsby runs a page's query again only when one of those few teachings changes, not
 * whenever any teaching is added (as a query over allTeaching would).
 */
export type TeachingPageContext = {
  id: string;
  previousId: string | null;
  nextId: string | null;
  related1Id: string | null;
  related2Id: string | null;
  related3Id: string | null;
};

/**
 * What createPages hands each page of the teachings list (src/buildtime/teachings-list.ts): its query's
 * variables and the list's place in the archive.
 */
export type TeachingsListContext = {
  /** The list's order (TEACHING_SORT), passed to the page's query so that it is written once. */
  sort: typeof TEACHING_SORT;
  skip: number;
  limit: number;
  recentCount: number;
  page: number;
  pageCount: number;
  /** The index file's address, or null when the first page holds every teaching. */
  indexPath: string | null;
  /** The links between the list's pages, worked out by the build rather than by every visitor's browser. */
  pagination: PaginationLinks;
};

/** A list page's links: previous, next, and the numbers shown, `null` standing for a run left out. */
export type PaginationLinks = {
  previous: string | null;
  next: string | null;
  pages: ({ page: number; path: string } | null)[];
};
