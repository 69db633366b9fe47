/**
 * The teachings sidebar's selection; the filtering itself is in src/shared/teachings.ts, which the
 * build's feeds and index use too.
 */

/** `null` stands for 'Todas as Categorias' / 'Todos os Anos'. */
export interface TeachingFilter {
  search: string;
  category: string | null;
  year: number | null;
}

export const NO_FILTER: TeachingFilter = { search: "", category: null, year: null };

/** Whether a filter narrows the list at all. */
export const isFiltering = (filter: TeachingFilter) =>
  filter.search.trim() !== "" || filter.category !== null || filter.year !== null;
