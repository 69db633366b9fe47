import React from "react";
import { graphql, Link } from "gatsby";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/editions";
import { BookCard } from "./BookCard";
import { CourseCard } from "./CourseCard";
import { CardGrid } from "./Section";
import { StudyPage, StudySection, StudyText } from "./StudyPage";
import { TeachingCard, cardImage } from "./TeachingCard";
import * as styles from "./EditionView.module.css";

export type EditionData = Queries.EditionViewFragment;

/** The items of one kind, under their heading, as cards; nothing when the edition presents none. */
function Group({ title, children }: { title: string; children: React.ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <StudySection title={title}>
      <CardGrid>{children}</CardGrid>
    </StudySection>
  );
}

/**
 * An edition's page (docs/routes.md, "Editions"): its number, title and date, its text, the lectures
 * it announces with their day and time in Brasília's, and what it presents as the lists' own cards,
 * each leading to its page. The site search indexes the text, not
 * the cards, whose words are their pages' own.
 */
/** A lecture the edition announces: its type, its title to its page, when in Brasília's time, and its speaker. */
function Lecture({ event }: { event: EditionData["events"][number] }) {
  return (
    <li className={styles.lecture}>
      <p className={styles.lectureType}>{event.tipo}</p>
      <h3 className={styles.lectureTitle}>
        <Link to={ROUTES.event(event.slug)}>{event.titulo}</Link>
      </h3>
      <p className={styles.lectureWhen}>{event.when}</p>
      {event.expositor ? <p className={styles.lectureSpeaker}>com {event.expositor}</p> : null}
    </li>
  );
}

export function EditionView({ edition }: { edition: EditionData }) {
  const { teachings, courses, books, lectures } = TEXTS.groups;
  const date = (
    <p className={styles.date}>
      <time dateTime={edition.publishedOn}>{edition.longDate}</time>
    </p>
  );
  return (
    <StudyPage
      back={{ to: ROUTES.editions, label: "Voltar aos Boletins" }}
      eyebrow={TEXTS.editionNumber(edition.numero)}
      title={edition.titulo}
      intro={date}
      searchMeta={`date:${edition.publishedOn}`}
    >
      {edition.bodyHtml ? <StudyText html={edition.bodyHtml} /> : null}
      <div data-pagefind-ignore>
        {edition.events.length > 0 ? (
          <StudySection title={lectures.title}>
            <ul className={styles.lectures}>
              {edition.events.map((event) => (
                <Lecture key={event.slug} event={event} />
              ))}
            </ul>
          </StudySection>
        ) : null}
        <Group title={teachings.title}>
          {edition.teachings.map((teaching) => (
            <TeachingCard key={teaching.slug} teaching={teaching} image={cardImage(teaching)} titleAs="h3" />
          ))}
        </Group>
        <Group title={courses.title}>
          {edition.courses.map((course) => (
            <CourseCard key={course.contentId} course={course} titleAs="h3" />
          ))}
        </Group>
        <Group title={books.title}>
          {edition.books.map((book) => (
            <BookCard key={book.contentId} book={book} titleAs="h3" />
          ))}
        </Group>
      </div>
    </StudyPage>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment EditionView on Edition {
    numero
    titulo
    publishedOn: data(formatString: "YYYY-MM-DD")
    longDate
    excerpt
    bodyHtml
    teachings {
      ...TeachingCard
    }
    courses {
      ...CourseCard
    }
    books {
      ...BookCard
    }
    events {
      slug
      titulo
      tipo
      expositor
      when
    }
  }
`;
