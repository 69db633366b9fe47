import path from "node:path";
import { ROUTES } from "../shared/site";
import type { StudyPageContext } from "../shared/study";
import type { StudyPagesData } from "./queries";

/**
 * The pages of what the institute offers beyond the teachings: an available course's page and one
 * page per lesson under it, an available book's page and one page per chapter under it. A course or
 * book "Em breve" has none: its address stays the spec's placeholder (the client-only routes
 * src/pages/cursos/[id].tsx and src/pages/livros/[id].tsx), which a page created here takes the
 * place of, since Gatsby serves a page made for an exact path before a client-only route.
 *
 * The lessons and chapters come in order (the StudyPages query, whose `lessons` and `chapters`
 * src/buildtime/nodes/study-links.ts sorts): each one's place, its previous and its next are read
 * from that order here, once, and handed to its page, as a teaching's are (teaching-links.ts).
 */

interface StudyPage {
  path: string;
  component: string;
  context: StudyPageContext;
}

/** A lesson or a chapter: its node's id and its page's address. */
interface Part {
  id: string;
  path: string;
}

/** A course or a book, with its lessons or chapters in order. */
interface Parent {
  id: string;
  contentId: number;
  parts: readonly Part[];
}

/** The template of a parent's page and of its parts' pages (src/templates/course.tsx, book.tsx), and the parent's address. */
interface PageKind {
  template: string;
  parent: (id: number) => string;
}

/** The pages of the parents (the courses) and of their parts (the lessons), each part with its place and neighbours. */
function pagesOf(parents: readonly Parent[], kind: PageKind): StudyPage[] {
  return parents.flatMap(({ id, contentId, parts }) => {
    const page = (address: string, pageId: string, position: number, previous?: Part, next?: Part): StudyPage => ({
      path: address,
      component: kind.template,
      context: {
        id: pageId,
        previousId: previous?.id ?? null,
        nextId: next?.id ?? null,
        position,
        count: parts.length,
      },
    });
    return [
      page(kind.parent(contentId), id, 0),
      ...parts.map((part, index) => page(part.path, part.id, index + 1, parts[index - 1], parts[index + 1])),
    ];
  });
}

export function studyPages(data: StudyPagesData): StudyPage[] {
  return [
    ...pagesOf(
      data.allCourse.nodes.map(({ id, contentId, lessons }) => ({ id, contentId, parts: lessons })),
      { template: path.resolve("src/templates/course.tsx"), parent: ROUTES.course },
    ),
    ...pagesOf(
      data.allBook.nodes.map(({ id, contentId, chapters }) => ({ id, contentId, parts: chapters })),
      { template: path.resolve("src/templates/book.tsx"), parent: ROUTES.book },
    ),
  ];
}
