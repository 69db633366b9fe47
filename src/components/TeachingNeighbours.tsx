import React from "react";
import { Link } from "gatsby";
import { ROUTES } from "../shared/site";
import * as styles from "./TeachingNeighbours.module.css";
import { classNames } from "./class-names";

export interface TeachingLink {
  titulo: string;
  slug: string;
}

interface TeachingNeighboursProps {
  /** The next older teaching, or null for the oldest. */
  previous: TeachingLink | null;
  /** The next newer teaching, or null for the most recent. */
  next: TeachingLink | null;
}

/**
 * 'Anterior' and 'Próximo' under a teaching: the archive read forward in time, so the previous one
 * is older and the next one newer (src/buildtime/teaching-links.ts).
 */
export function TeachingNeighbours({ previous, next }: TeachingNeighboursProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label="Ensinamento anterior e próximo" data-pagefind-ignore>
      {previous ? (
        <Link to={ROUTES.teaching(previous.slug)} rel="prev" className={styles.link}>
          <span className={styles.direction}>
            <span aria-hidden="true">← </span>Anterior
          </span>
          <span className={styles.title}>{previous.titulo}</span>
        </Link>
      ) : null}
      {next ? (
        <Link to={ROUTES.teaching(next.slug)} rel="next" className={classNames(styles.link, styles.next)}>
          <span className={styles.direction}>
            Próximo<span aria-hidden="true"> →</span>
          </span>
          <span className={styles.title}>{next.titulo}</span>
        </Link>
      ) : null}
    </nav>
  );
}
