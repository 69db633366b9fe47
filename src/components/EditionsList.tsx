import React from "react";
import { graphql, Link } from "gatsby";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/editions";
import { Card, CardText, CardTitle } from "./Card";
import { PageHero } from "./PageHero";
import { Section } from "./Section";
import * as styles from "./EditionsList.module.css";

export type EditionListItemData = Queries.EditionListItemFragment;

/** One edition in the list: its number, its title to its page, its date and the first words of its text. */
function EditionItem({ edition }: { edition: EditionListItemData }) {
  return (
    <li>
      <Card as="article">
        <p className={styles.eyebrow}>{TEXTS.editionNumber(edition.numero)}</p>
        <CardTitle>
          <Link to={ROUTES.edition(edition.numero)}>{edition.titulo}</Link>
        </CardTitle>
        <p className={styles.date}>
          <time dateTime={edition.publishedOn}>{edition.longDate}</time>
        </p>
        {edition.excerpt ? <CardText>{edition.excerpt}</CardText> : null}
      </Card>
    </li>
  );
}

/**
 * /boletins/ (docs/routes.md, "Editions"): every edition of the newsletter, the most recent first, or,
 * before the first, that there is none yet and where to subscribe.
 */
export function EditionsList({ editions }: { editions: readonly EditionListItemData[] }) {
  return (
    <>
      <PageHero
        title="Boletins"
        subtitle="As edições do boletim do instituto, que os inscritos recebem por e-mail: a mais recente primeiro."
      />
      <Section aria-label="Edições do boletim">
        <div className={styles.column}>
          {editions.length > 0 ? (
            <ol className={styles.list}>
              {editions.map((edition) => (
                <EditionItem key={edition.numero} edition={edition} />
              ))}
            </ol>
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{TEXTS.noEditions}</p>
              <p>
                Para receber a primeira por e-mail, inscreva-se no boletim na página{" "}
                <Link to={ROUTES.teachings}>Ensinamentos</Link>.
              </p>
            </div>
          )}
        </div>
      </Section>
    </>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment EditionListItem on Edition {
    numero
    titulo
    publishedOn: data(formatString: "YYYY-MM-DD")
    longDate
    excerpt
  }
`;
