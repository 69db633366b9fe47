import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { TeachingArticle, TeachingHead } from "../components/TeachingArticle";

// One page per file of content/ensinamentos (gatsby-node), all sharing this one component: the
// body comes as HTML rendered at build time, not as a component compiled per file.
export default function TeachingPage({ data }: PageProps<Queries.TeachingPageQuery>) {
  return data.teaching ? <TeachingArticle teaching={data.teaching} /> : null;
}

export const query = graphql`
  query TeachingPage($id: String!) {
    teaching(id: { eq: $id }) {
      titulo
      resumo
      autor
      tempo_leitura
      publishedOn: data(formatString: "YYYY-MM-DD")
      bodyHtml
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
        }
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.TeachingPageQuery>) =>
  data.teaching ? <TeachingHead teaching={data.teaching} pathname={location.pathname} /> : null;
