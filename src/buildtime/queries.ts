import type { ListedTeaching } from "../shared/teachings";

/**
 * The queries the build's hooks run over the content, with the shapes they answer, declared by the
 * shared types rather than generated: __tests__/shared-types.test.ts checks that each query selects
 * every field its type names. Both take the list's order as `$sort` (src/shared/teaching-order.ts).
 */

/** What the ListedTeachings query answers: the teachings in the list's order. */
export interface ListedTeachings {
  allTeaching: {
    nodes: Omit<ListedTeaching, "longDate">[];
  };
}

export const LISTED_TEACHINGS = `
  query ListedTeachings($sort: [TeachingSortInput]) {
    allTeaching(sort: $sort) {
      nodes {
        id
        slug
        titulo
        resumo
        autor
        tempo_leitura
        categoria
        ano
        publishedOn: data(formatString: "YYYY-MM-DD")
      }
    }
  }
`;

/** What the Feeds query answers: every page's address, and the teachings in the list's order. */
export interface FeedsData {
  allSitePage: { nodes: { path: string }[] };
  allTeaching: {
    nodes: Pick<ListedTeaching, "titulo" | "resumo" | "publishedOn" | "autor" | "slug">[];
  };
}

export const FEEDS_QUERY = `
  query Feeds($sort: [TeachingSortInput]) {
    allSitePage {
      nodes {
        path
      }
    }
    allTeaching(sort: $sort) {
      nodes {
        titulo
        resumo
        autor
        slug
        publishedOn: data(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
