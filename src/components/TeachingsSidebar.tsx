import React, { useId } from "react";
import { Link } from "gatsby";
import { NewsletterForm } from "./NewsletterForm";
import { ROUTES } from "../shared/site";
import { TEACHING_CATEGORIES, TEACHING_YEARS } from "../shared/catalogue";
import type { TeachingFilter } from "../shared/teaching-filter";
import * as styles from "./TeachingsSidebar.module.css";
import { classNames } from "./class-names";
import type { RecentTeaching } from "../shared/teachings";
import { NEEDS_SCRIPT } from "../shared/needs-script";

interface TeachingsSidebarProps {
  filter: TeachingFilter;
  onChange: (filter: TeachingFilter) => void;
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
    <section className={styles.box} {...NEEDS_SCRIPT}>
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

/**
 * Search, category and year filters, recent teachings and the newsletter box (docs/behaviour.md:
 * Screens Teachings list). The search and the filters need the page's code: they are shown once it
 * runs, and without JavaScript the list keeps every teaching (src/shared/needs-script.ts).
 */
export function TeachingsSidebar({ filter, onChange, recent }: TeachingsSidebarProps) {
  const searchId = useId();
  // What a group of choices shows pressed, and how it changes the filter.
  const choose = <K extends "category" | "year">(key: K) => ({
    selected: filter[key],
    onSelect: (value: TeachingFilter[K]) => onChange({ ...filter, [key]: value }),
  });
  return (
    <aside className={styles.sidebar} aria-label="Filtros e destaques">
      <section className={styles.box} {...NEEDS_SCRIPT}>
        <h2 className={styles.boxTitle}>
          <label htmlFor={searchId}>Buscar</label>
        </h2>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Título ou resumo..."
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
      </section>
      <ChoiceGroup
        title="Categorias"
        allLabel="Todas as Categorias"
        options={TEACHING_CATEGORIES}
        {...choose("category")}
      />
      <ChoiceGroup title="Anos" allLabel="Todos os Anos" options={TEACHING_YEARS} {...choose("year")} />
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
