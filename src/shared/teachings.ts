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

const normalize = (value: string) => value.toLocaleLowerCase(SITE.lang);

/**
 * SPEC §2 Teachings list. The search matches title or summary, case-insensitively. A specific
 * category or year keeps only teachings whose own `categoria` / `ano` field equals it: the
 * year is not derived from the date, so a teaching without `ano` never matches a year (this is
 * why the three fixed teachings disappear under any specific category or year). The three combine.
 */
export function filterTeachings<T extends TeachingSummary>(items: readonly T[], filter: TeachingFilter): T[] {
  const needle = normalize(filter.search.trim());
  return items.filter(
    (item) =>
      (needle === "" || normalize(item.titulo).includes(needle) || normalize(item.resumo).includes(needle)) &&
      (filter.category === null || item.categoria === filter.category) &&
      (filter.year === null || item.ano === filter.year),
  );
}

/** The most recent teachings by date, newest first; ties keep their original order. */
export function recentTeachings<T extends TeachingSummary>(items: readonly T[], count = RECENT_TEACHINGS_COUNT): T[] {
  return [...items].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn)).slice(0, count);
}
