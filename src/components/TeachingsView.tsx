import React, { useDeferredValue, useMemo, useState } from "react";
import { TeachingCard, type TeachingCardData } from "./TeachingCard";
import { TeachingsSidebar } from "./TeachingsSidebar";
import { filterTeachings, NO_FILTER, recentTeachings, type TeachingFilter } from "../shared/teachings";
import * as MESSAGES from "../shared/messages/teachings";
import * as styles from "./TeachingsView.module.css";

interface TeachingsViewProps {
  teachings: readonly TeachingCardData[];
}

/** The teachings list with its sidebar; all filtering happens here, on data the page hands in. */
export function TeachingsView({ teachings }: TeachingsViewProps) {
  const [filter, setFilter] = useState<TeachingFilter>(NO_FILTER);
  // The search box repaints at once; the list follows when React has time, so typing stays smooth
  // even with a thousand cards.
  const deferredFilter = useDeferredValue(filter);
  const visible = useMemo(() => filterTeachings(teachings, deferredFilter), [teachings, deferredFilter]);
  const recent = useMemo(() => recentTeachings(teachings), [teachings]);
  // The same element while the deferred filter is unchanged: a keystroke's urgent render skips the
  // whole list instead of walking a thousand cards.
  const cards = useMemo(
    () => (
      <div className={styles.grid}>
        {visible.map((teaching) => (
          <TeachingCard key={teaching.id} teaching={teaching} />
        ))}
      </div>
    ),
    [visible],
  );

  return (
    <div className={styles.layout}>
      <section aria-labelledby="teachings-results-title">
        <h2 id="teachings-results-title" className="visually-hidden">
          Lista de ensinamentos
        </h2>
        <p className="visually-hidden" role="status">
          {visible.length === 1 ? "1 ensinamento encontrado." : `${visible.length} ensinamentos encontrados.`}
        </p>
        {visible.length === 0 ? <p className={styles.empty}>{MESSAGES.noTeachingsFound}</p> : cards}
      </section>
      <TeachingsSidebar filter={filter} onChange={setFilter} recent={recent} />
    </div>
  );
}
