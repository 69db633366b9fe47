import React, { useId } from "react";
import type { SearchFilters } from "../shared/search";
import { TEACHING_CATEGORIES, TEACHING_YEARS } from "../shared/catalogue";
import { SITE } from "../shared/site";
import { SEARCH } from "../shared/texts/search";
import { FRAME } from "../shared/texts/frame";
import { useTexts } from "../hooks/usePageLanguage";
import type { Catalogue } from "../shared/texts/catalogue";
import { useSearch } from "../hooks/useSearch";
import { NEEDS_SCRIPT } from "../shared/needs-script";
import { buttonClass } from "./Button";
import { SearchHits } from "./SearchHits";
import * as styles from "./SearchView.module.css";

interface Filter {
  name: keyof SearchFilters;
  label: string;
  all: string;
  options: readonly (string | number)[];
  /** The language of the options' words, where they are the content's own (Portuguese on every page). */
  optionsLang?: string;
}

/** The filters' lists, in the page's language: the sidebar's categories and years (docs/behaviour.md: Figures). */
const filtersOf = (texts: Catalogue["search"]): readonly Filter[] => [
  {
    name: "categoria",
    label: texts.categoryLabel,
    all: texts.allCategories,
    options: TEACHING_CATEGORIES,
    optionsLang: SITE.lang,
  },
  { name: "ano", label: texts.yearLabel, all: texts.allYears, options: TEACHING_YEARS },
];

/**
 * The search page's form, status and results; what they hold and do is useSearch's. The form needs the
 * page's code (Pagefind runs in the browser): shown once it runs, replaced by a note without JavaScript.
 */
export function SearchView() {
  const { search, edit, status, results, failed, showMore, retry } = useSearch();
  const inputId = useId();
  const TEXTS = useTexts("search", SEARCH);
  const retryLabel = useTexts("frame", FRAME).retry;

  return (
    <div className={styles.search}>
      <form
        role="search"
        aria-label={TEXTS.searchFormLabel}
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        {...NEEDS_SCRIPT}
      >
        <div className={styles.field}>
          <label htmlFor={inputId}>{TEXTS.wordsLabel}</label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            value={search.query}
            onChange={(event) => edit({ ...search, query: event.target.value })}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={TEXTS.wordsPlaceholder}
          />
        </div>
        {filtersOf(TEXTS).map(({ name, label, all, options, optionsLang }) => (
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
                <option key={option} lang={optionsLang}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </form>
      <noscript>
        <p className={styles.status}>{TEXTS.searchNeedsJavaScript}</p>
      </noscript>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {results?.response.results.length === 0 ? <p className={styles.hint}>{TEXTS.searchEmptyHint}</p> : null}
      {failed ? (
        <button type="button" className={buttonClass("outline")} onClick={retry}>
          {retryLabel}
        </button>
      ) : null}
      {results && results.hits.length > 0 ? (
        <SearchHits hits={results.hits} total={results.response.results.length} onShowMore={showMore} />
      ) : null}
    </div>
  );
}
