/** Where the build writes the search index and Pagefind's script (src/buildtime/search-index.ts). */
export const SEARCH_INDEX_PATH = "/pagefind/";

/** The filters a search can narrow to, as they are written in the address (?categoria=…&ano=…). */
export interface SearchFilters {
  categoria: string;
  ano: string;
}

export const FILTER_NAMES = ["categoria", "ano"] as const satisfies readonly (keyof SearchFilters)[];
