/**
 * The teachings sidebar's selection, apart from the filtering itself (src/shared/teachings.ts): the
 * list's page needs only this much until a visitor filters, and the rest comes with that.
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
