import React from "react";
import { ArticleView, articleImageClass } from "./ArticleView";
import { ContentImage } from "./ContentImage";
import { RelatedTeachings, type RelatedTeaching } from "./RelatedTeachings";
import { Seo } from "./Seo";
import { TableOfContents } from "./TableOfContents";
import { Neighbours } from "./Neighbours";
import { ROUTES, SITE } from "../shared/site";
import { INSTITUTE } from "../shared/structured-data";

type Teaching = NonNullable<Queries.TeachingPageQuery["teaching"]>;

export interface TeachingLink {
  titulo: string;
  slug: string;
}

/** A neighbouring teaching as the link under the article shows it. */
const neighbour = (teaching: TeachingLink | null, direction: string) =>
  teaching && { to: ROUTES.teaching(teaching.slug), direction, title: teaching.titulo };

/**
 * 'Anterior' and 'Próximo' under a teaching: the archive read forward in time, so the previous one
 * is older and the next one newer (src/buildtime/teaching-links.ts).
 */
export function TeachingNeighbours({ previous, next }: { previous: TeachingLink | null; next: TeachingLink | null }) {
  return (
    <Neighbours
      label="Ensinamento anterior e próximo"
      previous={neighbour(previous, "Anterior")}
      next={neighbour(next, "Próximo")}
    />
  );
}

interface TeachingArticleProps {
  teaching: Teaching;
  /** The next older and the next newer teaching, when there is one. */
  previous?: TeachingLink | null;
  next?: TeachingLink | null;
  /** Other teachings to read, in the order to show them. */
  related?: readonly RelatedTeaching[];
}

/** The page of one teaching file (src/templates/teaching.tsx). */
export function TeachingArticle({ teaching, previous = null, next = null, related = [] }: TeachingArticleProps) {
  const image = teaching.imagem.childImageSharp?.gatsbyImageData;
  return (
    <ArticleView
      titulo={teaching.titulo}
      publishedOn={teaching.publishedOn}
      longDate={teaching.longDate}
      autor={teaching.autor}
      tempoLeitura={teaching.tempo_leitura}
      image={image ? <ContentImage image={image} alt="" className={articleImageClass} loading="eager" /> : null}
      bodyHtml={teaching.bodyHtml}
      tableOfContents={<TableOfContents entries={teaching.toc} />}
      address={`${SITE.url}${ROUTES.teaching(teaching.slug)}`}
      categoria={teaching.categoria}
      ano={teaching.ano}
      footer={
        <>
          <TeachingNeighbours previous={previous} next={next} />
          <RelatedTeachings teachings={related} />
        </>
      }
    />
  );
}

export function TeachingHead({ teaching, pathname }: { teaching: Teaching; pathname: string }) {
  // The article's own picture (its widest rendition, 1280 × 640) is the one shared links show.
  const image = teaching.imagem.childImageSharp?.gatsbyImageData.images.fallback?.src;
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: teaching.titulo,
    description: teaching.resumo,
    datePublished: teaching.publishedOn,
    inLanguage: SITE.lang,
    author: { "@type": "Organization", name: teaching.autor },
    publisher: INSTITUTE,
    mainEntityOfPage: `${SITE.url}${pathname}`,
    ...(image ? { image: `${SITE.url}${image}` } : {}),
  };
  return (
    <Seo
      title={teaching.titulo}
      description={teaching.resumo}
      pathname={pathname}
      type="article"
      image={image}
      jsonLd={article}
    />
  );
}
