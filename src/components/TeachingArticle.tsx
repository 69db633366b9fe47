import React from "react";
import { ArticleView, articleImageClass } from "./ArticleView";
import { ContentImage } from "./ContentImage";
import { RelatedTeachings, type RelatedTeaching } from "./RelatedTeachings";
import { Seo } from "./Seo";
import { TableOfContents } from "./TableOfContents";
import { Neighbours, type NeighbourPage } from "./Neighbours";
import { SITE } from "../shared/site";
import { teachingData } from "../shared/structured-data";

type Teaching = NonNullable<Queries.TeachingPageQuery["teaching"]>;

interface TeachingArticleProps {
  teaching: Teaching;
  /**
   * The next older and the next newer teaching, when there is one: 'Anterior' and 'Próximo' read the
   * archive forward in time (src/buildtime/teaching-links.ts).
   */
  previous?: NeighbourPage | null;
  next?: NeighbourPage | null;
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
      address={`${SITE.url}${teaching.path}`}
      categoria={teaching.categoria}
      ano={teaching.ano}
      footer={
        <>
          <Neighbours of="teaching" previous={previous} next={next} />
          <RelatedTeachings teachings={related} />
        </>
      }
    />
  );
}

export function TeachingHead({ teaching, pathname }: { teaching: Teaching; pathname: string }) {
  // The article's own picture (its widest rendition, 1280 × 640) is the one shared links show.
  const image = teaching.imagem.childImageSharp?.gatsbyImageData.images.fallback?.src;
  const article = teachingData({
    name: teaching.titulo,
    path: pathname,
    description: teaching.resumo,
    published: teaching.publishedOn,
    author: teaching.autor,
    image: image ?? null,
  });
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
