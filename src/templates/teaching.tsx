import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ContentImage } from "../components/ContentImage";
import { Seo } from "../components/Seo";
import { SITE } from "../config/site";
import { MDXProvider } from "@mdx-js/react";
import { ArticleView } from "../components/ArticleView";
import { mdxComponents } from "../components/mdx-components";

type TeachingPageProps = PageProps<Queries.TeachingPageQuery>;

/** One page per file of content/ensinamentos (created in gatsby-node); `children` is the MDX body. */
export default function TeachingPage({ data, children }: TeachingPageProps) {
  const teaching = data.teaching;
  if (!teaching) return null;
  const image = getImage(teaching.imagem.childImageSharp?.gatsbyImageData ?? null);
  return (
    <ArticleView
      titulo={teaching.titulo}
      data={teaching.data}
      autor={teaching.autor}
      tempoLeitura={teaching.tempo_leitura}
      image={image ? <ContentImage image={image} alt="" className="article__image" loading="eager" /> : null}
    >
      {/* The only place MDX renders, so the components map is provided here rather than site-wide. */}
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </ArticleView>
  );
}

export const query = graphql`
  query TeachingPage($id: String!) {
    teaching(id: { eq: $id }) {
      titulo
      resumo
      autor
      tempo_leitura
      data(formatString: "YYYY-MM-DD")
      imagem {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 2
            breakpoints: [480, 750, 960, 1280]
            sizes: "(min-width: 820px) 780px, 100vw"
            placeholder: NONE
            formats: [AUTO, WEBP]
          )
          share: resize(width: 1200, height: 630, cropFocus: CENTER) {
            src
          }
        }
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.TeachingPageQuery>) => {
  const teaching = data.teaching;
  if (!teaching) return null;
  const image = teaching.imagem.childImageSharp?.share?.src ?? undefined;
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: teaching.titulo,
    description: teaching.resumo,
    datePublished: teaching.data,
    inLanguage: "pt-BR",
    author: { "@type": "Organization", name: teaching.autor },
    publisher: { "@type": "Organization", name: SITE.name, logo: { "@type": "ImageObject", url: `${SITE.url}/icon-512.png` } },
    mainEntityOfPage: `${SITE.url}${location.pathname}`,
    ...(image ? { image: `${SITE.url}${image}` } : {}),
  };
  return (
    <Seo
      title={teaching.titulo}
      description={teaching.resumo}
      pathname={location.pathname}
      type="article"
      image={image}
      jsonLd={article}
    />
  );
};
