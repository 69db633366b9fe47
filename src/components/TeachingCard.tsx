import React, { memo } from "react";
import { graphql, Link } from "gatsby";
import { ContentImage } from "./ContentImage";
import { TeachingMeta } from "./TeachingMeta";
import { ROUTES } from "../config/site";

export type TeachingCardData = Queries.TeachingCardFragment;

interface TeachingCardProps {
  teaching: TeachingCardData;
}

/** Card of the teachings list (SPEC §2): image, date, author, reading time, title, summary, 'Ler mais'. */
export const TeachingCard = memo(function TeachingCard({ teaching }: TeachingCardProps) {
  const image = teaching.imagem.childImageSharp?.gatsbyImageData;
  const href = ROUTES.teaching(teaching.slug);
  return (
    <article className="card teaching-card">
      {image ? <ContentImage image={image} alt="" className="teaching-card__image" /> : null}
      <div className="teaching-card__body">
        <TeachingMeta data={teaching.data} autor={teaching.autor} tempoLeitura={teaching.tempo_leitura} />
        <h2 className="card__title">
          <Link to={href}>{teaching.titulo}</Link>
        </h2>
        <p className="card__text">{teaching.resumo}</p>
        <Link to={href} className="card__link" aria-label={`Ler mais: ${teaching.titulo}`}>
          Ler mais <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
});

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
    data(formatString: "YYYY-MM-DD")
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
