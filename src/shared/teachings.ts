import { RECENT_TEACHINGS_COUNT } from "./catalogue";
import { SITE } from "./site";

/**
 * What the list, the filters and the sidebar need of a teaching, as the pages' GraphQL gives it (the
 * type generated from the schema, itself derived from src/shared/content-kinds/teaching.ts): the date
 * as `publishedOn` (YYYY-MM-DD); `categoria` and `ano` null or absent when the file has none.
 */
export type TeachingSummary = Pick<Queries.TeachingCardFragment, "id" | "titulo" | "resumo" | "publishedOn"> &
  Partial<Pick<Queries.TeachingCardFragment, "categoria" | "ano">>;

/** The sidebar's selection: `null` stands for 'Todas as Categorias' / 'Todos os Anos'. */
export interface TeachingFilter {
  search: string;
  category: string | null;
  year: number | null;
}

export const NO_FILTER: TeachingFilter = { search: "", category: null, year: null };

/**
 * Text as the search compares it: lower case, without accents or cedillas, so that a visitor typing
 * without them (as most do on a phone) finds 'Ângulo' with `angulo`, and the other way round.
 */
export const foldForSearch = (value: string) =>
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

/**
 * SPEC §2 Teachings list. The search matches title or summary, case-insensitively (and, beyond the
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

/** The most recent teachings by date, newest first; ties keep their original order. */
export function recentTeachings<T extends TeachingSummary>(items: readonly T[], count = RECENT_TEACHINGS_COUNT): T[] {
  return [...items].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn)).slice(0, count);
}

/**
 * What createPages (gatsby-node.ts) hands each teaching's page, the variables of its query: its own
 * node id and those of its neighbours (src/build/teaching-links.ts). 'Anterior' is the next older
 * teaching, 'Próximo' the next newer one; either is null at the end of the archive.
 */
export type TeachingPageContext = {
  id: string;
  previousId: string | null;
  nextId: string | null;
  /** Up to three other teachings, most relevant first: the page shows them in this order. */
  relatedIds: string[];
};
