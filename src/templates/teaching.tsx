import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Seo } from "../components/Seo";
import { ArticleView } from "../components/ArticleView";

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
      image={image ? <GatsbyImage image={image} alt="" className="article__image" loading="eager" /> : null}
    >
      {children}
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
          gatsbyImageData(width: 960, aspectRatio: 2, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.TeachingPageQuery>) => (
  <Seo title={data.teaching?.titulo} description={data.teaching?.resumo} pathname={location.pathname} type="article" />
);
