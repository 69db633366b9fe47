import React, { useId } from "react";
import { Link } from "gatsby";
import { excerptPieces, type SearchFilters } from "../browser/search";
import { TEACHING_CATEGORIES, TEACHING_YEARS } from "../shared/catalogue";
import { formatLongDate } from "../shared/dates";
import * as MESSAGES from "../shared/messages/search";
import { retry as retryLabel } from "../shared/messages/site";
import { useSearch } from "../hooks/useSearch";
import { buttonClass } from "./Button";
import * as styles from "./SearchView.module.css";

/** The filters' lists: the sidebar's categories and years (docs/behaviour.md: Figures). */
const FILTERS: readonly {
  name: keyof SearchFilters;
  label: string;
  all: string;
  options: readonly (string | number)[];
}[] = [
  { name: "categoria", label: MESSAGES.categoryLabel, all: MESSAGES.allCategories, options: TEACHING_CATEGORIES },
  { name: "ano", label: MESSAGES.yearLabel, all: MESSAGES.allYears, options: TEACHING_YEARS },
];

/** The search page's form, status and results; what they hold and do is useSearch's. */
export function SearchView() {
  const { search, edit, status, results, failed, showMore, retry } = useSearch();
  const inputId = useId();

  return (
    <div className={styles.search}>
      <form
        role="search"
        aria-label={MESSAGES.searchFormLabel}
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={inputId}>{MESSAGES.wordsLabel}</label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            value={search.query}
            onChange={(event) => edit({ ...search, query: event.target.value })}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={MESSAGES.wordsPlaceholder}
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
              onChange={(event) => edit({ ...search, filters: { ...search.filters, [name]: event.target.value } })}
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
        {status}
      </p>
      {results?.response.results.length === 0 ? <p className={styles.hint}>{MESSAGES.searchEmptyHint}</p> : null}
      {failed ? (
        <button type="button" className={buttonClass("outline")} onClick={retry}>
          {retryLabel}
        </button>
      ) : null}
      {results && results.hits.length > 0 ? (
        <>
          <ol className={styles.results} aria-label={MESSAGES.resultsLabel}>
            {results.hits.map((hit) => (
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
          {results.hits.length < results.response.results.length ? (
            <button type="button" className={buttonClass("outline")} onClick={showMore}>
              {MESSAGES.showMoreResults(results.hits.length, results.response.results.length)}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
