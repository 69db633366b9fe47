import { SEARCH_INDEX_PATH } from "../shared/search";
import { loadOnce } from "./load-once";

/**
 * Pagefind's search in the browser. Its script, its WebAssembly and the index are files of the build
 * (public/pagefind/, src/buildtime/search-index.ts), fetched the first time the search page asks: the
 * rest of the site never loads them, and a search fetches only the index chunks of its words.
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

/** Loads Pagefind once; a failed download (offline, a deploy in between) is tried again next time. */
export const loadSearch = loadOnce(async (): Promise<Pagefind> => {
  const module = (await import(/* webpackIgnore: true */ `${SEARCH_INDEX_PATH}pagefind.js`)) as Pagefind;
  await module.options({ excerptLength: 24 });
  await module.init();
  return module;
});

/** The filters a search can narrow to, as they are written in the address (?categoria=…&ano=…). */
export interface SearchFilters {
  categoria: string;
  ano: string;
}

export const FILTER_NAMES = ["categoria", "ano"] as const satisfies readonly (keyof SearchFilters)[];

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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** An excerpt as text pieces, the marked ones flagged, so the page renders it without innerHTML. */
export function excerptPieces(excerpt: string): { text: string; marked: boolean }[] {
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const marked = piece.startsWith("<mark>");
      return { text: decode(marked ? piece.slice(6, -7) : piece), marked };
    });
}
