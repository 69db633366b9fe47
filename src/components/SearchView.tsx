import React, { useEffect, useId, useState } from "react";
import { useHydrated } from "../hooks/useHydrated";
import { Link } from "gatsby";
import {
  FILTER_NAMES,
  excerptPieces,
  runSearch,
  type SearchFilters,
  type SearchHit,
  type SearchResponse,
} from "../browser/search";
import { TEACHING_CATEGORIES, TEACHING_YEARS } from "../shared/catalogue";
import { formatLongDate } from "../shared/dates";
import * as MESSAGES from "../shared/messages/search";
import { retry } from "../shared/messages/site";
import { buttonClass } from "./Button";
import * as styles from "./SearchView.module.css";

/** The filters' lists: the sidebar's categories and years (SPEC §9). */
const FILTERS: readonly {
  name: keyof SearchFilters;
  label: string;
  all: string;
  options: readonly (string | number)[];
}[] = [
  { name: "categoria", label: "Categoria", all: "Todas", options: TEACHING_CATEGORIES },
  { name: "ano", label: "Ano", all: "Todos", options: TEACHING_YEARS },
];

/** Results shown at first, and added by each 'Mostrar mais'. */
const PAGE_SIZE = 10;

/** What the visitor asks: words, filters or both. */
interface Search {
  query: string;
  filters: SearchFilters;
}

const EMPTY_SEARCH: Search = { query: "", filters: { categoria: "", ano: "" } };

/** The answer to one search (its key), kept until the next one arrives. */
type Outcome =
  { key: string; state: "failed" } | { key: string; state: "done"; response: SearchResponse; hits: SearchHit[] };

const searchKey = ({ query, filters }: Search) => JSON.stringify([query.trim(), filters.categoria, filters.ano]);
const isEmpty = ({ query, filters }: Search) => query.trim() === "" && filters.categoria === "" && filters.ano === "";

/** The search as the address has it (/busca/?q=…&categoria=…&ano=…), so a search can be shared. */
function readAddress(search: string): Search {
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

/** What the live region says: the count once a search is done, or the state it is in. */
function statusText(search: Search, outcome: Outcome | null): string {
  if (isEmpty(search)) return MESSAGES.searchPrompt;
  if (!outcome || outcome.key !== searchKey(search)) return MESSAGES.searching;
  if (outcome.state === "failed") return MESSAGES.searchUnavailable;
  const total = outcome.response.results.length;
  const words = search.query.trim();
  const what = words === "" ? "com os filtros escolhidos" : `para “${words}”`;
  if (total === 0) return `Nenhum resultado ${what}.`;
  return `${total} ${total === 1 ? "resultado" : "resultados"} ${what}.`;
}

/** The full-text search of /busca/ (src/browser/search.ts): words, filters, results and their states. */
export function SearchView() {
  const hydrated = useHydrated();
  const [edited, setEdited] = useState<Search | null>(null);
  // Until the visitor edits it, the search is the address's (the HTML is the same for every search).
  const search = edited ?? (hydrated ? readAddress(window.location.search) : EMPTY_SEARCH);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inputId = useId();
  const { query } = search;
  const { categoria, ano } = search.filters;

  useEffect(() => {
    const current: Search = { query, filters: { categoria, ano } };
    if (!hydrated || isEmpty(current)) return undefined;
    let replaced = false;
    const key = searchKey(current);
    runSearch(query, current.filters)
      .then(async (response) => {
        // Pagefind answers null for a search a newer one replaced.
        if (!response || replaced) return;
        const hits = await loadHits(response, PAGE_SIZE);
        if (!replaced) setOutcome({ key, state: "done", response, hits });
      })
      .catch(() => {
        if (!replaced) setOutcome({ key, state: "failed" });
      });
    return () => {
      replaced = true;
    };
  }, [query, categoria, ano, hydrated, attempt]);

  const edit = (next: Search) => {
    setEdited(next);
    writeAddress(next);
  };

  const setFilter = (name: keyof SearchFilters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    edit({ ...search, filters: { ...search.filters, [name]: event.target.value } });

  const showMore = (shown: Outcome & { state: "done" }) => {
    loadHits(shown.response, shown.hits.length + PAGE_SIZE)
      .then((hits) => setOutcome((latest) => (latest === shown ? { ...shown, hits } : latest)))
      .catch(() => setOutcome((latest) => (latest === shown ? { key: shown.key, state: "failed" } : latest)));
  };

  const done = outcome?.state === "done" && outcome.key === searchKey(search) && !isEmpty(search) ? outcome : null;
  const failed = outcome?.state === "failed" && outcome.key === searchKey(search);

  return (
    <div className={styles.search}>
      <form
        role="search"
        aria-label="Ensinamentos"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={inputId}>Palavras</label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            value={search.query}
            onChange={(event) => edit({ ...search, query: event.target.value })}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Ex.: oração, caridade, perdão"
          />
        </div>
        {FILTERS.map(({ name, label, all, options }) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`${inputId}-${name}`}>{label}</label>
            <select
              id={`${inputId}-${name}`}
              name={name}
              className={styles.input}
              value={search.filters[name]}
              onChange={setFilter(name)}
            >
              <option value="">{all}</option>
              {options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        ))}
      </form>
      <noscript>
        <p className={styles.status}>{MESSAGES.searchNeedsJavaScript}</p>
      </noscript>
      <p role="status" className={styles.status}>
        {hydrated ? statusText(search, outcome) : ""}
      </p>
      {done?.response.results.length === 0 ? <p className={styles.hint}>{MESSAGES.searchEmptyHint}</p> : null}
      {failed ? (
        <button
          type="button"
          className={buttonClass("outline")}
          onClick={() => {
            setOutcome(null);
            setAttempt(attempt + 1);
          }}
        >
          {retry}
        </button>
      ) : null}
      {done && done.hits.length > 0 ? (
        <>
          <ol className={styles.results} aria-label="Resultados da busca">
            {done.hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <h2 className={styles.title}>
                  <Link to={hit.url}>{hit.meta.title ?? hit.url}</Link>
                </h2>
                {hit.meta.date ? (
                  <p className={styles.date}>
                    <time dateTime={hit.meta.date}>{formatLongDate(hit.meta.date)}</time>
                  </p>
                ) : null}
                <p className={styles.excerpt}>
                  {excerptPieces(hit.excerpt).map((piece, index) =>
                    piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text,
                  )}
                </p>
              </li>
            ))}
          </ol>
          {done.hits.length < done.response.results.length ? (
            <button type="button" className={buttonClass("outline")} onClick={() => showMore(done)}>
              Mostrar mais resultados ({done.hits.length} de {done.response.results.length})
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
