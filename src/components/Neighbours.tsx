import React from "react";
import { Link } from "gatsby";
import * as styles from "./Neighbours.module.css";
import { classNames } from "./class-names";

/** One side of a page's neighbours: where it leads, what it says it is, and the page's title. */
export interface Neighbour {
  to: string;
  /** 'Anterior', 'Próxima aula', 'Concluir curso'... */
  direction: string;
  title: string;
  /** Done before the link is followed (a lesson marked done by 'Concluir curso'). */
  onFollow?: () => void;
}

interface NeighboursProps {
  /** What the navigation is, for assistive technologies ('Aula anterior e próxima'). */
  label: string;
  previous: Neighbour | null;
  next: Neighbour | null;
}

/**
 * The pages before and after this one (teachings in time, a course's lessons, a book's chapters):
 * the previous one on the left, the next one on the right, even when it is alone.
 */
export function Neighbours({ label, previous, next }: NeighboursProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label={label} data-pagefind-ignore>
      {previous ? (
        <Link to={previous.to} rel="prev" className={styles.link} onClick={previous.onFollow}>
          <span className={styles.direction}>
            <span aria-hidden="true">← </span>
            {previous.direction}
          </span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link to={next.to} rel="next" className={classNames(styles.link, styles.next)} onClick={next.onFollow}>
          <span className={styles.direction}>
            {next.direction}
            <span aria-hidden="true"> →</span>
          </span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
