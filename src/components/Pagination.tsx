import React from "react";
import { Link } from "gatsby";
import type { PaginationLinks } from "../shared/teachings";
import * as TEXTS from "../shared/texts/teachings";
import * as styles from "./Pagination.module.css";

interface PaginationProps {
  page: number;
  /** Worked out by the build (src/buildtime/teachings-list.ts). */
  links: PaginationLinks;
}

/**
 * Links between the pages of the list: real addresses, so that visitors without JavaScript and
 * crawlers reach every page. The current page is marked for screen readers (aria-current).
 */
export function Pagination({ page, links }: PaginationProps) {
  if (links.pages.length === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={TEXTS.pagesLabel}>
      {links.previous ? (
        <Link to={links.previous} className={styles.step} rel="prev">
          <span aria-hidden="true">←</span> {TEXTS.previousPage}
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {links.pages.map((link, index) =>
          link ? (
            <li key={link.page}>
              <Link
                to={link.path}
                className={styles.page}
                aria-label={TEXTS.pageLabel(link.page)}
                aria-current={link.page === page ? "page" : undefined}
              >
                {link.page}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      {links.next ? (
        <Link to={links.next} className={styles.step} rel="next">
          {TEXTS.nextPage} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
