import React from "react";
import { graphql } from "gatsby";
import { StudyLink } from "./StudyLink";
import { TitleIn } from "./TitleIn";
import * as styles from "./Neighbours.module.css";
import { classNames } from "./class-names";

/** A page before or after this one, as its query gives it: its title and its address, the build's `path`. */
export interface NeighbourPage {
  titulo: string;
  path: string;
  /** A Portuguese page, from a page published in another language. */
  inSource?: boolean;
}

/** What the navigation and its two links say, for each kind of page that has neighbours. */
/** What the links say, in the page's language: their list's name, and the way each leads. */
interface NeighbourWords {
  label: string;
  previous: string;
  next: string;
}

interface NeighboursProps {
  /** What the links say: a teaching's ('Anterior'), a lesson's ('Aula anterior'), a chapter's. */
  words: NeighbourWords;
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
    <StudyLink
      path={page.path}
      inSource={page.inSource}
      rel={rel}
      className={classNames(styles.link, !previous && styles.next)}
      onClick={onFollow}
    >
      <span className={styles.direction}>
        {previous ? <span aria-hidden="true">← </span> : null}
        {direction}
        {previous ? null : <span aria-hidden="true"> →</span>}
      </span>
      <span className={styles.title}>
        <TitleIn inSource={page.inSource}>{page.titulo}</TitleIn>
      </span>
    </StudyLink>
  );
}

/**
 * The pages before and after this one (teachings in time, a course's lessons, a book's chapters), as
 * the build linked them: the previous one on the left, the next one on the right, even when it is alone.
 */
export function Neighbours({ words, previous, next, end }: NeighboursProps) {
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
