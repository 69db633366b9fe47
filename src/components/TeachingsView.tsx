import React, { useDeferredValue, useMemo, useState } from "react";
import { FilteredTeachings } from "./FilteredTeachings";
import { TeachingGrid, fromPage } from "./TeachingGrid";
import { TeachingsSidebar } from "./TeachingsSidebar";
import { Pagination } from "./Pagination";
import { isFiltering, NO_FILTER, type TeachingFilter } from "../shared/teaching-filter";
import * as TEXTS from "../shared/texts/teachings";
import type { TeachingCardData } from "./TeachingCard";
import type { PaginationLinks, RecentTeaching } from "../shared/teachings";
import * as styles from "./TeachingsView.module.css";

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
  /** The index of the whole archive (src/buildtime/teachings-list.ts), or null when this page holds it all. */
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
  const [filteredStatus, setFilteredStatus] = useState(TEXTS.searchingAllTeachings);
  const source = useMemo(() => (indexPath === null ? { teachings } : { indexPath }), [indexPath, teachings]);
  // The same element while the page's cards show: a keystroke's urgent render skips them.
  const pageCards = useMemo(() => <TeachingGrid cards={teachings.map(fromPage)} />, [teachings]);
  // While the archive's index is on its way, the page's cards stay, marked busy, and the status says
  // it is searching.
  const pendingCards = (
    <div className={styles.pending} aria-busy="true">
      {pageCards}
    </div>
  );

  return (
    <div className={styles.layout}>
      <section className={styles.results} aria-labelledby="teachings-results-title">
        <h2 id="teachings-results-title" className="visually-hidden">
          Lista de ensinamentos
        </h2>
        <p className="visually-hidden" role="status">
          {filtering
            ? filteredStatus
            : TEXTS.teachingsFound(total) + (pageCount > 1 ? ` ${TEXTS.pageLabel(page)} de ${pageCount}.` : "")}
        </p>
        {filtering ? (
          <FilteredTeachings
            source={source}
            filter={deferredFilter}
            onStatus={setFilteredStatus}
            pending={pendingCards}
          />
        ) : (
          <>
            {pageCards}
            <Pagination page={page} links={pagination} />
          </>
        )}
      </section>
      <TeachingsSidebar filter={filter} onChange={setFilter} recent={recent} />
    </div>
  );
}
