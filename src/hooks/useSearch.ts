import { useState, useSyncExternalStore } from "react";
import type { SearchHit, SearchResponse } from "../browser/search";
import { FILTER_NAMES, type SearchFilters } from "../shared/search";
import { SEARCH } from "../shared/texts/search";
import { format } from "../shared/texts/format";
import { plural } from "../shared/texts/plural";
import { usePageLanguage, useTexts } from "./usePageLanguage";
import type { Catalogue } from "../shared/texts/catalogue";
import { loadOnce } from "../browser/load-once";
import { useAsync } from "./useAsync";

/** Results shown at first, and added by each 'Mostrar mais'. */
const PAGE_SIZE = 10;

/** What the visitor asks: words, filters or both. */
export interface Search {
  query: string;
  filters: SearchFilters;
}

const EMPTY_SEARCH: Search = { query: "", filters: { categoria: "", ano: "" } };

/** A search's answer: every match, and the fragments of those shown. */
export interface SearchResults {
  response: SearchResponse;
  hits: SearchHit[];
}

const searchKey = ({ query, filters }: Search) => JSON.stringify([query.trim(), filters.categoria, filters.ano]);
const isEmpty = ({ query, filters }: Search) => query.trim() === "" && filters.categoria === "" && filters.ano === "";

/** The search as the address has it (/busca/?q=…&categoria=…&ano=…), so a search can be shared. */
function searchOf(search: string): Search {
  const params = new URLSearchParams(search);
  return {
    query: params.get("q") ?? "",
    filters: { categoria: params.get("categoria") ?? "", ano: params.get("ano") ?? "" },
  };
}

function writeAddress({ query, filters }: Search): void {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query.trim());
  for (const name of FILTER_NAMES) if (filters[name] !== "") params.set(name, filters[name]);
  const search = params.toString();
  // Replaced, not pushed: typing must not fill the history with one entry per letter.
  window.history.replaceState(null, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
}

const loadHits = (response: SearchResponse, count: number) =>
  Promise.all(response.results.slice(0, count).map((result) => result.data()));

/** The search's code, which loads Pagefind, comes with the first search rather than with the page. */
const loadSearchCode = loadOnce(() => import(/* webpackChunkName: "search" */ "../browser/search"));

/** The search's first page of results; null when Pagefind answers that a newer search replaced it. */
async function firstResults({ query, filters }: Search): Promise<SearchResults | null> {
  const { runSearch } = await loadSearchCode();
  const response = await runSearch(query, filters);
  return response ? { response, hits: await loadHits(response, PAGE_SIZE) } : null;
}

const noSubscription = () => () => undefined;
const addressQuery = () => window.location.search;
/** The pre-rendered page, the same for every search, has none; React reads it so while it hydrates. */
const noQuery = () => null;

/** What the live region says once a search is done: the count, and what was searched. */
function resultsSaid(texts: Catalogue["search"], lang: string, total: number, words: string) {
  const what = words === "" ? texts.searchedFilters : format(texts.searchedWords, { words });
  return total === 0 ? format(texts.noResults, { what }) : plural(lang, total, texts.results, { what });
}

/**
 * The full-text search of /busca/ (src/browser/search.ts): the search the address holds until the
 * visitor edits it, its results as they come, what the live region says, 'Mostrar mais' and a retry.
 */
export function useSearch() {
  const TEXTS = useTexts("search", SEARCH);
  const { htmlLang } = usePageLanguage();
  // The address's query: null while the page is pre-rendered and hydrated, then the browser's.
  const query = useSyncExternalStore(noSubscription, addressQuery, noQuery);
  const [edited, setEdited] = useState<Search | null>(null);
  // Until the visitor edits it, the search is the address's.
  const search = edited ?? (query === null ? EMPTY_SEARCH : searchOf(query));
  const key = searchKey(search);
  const known = query !== null;
  const { state, retry } = useAsync(known && !isEmpty(search) ? key : null, () => firstResults(search));
  // The results 'Mostrar mais' added to this search, or its failure.
  const [more, setMore] = useState<{ key: string; hits: SearchHit[] | "failed" } | null>(null);
  const moreOfThis = more?.key === key ? more.hits : null;

  const failed = state.status === "error" || moreOfThis === "failed";
  const first = state.status === "ready" && !failed ? state.value : null;
  const results: SearchResults | null = first && {
    ...first,
    hits: Array.isArray(moreOfThis) ? moreOfThis : first.hits,
  };

  const edit = (next: Search) => {
    setEdited(next);
    writeAddress(next);
  };

  const showMore = () => {
    if (!results) return;
    loadHits(results.response, results.hits.length + PAGE_SIZE).then(
      (hits) => setMore({ key, hits }),
      () => setMore({ key, hits: "failed" }),
    );
  };

  const status = !known
    ? ""
    : isEmpty(search)
      ? TEXTS.searchPrompt
      : failed
        ? TEXTS.searchUnavailable
        : results
          ? resultsSaid(TEXTS, htmlLang, results.response.results.length, search.query.trim())
          : TEXTS.searching;

  return {
    search,
    edit,
    status,
    results,
    failed,
    showMore,
    retry: () => {
      setMore(null);
      retry();
    },
  };
}
