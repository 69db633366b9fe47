import { FILTER_NAMES, SEARCH_INDEX_PATH, type SearchFilters } from "../shared/search";
import { loadOnce } from "./load-once";

/**
 * Pagefind's search in the browser. Its script, its WebAssembly and the index are files of the build
 * (public/pagefind/, src/buildtime/search-index.ts), fetched the first time the search page asks: the
 * rest of the site never loads them, and a search fetches only the index chunks of its words. This
 * module itself comes with the first search (src/hooks/useSearch.ts).
 */

/** What one result says about its page (Pagefind's fragment). */
export interface SearchHit {
  url: string;
  /** Text around the best match, with the matched words in <mark>, the rest escaped. */
  excerpt: string;
  meta: { title?: string; date?: string };
}

export interface SearchResponse {
  /** Every match, best first; each loads its own fragment when asked. */
  results: { id: string; data: () => Promise<SearchHit> }[];
}

/** The part of Pagefind's API the site uses (pagefind.js exports these functions). */
interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: { filters?: Record<string, string> }) => Promise<SearchResponse | null>;
}

/** Downloads of Pagefind's script that failed on this page. */
let failedImports = 0;

/**
 * Loads Pagefind once; a failed download (offline, a deploy in between) is tried again next time, at
 * another address: the browser keeps a failed module import for the page's lifetime (the HTML
 * standard's module map), so the same address would fail again without asking the server.
 */
export const loadSearch = loadOnce(async (): Promise<Pagefind> => {
  const address = `${SEARCH_INDEX_PATH}pagefind.js${failedImports > 0 ? `?tentativa=${failedImports}` : ""}`;
  const module = (await import(/* webpackIgnore: true */ address).catch((error: unknown) => {
    failedImports += 1;
    throw error;
  })) as Pagefind;
  await module.options({ excerptLength: 24 });
  await module.init();
  return module;
});

/** Runs a search: the words, or the filters alone when there are no words. */
export async function runSearch(query: string, filters: SearchFilters): Promise<SearchResponse | null> {
  const search = await loadSearch();
  const chosen = Object.fromEntries(
    FILTER_NAMES.filter((name) => filters[name] !== "").map((name) => [name, filters[name]]),
  );
  const term = query.trim() === "" ? null : query.trim();
  if (term === null && Object.keys(chosen).length === 0) return { results: [] };
  return search.search(term, { filters: chosen });
}
