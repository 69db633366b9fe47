import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { TeachingArticle, TeachingHead } from "../components/TeachingArticle";
import type { TeachingPageContext } from "../shared/teachings";

type Data = Queries.TeachingPageQuery;

/** The related teachings in the order createPages chose (a query by ids answers in its own order). */
function inContextOrder(nodes: Data["related"]["nodes"], ids: readonly string[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// One page per file of content/ensinamentos (gatsby-node), all sharing this one component: the
// body comes as HTML rendered at build time, not as a component compiled per file.
export default function TeachingPage({ data, pageContext }: PageProps<Data, TeachingPageContext>) {
  return data.teaching ? (
    <TeachingArticle
      teaching={data.teaching}
      previous={data.previous}
      next={data.next}
      related={inContextOrder(data.related.nodes, pageContext.relatedIds)}
    />
  ) : null;
}

// Only the neighbours' few fields: a page weighs the same whatever the number of teachings.
export const query = graphql`
  query TeachingPage($id: String!, $previousId: String, $nextId: String, $relatedIds: [String!]!) {
    teaching(id: { eq: $id }) {
      titulo
      resumo
      autor
      slug
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
    previous: teaching(id: { eq: $previousId }) {
      titulo
      slug
    }
    next: teaching(id: { eq: $nextId }) {
      titulo
      slug
    }
    related: allTeaching(filter: { id: { in: $relatedIds } }) {
      nodes {
        id
        titulo
        slug
        resumo
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Data>) =>
  data.teaching ? <TeachingHead teaching={data.teaching} pathname={location.pathname} /> : null;
