import path from "node:path";
import type { Node } from "gatsby";
import { AVAILABLE } from "../shared/catalogue";
import { ROUTES } from "../shared/site";
import { inOrder, type StudyPageContext } from "../shared/study";

/**
 * The pages of what the institute offers beyond the teachings: an available course's page and one
 * page per lesson under it, an available book's page and one page per chapter under it. A course or
 * book "Em breve" has none: its address stays the spec's placeholder (the client-only routes
 * src/pages/cursos/[id].tsx and src/pages/livros/[id].tsx), which a page created here takes the
 * place of, since Gatsby serves a page made for an exact path before a client-only route.
 */

interface StudyPage {
  path: string;
  component: string;
  context: StudyPageContext;
}

/** A course or a book, and a lesson or a chapter with its parent's number, as their nodes hold them. */
type ContentNode = Node & Record<string, unknown>;
interface Parent {
  id: string;
  number: number;
  available: boolean;
}
interface Part {
  id: string;
  parent: number;
  ordem: number;
}

/** One template for the four kinds of page (src/templates/study.tsx). */
const TEMPLATE = path.resolve("src/templates/study.tsx");

/** The pages of the available parents (the courses) and of their parts (the lessons), each part with its neighbours. */
function pagesOf(
  parents: readonly Parent[],
  parts: readonly Part[],
  paths: { parent: (id: number) => string; part: (id: number, ordem: number) => string },
): StudyPage[] {
  return parents
    .filter((parent) => parent.available)
    .flatMap((parent) => {
      const own = inOrder(parts.filter((part) => part.parent === parent.number));
      const page = (path: string, id: string, previous?: Part, next?: Part): StudyPage => ({
        path,
        component: TEMPLATE,
        context: { id, neighbourIds: [previous, next].flatMap((part) => (part ? [part.id] : [])), count: own.length },
      });
      return [
        page(paths.parent(parent.number), parent.id),
        ...own.map((part, index) =>
          page(paths.part(parent.number, part.ordem), part.id, own[index - 1], own[index + 1]),
        ),
      ];
    });
}

const parentOf = (node: ContentNode): Parent => ({
  id: node.id,
  number: Number(node.contentId),
  available: node.status === AVAILABLE,
});

const partOf =
  (field: string) =>
  (node: ContentNode): Part => ({
    id: node.id,
    parent: Number(node[field]),
    ordem: Number(node.ordem),
  });

export function studyPages(nodesOf: (type: string) => Node[]): StudyPage[] {
  const nodes = (type: string) => nodesOf(type) as ContentNode[];
  return [
    ...pagesOf(nodes("Course").map(parentOf), nodes("Lesson").map(partOf("curso")), {
      parent: ROUTES.course,
      part: ROUTES.lesson,
    }),
    ...pagesOf(nodes("Book").map(parentOf), nodes("Chapter").map(partOf("livro")), {
      parent: ROUTES.book,
      part: ROUTES.chapter,
    }),
  ];
}
