/**
 * The order of a course's lessons and a book's chapters, and where a visitor goes on: plain functions
 * on the numbers the files give (`ordem`), shared by the pages and their tests.
 */

export interface Ordered {
  ordem: number;
}

/** The items in the order of their `ordem`. */
export const inOrder = <T extends Ordered>(items: readonly T[]): T[] => [...items].sort((a, b) => a.ordem - b.ordem);

/**
 * Each item's place in order, from 1, by its `ordem`: the number a visitor reads ('Aula 3', 'Capítulo
 * 3'), whatever gaps the files' numbers leave (they need only be unique).
 */
export const positions = (items: readonly Ordered[]): Map<number, number> =>
  new Map(inOrder(items).map((item, index) => [item.ordem, index + 1]));

/** The first lesson not done yet, in order; the first of all when every one is done or none is. */
export function lessonToStudy<T extends Ordered>(lessons: readonly T[], done: readonly number[]): T | null {
  const ordered = inOrder(lessons);
  return ordered.find((lesson) => !done.includes(lesson.ordem)) ?? ordered[0] ?? null;
}

/** How many of the lessons are done (a number done that is no longer a lesson does not count). */
export const doneCount = (lessons: readonly Ordered[], done: readonly number[]) =>
  lessons.filter((lesson) => done.includes(lesson.ordem)).length;

/** A run of the syllabus: the lessons of one module (or of none), in order. */
export interface Module<T> {
  title: string | null;
  lessons: T[];
}

/** The syllabus: the lessons in order, each module's together, the modules in the order they begin. */
export function modulesOf<T extends Ordered & { modulo?: string | null }>(lessons: readonly T[]): Module<T>[] {
  const modules: Module<T>[] = [];
  for (const lesson of inOrder(lessons)) {
    const title = lesson.modulo ?? null;
    const module = modules.find((candidate) => candidate.title === title);
    if (module) module.lessons.push(lesson);
    else modules.push({ title, lessons: [lesson] });
  }
  return modules;
}

/**
 * What the build gives each page of a course or a book (src/buildtime/study-pages.ts): the node's
 * id and, for a lesson or a chapter, the ids of the ones just before and after it, its place among
 * them (from 1, as `positions` counts) and how many its course or book has, so that a page's data
 * does not grow with its course or book. A course's or a book's own page has position 0.
 */
export interface StudyPageContext {
  id: string;
  neighbourIds: string[];
  position: number;
  count: number;
}

/** Of a lesson's or a chapter's neighbours (at most one on each side), the one before and the one after. */
export function beside<T extends Ordered>(
  ordem: number,
  neighbours: readonly T[],
): { previous: T | null; next: T | null } {
  const ordered = inOrder(neighbours);
  return {
    previous: ordered.filter((item) => item.ordem < ordem).at(-1) ?? null,
    next: ordered.find((item) => item.ordem > ordem) ?? null,
  };
}
