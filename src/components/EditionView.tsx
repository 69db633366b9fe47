import React from "react";
import { graphql } from "gatsby";
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
 * An edition's page (docs/routes.md, "Editions"): its number, title and date, its text, and what it
 * presents as the lists' own cards, each leading to its page. The site search indexes the text, not
 * the cards, whose words are their pages' own.
 */
export function EditionView({ edition }: { edition: EditionData }) {
  const { teachings, courses, books } = TEXTS.groups;
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
  }
`;
