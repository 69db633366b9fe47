import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { TeachingArticle, TeachingHead } from "../components/TeachingArticle";
import type { TeachingPageContext } from "../shared/teachings";
import { languagesOf } from "../shared/page-language";

type Data = Queries.TeachingPageQuery;

// One page per file of content/ensinamentos (gatsby-node), all sharing this one component: the
// body comes as HTML rendered at build time, not as a component compiled per file.
export default function TeachingPage({ data }: PageProps<Data, TeachingPageContext>) {
  return data.teaching ? (
    <TeachingArticle
      teaching={data.teaching}
      previous={data.previous}
      next={data.next}
      related={[data.related1, data.related2, data.related3].filter((related) => related !== null)}
    />
  ) : null;
}

// Only the neighbours' few fields: a page weighs the same whatever the number of teachings. Each
// neighbour is read by its id, so the page's query depends on those few teachings alone.
export const query = graphql`
  query TeachingPage(
    $id: String!
    $previousId: String
    $nextId: String
    $related1Id: String
    $related2Id: String
    $related3Id: String
  ) {
    teaching(id: { eq: $id }) {
      titulo
      resumo
      autor
      path
      categoria
      ano
      tempo_leitura
      publishedOn: data(formatString: "YYYY-MM-DD")
      longDate
      bodyHtml
      toc {
        id
        text
      }
      imagem {
        ...ArticlePicture
      }
    }
    previous: teaching(id: { eq: $previousId }) {
      ...TeachingNeighbour
    }
    next: teaching(id: { eq: $nextId }) {
      ...TeachingNeighbour
    }
    related1: teaching(id: { eq: $related1Id }) {
      titulo
      slug
      resumo
    }
    related2: teaching(id: { eq: $related2Id }) {
      titulo
      slug
      resumo
    }
    related3: teaching(id: { eq: $related3Id }) {
      titulo
      slug
      resumo
    }
  }
`;

export const Head = ({ data, location, pageContext }: HeadProps<Data>) =>
  data.teaching ? (
    <TeachingHead teaching={data.teaching} pathname={location.pathname} languages={languagesOf(pageContext)} />
  ) : null;
