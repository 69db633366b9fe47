import { LISTED_TEACHING_FIELDS, type ListedTeaching } from "../shared/teachings";

/**
 * The queries the build's hooks run over the content, with the shapes they answer, declared rather
 * than generated. The teachings' two answer in the shared types, and take the list's order as `$sort`
 * (src/shared/teaching-order.ts): __tests__/shared-types.test.ts checks that each selects every field
 * its type names. The courses' and books' one is checked against its type by __tests__/study-content.test.ts.
 * A feature's own queries are in its folder (editions/queries.ts).
 */

/** What the ListedTeachings query answers: the teachings in the list's order. */
export interface ListedTeachings {
  allTeaching: {
    nodes: Omit<ListedTeaching, "longDate">[];
  };
}

/** The day of a file's date, as the list, the feeds and the editions' manifest compare and write it. */
export const PUBLISHED_ON = 'publishedOn: data(formatString: "YYYY-MM-DD")';

export const LISTED_TEACHINGS = `
  query ListedTeachings($sort: [TeachingSortInput]) {
    allTeaching(sort: $sort) {
      nodes {
        ${[...LISTED_TEACHING_FIELDS, PUBLISHED_ON].join("\n        ")}
      }
    }
  }
`;

/**
 * What the Feeds query answers: every page's address and context (where the build put its languages,
 * src/shared/page-language.ts), and the teachings in the list's order.
 */
export interface FeedsData {
  allSitePage: { nodes: { path: string; pageContext: unknown }[] };
  allTeaching: {
    nodes: Pick<ListedTeaching, "titulo" | "resumo" | "publishedOn" | "autor" | "slug">[];
  };
}

export const FEEDS_QUERY = `
  query Feeds($sort: [TeachingSortInput]) {
    allSitePage {
      nodes {
        path
        pageContext
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

/** A course's lessons or a book's chapters, in order (src/buildtime/nodes/study-links.ts), as pages are made of them. */
interface StudyParts<Field extends string> {
  nodes: ({ id: string; contentId: number } & Record<Field, { id: string; path: string }[]>)[];
}

/** What the StudyPages query answers: the available courses and books, each with its parts in order. */
export interface StudyPagesData {
  allCourse: StudyParts<"lessons">;
  allBook: StudyParts<"chapters">;
}

export const STUDY_PAGES_QUERY = `
  query StudyPages($available: String!) {
    allCourse(filter: { status: { eq: $available } }) {
      nodes {
        id
        contentId
        lessons {
          id
          path
        }
      }
    }
    allBook(filter: { status: { eq: $available } }) {
      nodes {
        id
        contentId
        chapters {
          id
          path
        }
      }
    }
  }
`;
