import React from "react";
import { graphql, Link } from "gatsby";
import * as styles from "./Neighbours.module.css";
import { classNames } from "./class-names";

/** A page before or after this one, as its query gives it: its title and its address, the build's `path`. */
export interface NeighbourPage {
  titulo: string;
  path: string;
}

/** What the navigation and its two links say, for each kind of page that has neighbours. */
const WORDS = {
  teaching: { label: "Ensinamento anterior e próximo", previous: "Anterior", next: "Próximo" },
  lesson: { label: "Aula anterior e próxima", previous: "Aula anterior", next: "Próxima aula" },
  chapter: { label: "Capítulo anterior e próximo", previous: "Capítulo anterior", next: "Próximo capítulo" },
} as const;

interface NeighboursProps {
  /** The kind of the pages: a teaching's, a lesson's, a chapter's. */
  of: keyof typeof WORDS;
  /** The page before and the page after, each null at its end (the build says which: never sorted here). */
  previous: NeighbourPage | null;
  next: NeighbourPage | null;
  /** Where the last page leads instead of a next one, and what the link says ('Concluir curso'). */
  end?: { page: NeighbourPage; direction: string; onFollow: () => void };
}

interface NeighbourLinkProps {
  page: NeighbourPage;
  rel: "prev" | "next";
  direction: string;
  /** Done before the link is followed (a lesson marked done by 'Concluir curso'). */
  onFollow?: () => void;
}

/** One side's link: the direction, with its arrow, over the page's title. */
function NeighbourLink({ page, rel, direction, onFollow }: NeighbourLinkProps) {
  const previous = rel === "prev";
  return (
    <Link to={page.path} rel={rel} className={classNames(styles.link, !previous && styles.next)} onClick={onFollow}>
      <span className={styles.direction}>
        {previous ? <span aria-hidden="true">← </span> : null}
        {direction}
        {previous ? null : <span aria-hidden="true"> →</span>}
      </span>
      <span className={styles.title}>{page.titulo}</span>
    </Link>
  );
}

/**
 * The pages before and after this one (teachings in time, a course's lessons, a book's chapters), as
 * the build linked them: the previous one on the left, the next one on the right, even when it is alone.
 */
export function Neighbours({ of, previous, next, end }: NeighboursProps) {
  const words = WORDS[of];
  const last = next ? null : end;
  if (!previous && !next && !last) return null;
  return (
    <nav className={styles.neighbours} aria-label={words.label} data-pagefind-ignore>
      {previous ? <NeighbourLink page={previous} rel="prev" direction={words.previous} /> : null}
      {next ? <NeighbourLink page={next} rel="next" direction={words.next} /> : null}
      {last ? <NeighbourLink page={last.page} rel="next" direction={last.direction} onFollow={last.onFollow} /> : null}
    </nav>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment TeachingNeighbour on Teaching {
    titulo
    path
  }

  fragment LessonNeighbour on Lesson {
    titulo
    path
  }

  fragment ChapterNeighbour on Chapter {
    titulo
    path
  }
`;
