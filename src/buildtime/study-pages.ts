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

/** How the pages of a course and its lessons, or of a book and its chapters, are made. */
interface PageKind {
  /** The template of the parent's page and of its parts' pages (src/templates/course.tsx, book.tsx). */
  template: string;
  parent: (id: number) => string;
  part: (id: number, ordem: number) => string;
}

/** The pages of the available parents (the courses) and of their parts (the lessons), each part with its neighbours. */
function pagesOf(parents: readonly Parent[], parts: readonly Part[], kind: PageKind): StudyPage[] {
  return parents
    .filter((parent) => parent.available)
    .flatMap((parent) => {
      const own = inOrder(parts.filter((part) => part.parent === parent.number));
      const page = (path: string, id: string, position: number, previous?: Part, next?: Part): StudyPage => ({
        path,
        component: kind.template,
        context: {
          id,
          neighbourIds: [previous, next].flatMap((part) => (part ? [part.id] : [])),
          position,
          count: own.length,
        },
      });
      return [
        page(kind.parent(parent.number), parent.id, 0),
        ...own.map((part, index) =>
          page(kind.part(parent.number, part.ordem), part.id, index + 1, own[index - 1], own[index + 1]),
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
      template: path.resolve("src/templates/course.tsx"),
      parent: ROUTES.course,
      part: ROUTES.lesson,
    }),
    ...pagesOf(nodes("Book").map(parentOf), nodes("Chapter").map(partOf("livro")), {
      template: path.resolve("src/templates/book.tsx"),
      parent: ROUTES.book,
      part: ROUTES.chapter,
    }),
  ];
}
