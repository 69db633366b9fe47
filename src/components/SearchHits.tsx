import React from "react";
import { Link } from "gatsby";
import type { SearchHit } from "../browser/search";
import { excerptPieces } from "../browser/search-excerpt";
import { formatLongDateIn } from "../shared/dates-in-language";
import { SEARCH } from "../shared/texts/search";
import { format } from "../shared/texts/format";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import { buttonClass } from "./Button";
import * as styles from "./SearchView.module.css";

interface SearchHitsProps {
  hits: readonly SearchHit[];
  /** Every match of the search, of which `hits` are the first. */
  total: number;
  onShowMore: () => void;
}

/**
 * The search page's results: the title, date and marked excerpt of each hit, and 'Mostrar mais'.
 */
export function SearchHits({ hits, total, onShowMore }: SearchHitsProps) {
  const TEXTS = useTexts("search", SEARCH);
  const { htmlLang } = usePageLanguage();
  return (
    <>
      <ol className={styles.results} aria-label={TEXTS.resultsLabel}>
        {hits.map((hit) => (
          <li key={hit.url} className={styles.result}>
            <h2 className={styles.title}>
              <Link to={hit.url}>{hit.meta.title ?? hit.url}</Link>
            </h2>
            {hit.meta.date ? (
              <p className={styles.date}>
                <time dateTime={hit.meta.date}>{formatLongDateIn(htmlLang, hit.meta.date)}</time>
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
      {hits.length < total ? (
        <button type="button" className={buttonClass("outline")} onClick={onShowMore}>
          {format(TEXTS.showMoreResults, { shown: hits.length, total })}
        </button>
      ) : null}
    </>
  );
}
