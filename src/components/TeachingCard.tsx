import React, { memo } from "react";
import { graphql, Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "./ContentImage";
import { TeachingMeta } from "./TeachingMeta";
import { ROUTES } from "../shared/site";
import type { ListedTeaching } from "../shared/teachings";
import { CardText, CardTitle, cardLinkClass } from "./Card";
import * as styles from "./TeachingCard.module.css";

export type TeachingCardData = Queries.TeachingCardFragment;

/** What a card writes: the same from a list page's data and from the list's index (src/shared/teachings-index.ts). */
export type TeachingCardText = Pick<
  ListedTeaching,
  "slug" | "titulo" | "resumo" | "autor" | "tempo_leitura" | "publishedOn" | "longDate"
>;

interface TeachingCardProps {
  teaching: TeachingCardText;
  /** `undefined` while the picture's data is on its way: its place is kept, so nothing moves when it comes. */
  image: IGatsbyImageData | null | undefined;
  /** The title's level: h3 where the cards are under a heading of their own (an edition's groups). */
  titleAs?: "h2" | "h3";
}

/** A list page's card data gives its picture at once. */
export const cardImage = (teaching: TeachingCardData) => teaching.imagem.childImageSharp?.gatsbyImageData ?? null;

/** Card of the teachings list (docs/behaviour.md: Screens): image, date, author, reading time, title, summary, 'Ler mais'. */
export const TeachingCard = memo(function TeachingCard({ teaching, image, titleAs }: TeachingCardProps) {
  const href = ROUTES.teaching(teaching.slug);
  return (
    <article className={styles.card}>
      {image ? (
        <ContentImage image={image} alt="" className={styles.image} />
      ) : image === undefined ? (
        <span className={styles.imagePending} />
      ) : null}
      <div className={styles.body}>
        <TeachingMeta
          publishedOn={teaching.publishedOn}
          longDate={teaching.longDate}
          autor={teaching.autor}
          tempoLeitura={teaching.tempo_leitura}
        />
        <CardTitle as={titleAs}>
          <Link to={href}>{teaching.titulo}</Link>
        </CardTitle>
        <CardText>{teaching.resumo}</CardText>
        <Link to={href} className={cardLinkClass} aria-label={`Ler mais: ${teaching.titulo}`}>
          Ler mais <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
});

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment TeachingCard on Teaching {
    id
    slug
    titulo
    resumo
    autor
    tempo_leitura
    categoria
    ano
    publishedOn: data(formatString: "YYYY-MM-DD")
    longDate
    imagem {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.6
          breakpoints: [320, 480, 640]
          sizes: "(min-width: 1200px) 400px, (min-width: 700px) 45vw, 100vw"
          placeholder: NONE
          formats: [AUTO, WEBP]
        )
      }
    }
  }
`;
