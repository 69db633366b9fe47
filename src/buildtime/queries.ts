import { LISTED_TEACHING_FIELDS, type ListedTeaching } from "../shared/teachings";

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

/** The day of a teaching's date, as the list and the feeds compare and write it. */
const PUBLISHED_ON = 'publishedOn: data(formatString: "YYYY-MM-DD")';

export const LISTED_TEACHINGS = `
  query ListedTeachings($sort: [TeachingSortInput]) {
    allTeaching(sort: $sort) {
      nodes {
        ${[...LISTED_TEACHING_FIELDS, PUBLISHED_ON].join("\n        ")}
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
        ${PUBLISHED_ON}
      }
    }
  }
`;
