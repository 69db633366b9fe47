import React from "react";
import { graphql } from "gatsby";
import { ArticleView, articleImageClass } from "./ArticleView";
import { ContentImage } from "./ContentImage";
import { RelatedTeachings, type RelatedTeaching } from "./RelatedTeachings";
import { SeoInLanguages } from "./SeoInLanguages";
import { TableOfContents } from "./TableOfContents";
import { Neighbours, type NeighbourPage } from "./Neighbours";
import { SITE } from "../shared/site";
import { teachingData } from "../shared/structured-data/teaching";
import { inLanguages } from "../shared/structured-data/versions";
import type { PageLanguages } from "../shared/page-language";
import { ARTICLE } from "../shared/texts/article";
import { useTexts } from "../hooks/usePageLanguage";

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
  const TEXTS = useTexts("article", ARTICLE);
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
          <Neighbours
            words={{ label: TEXTS.neighbours, previous: TEXTS.previous, next: TEXTS.next }}
            previous={previous}
            next={next}
          />
          <RelatedTeachings teachings={related} />
        </>
      }
    />
  );
}

interface TeachingHeadProps {
  teaching: Teaching;
  pathname: string;
  /** Its reviewed versions, when it has some (src/shared/page-language.ts). */
  languages?: PageLanguages;
}

export function TeachingHead({ teaching, pathname, languages = {} }: TeachingHeadProps) {
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
    <SeoInLanguages
      title={teaching.titulo}
      description={teaching.resumo}
      pathname={pathname}
      type="article"
      image={image}
      jsonLd={inLanguages(article, languages)}
      languages={languages}
    />
  );
}

/**
 * A teaching's picture at the top of its article, as the pages that show it ask for it (its own page and
 * its translations'), full width at half its width's height.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment ArticlePicture on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        aspectRatio: 2
        breakpoints: [480, 750, 960, 1280]
        sizes: "(min-width: 820px) 780px, 100vw"
        placeholder: NONE
        formats: [AUTO, WEBP]
      )
    }
  }
`;
