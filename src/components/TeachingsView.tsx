import React, { useDeferredValue, useEffect, useMemo, useState } from "react";
import { TeachingGrid, fromPage } from "./TeachingGrid";
import { TeachingsSidebar } from "./TeachingsSidebar";
import { Pagination } from "./Pagination";
import { isFiltering, NO_FILTER, type TeachingFilter } from "../shared/teaching-filter";
import * as MESSAGES from "../shared/messages/teachings";
import type { TeachingCardData } from "./TeachingCard";
import type { PaginationLinks } from "../shared/teachings";
import { buttonClass } from "./Button";
import { retry as retryLabel } from "../shared/messages/site";
import * as styles from "./TeachingsView.module.css";

/**
 * The list under a filter, and what it downloads for an archive larger than one page (the index,
 * the cards' pictures): its code comes when a visitor reaches for the filters, since most visits of
 * the list never filter it.
 */
const loadFiltered = () => import(/* webpackChunkName: "teachings-filtered" */ "./FilteredTeachings");
type FilteredList = Awaited<ReturnType<typeof loadFiltered>>["default"];

/** A download ahead of need: its failure shows when the list really needs the code. */
const prefetchFiltered = () => {
  loadFiltered().catch(() => undefined);
};

/**
 * The filtered list's component once `wanted`, or whether its download failed; `retry` tries again.
 * Not React.lazy: a failed download is a state the list shows, not an error thrown at the page.
 */
function useFilteredList(wanted: boolean) {
  const [list, setList] = useState<{ component: FilteredList } | "failed" | null>(null);
  const [attempt, setAttempt] = useState(0);
  const load = wanted && list === null;
  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    loadFiltered().then(
      (module) => current && setList({ component: module.default }),
      (error: unknown) => {
        console.warn(MESSAGES.allTeachingsUnavailable, error);
        if (current) setList("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  return { list, retry: () => (setList(null), setAttempt((n) => n + 1)) };
}

type RecentTeaching = Pick<Queries.TeachingCardFragment, "id" | "slug" | "titulo" | "publishedOn">;

interface TeachingsViewProps {
  /** This page's cards, in the list's order. */
  teachings: readonly TeachingCardData[];
  /** Teachings in the whole archive. */
  total: number;
  /** The most recent teachings of the whole archive, for the sidebar. */
  recent: readonly RecentTeaching[];
  page: number;
  pageCount: number;
  pagination: PaginationLinks;
  /** The index of the whole archive (src/build/teachings-list.ts), or null when this page holds it all. */
  indexPath: string | null;
}

/**
 * The teachings list with its sidebar. Unfiltered, it shows this page's cards and the links to the
 * other pages; filtered, the matches of the whole archive (FilteredTeachings).
 */
export function TeachingsView({
  teachings,
  total,
  recent,
  page,
  pageCount,
  pagination,
  indexPath,
}: TeachingsViewProps) {
  const [filter, setFilter] = useState<TeachingFilter>(NO_FILTER);
  // The search box repaints at once; the list follows when React has time, so typing stays smooth.
  const deferredFilter = useDeferredValue(filter);
  const filtering = isFiltering(deferredFilter);
  const [filteredStatus, setFilteredStatus] = useState(MESSAGES.searchingAllTeachings);
  const { list: filtered, retry } = useFilteredList(filtering);
  const source = useMemo(() => (indexPath === null ? { teachings } : { indexPath }), [indexPath, teachings]);
  // The same element while the page's cards show: a keystroke's urgent render skips them.
  const pageCards = useMemo(() => <TeachingGrid cards={teachings.map(fromPage)} />, [teachings]);

  return (
    <div className={styles.layout}>
      <section aria-labelledby="teachings-results-title">
        <h2 id="teachings-results-title" className="visually-hidden">
          Lista de ensinamentos
        </h2>
        <p className="visually-hidden" role="status">
          {filtering
            ? filtered === "failed"
              ? MESSAGES.allTeachingsUnavailable
              : filteredStatus
            : MESSAGES.teachingsFound(total) + (pageCount > 1 ? ` ${MESSAGES.pageLabel(page)} de ${pageCount}.` : "")}
        </p>
        {filtering && typeof filtered === "object" && filtered !== null ? (
          <filtered.component source={source} filter={deferredFilter} onStatus={setFilteredStatus} />
        ) : (
          // Until the filtered list's code has come, the page's cards stay and the status says it is
          // searching, or that it could not, with a way to try again.
          <>
            {pageCards}
            {filtering && filtered === "failed" ? (
              <button type="button" className={buttonClass("outline")} onClick={retry}>
                {retryLabel}
              </button>
            ) : null}
            {filtering ? null : <Pagination page={page} links={pagination} />}
          </>
        )}
      </section>
      {/* Reaching for a filter (a pointer over the sidebar, the focus in it) starts the download. */}
      <TeachingsSidebar filter={filter} onChange={setFilter} recent={recent} onReach={prefetchFiltered} />
    </div>
  );
}
