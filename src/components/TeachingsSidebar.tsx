import React, { useEffect, useId, useRef } from "react";
import { Link } from "gatsby";
import { defineIsland } from "./Island";
import { ROUTES } from "../shared/site";
import { TEACHING_CATEGORIES, TEACHING_YEARS } from "../shared/catalogue";
import type { TeachingFilter } from "../shared/teaching-filter";
import * as styles from "./TeachingsSidebar.module.css";
import { classNames } from "./class-names";
import type { RecentTeaching } from "../shared/teachings";

/** Downloaded when the visitor first uses the box, not with the page (Island.tsx). */
const NewsletterForm = defineIsland("newsletter", () =>
  import(/* webpackChunkName: "newsletter-form" */ "./NewsletterForm").then((module) => module.NewsletterForm),
);

interface TeachingsSidebarProps {
  filter: TeachingFilter;
  /**
   * Given how to change the filter rather than the new filter: a press made again right after the
   * sidebar comes to life (Island.tsx) must not undo the search it has just taken up.
   */
  onChange: (change: (filter: TeachingFilter) => TeachingFilter) => void;
  recent: readonly RecentTeaching[];
}

interface ChoiceGroupProps<T> {
  title: string;
  allLabel: string;
  options: readonly T[];
  selected: T | null;
  onSelect: (value: T | null) => void;
}

/** A row of toggle buttons where exactly one is pressed; `null` is the 'all' choice. */
function ChoiceGroup<T extends string | number>({ title, allLabel, options, selected, onSelect }: ChoiceGroupProps<T>) {
  const titleId = useId();
  return (
    <section className={styles.box}>
      <h2 id={titleId} className={styles.boxTitle}>
        {title}
      </h2>
      <div role="group" aria-labelledby={titleId} className={styles.choices}>
        {[null, ...options].map((option) => (
          <button
            key={option ?? "all"}
            type="button"
            className={styles.choice}
            aria-pressed={selected === option}
            onClick={() => onSelect(option)}
          >
            {option ?? allLabel}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Search, category and year filters, recent teachings and the newsletter box (docs/behaviour.md: Screens Teachings list). */
export function TeachingsSidebar({ filter, onChange, recent }: TeachingsSidebarProps) {
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  // What was typed before the list came to life (Island.tsx) is searched for as soon as it does.
  useEffect(() => {
    const typed = search.current?.value ?? "";
    if (typed !== filter.search) onChange((current) => ({ ...current, search: typed }));
    // Once, when mounted: later, every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <aside className={styles.sidebar} aria-label="Filtros e destaques">
      <section className={styles.box}>
        <h2 className={styles.boxTitle}>
          <label htmlFor={searchId}>Buscar</label>
        </h2>
        <input
          ref={search}
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Título ou resumo..."
          value={filter.search}
          onChange={(event) => {
            const search = event.target.value;
            onChange((current) => ({ ...current, search }));
          }}
        />
      </section>
      <ChoiceGroup
        title="Categorias"
        allLabel="Todas as Categorias"
        options={TEACHING_CATEGORIES}
        selected={filter.category}
        onSelect={(category) => onChange((current) => ({ ...current, category }))}
      />
      <ChoiceGroup
        title="Anos"
        allLabel="Todos os Anos"
        options={TEACHING_YEARS}
        selected={filter.year}
        onSelect={(year) => onChange((current) => ({ ...current, year }))}
      />
      <section className={styles.box}>
        <h2 className={styles.boxTitle}>Ensinamentos Recentes</h2>
        <ul className={styles.recent}>
          {recent.map((teaching) => (
            <li key={teaching.id}>
              <Link to={ROUTES.teaching(teaching.slug)}>{teaching.titulo}</Link>
              <time dateTime={teaching.publishedOn}>{teaching.longDate}</time>
            </li>
          ))}
        </ul>
      </section>
      <section className={classNames(styles.box, styles.newsletter)}>
        <h2 className={styles.boxTitle}>Newsletter</h2>
        <p>Receba novos ensinamentos no seu e-mail.</p>
        <NewsletterForm inputClassName={styles.input} />
      </section>
    </aside>
  );
}
