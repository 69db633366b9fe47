import { PUBLISHED_ON } from "../queries";

/**
 * The editions' query, run once the pages are written (files.ts), with the shape it answers, declared
 * rather than generated: __tests__/edition-email.test.ts checks that it selects what the shape names.
 */

/** One edition as the build writes its e-mail and its line of the manifest (files.ts). */
export interface EditionFileNode {
  numero: number;
  titulo: string;
  publishedOn: string;
  longDate: string;
  excerpt: string | null;
  sourceFile: string;
  /** The MDX plugin's node, whose body is the text as the file has it. */
  parent: { body?: string | null } | null;
  teachings: { slug: string; titulo: string; resumo: string }[];
  courses: { contentId: number; titulo: string; descricao: string }[];
  books: { contentId: number; titulo: string; descricao: string }[];
  /** The agenda's events it announces, each with the line that says when it happens (its node's `when`). */
  events: { slug: string; titulo: string; tipo: string; expositor: string | null; when: string }[];
}

/** What the EditionFiles query answers: every edition, the most recent first (as /boletins/ lists them). */
export interface EditionFilesData {
  allEdition: { nodes: EditionFileNode[] };
}

export const EDITION_FILES_QUERY = `
  query EditionFiles {
    allEdition(sort: [{ data: DESC }, { numero: DESC }]) {
      nodes {
        numero
        titulo
        ${PUBLISHED_ON}
        longDate
        excerpt
        sourceFile
        parent {
          ... on Mdx {
            body
          }
        }
        teachings {
          slug
          titulo
          resumo
        }
        courses {
          contentId
          titulo
          descricao
        }
        books {
          contentId
          titulo
          descricao
        }
        events {
          slug
          titulo
          tipo
          expositor
          when
        }
      }
    }
  }
`;
