/** Where the build writes the search index and Pagefind's script (src/buildtime/search-index.ts). */
export const SEARCH_INDEX_PATH = "/pagefind/";
