/**
 * A course's lessons and a book's chapters as the pages have them: already in the order of their
 * `ordem`, which the build gives them once (src/buildtime/nodes/study-links.ts). What is here walks
 * that order; nothing sorts it again.
 */

/** A lesson as the visitor's progress knows it: by its `ordem` (src/browser/course-progress.ts). */
export interface Ordered {
  ordem: number;
}

/** Of the lessons in order, the first not done yet; the first of all when every one is done or none is. */
export function lessonToStudy<T extends Ordered>(lessons: readonly T[], done: readonly number[]): T | null {
  return lessons.find((lesson) => !done.includes(lesson.ordem)) ?? lessons[0] ?? null;
}

/** How many of the lessons are done (a number done that is no longer a lesson does not count). */
export const doneCount = (lessons: readonly Ordered[], done: readonly number[]) =>
  lessons.filter((lesson) => done.includes(lesson.ordem)).length;

/** A lesson of the syllabus, with its place in the course, from 1: the number a visitor reads ('Aula 3'). */
interface Numbered<T> {
  place: number;
  lesson: T;
}

/** A run of the syllabus: the lessons of one module (or of none), in order. */
export interface Module<T> {
  title: string | null;
  lessons: Numbered<T>[];
}

/**
 * The syllabus, from the lessons in order: each module's lessons together, the modules in the order
 * they begin, each lesson numbered by its place in the course, whatever gaps the files' `ordem` leave.
 */
export function modulesOf<T extends { modulo?: string | null }>(lessons: readonly T[]): Module<T>[] {
  const modules: Module<T>[] = [];
  lessons.forEach((lesson, index) => {
    const title = lesson.modulo ?? null;
    const numbered = { place: index + 1, lesson };
    const module = modules.find((candidate) => candidate.title === title);
    if (module) module.lessons.push(numbered);
    else modules.push({ title, lessons: [numbered] });
  });
  return modules;
}

/**
 * What the build gives each page of a course or a book (src/buildtime/study-pages.ts), the variables
 * of its query: the node's id and, for a lesson or a chapter, the ids of the one before and the one
 * after it (null at either end), its place among them (from 1) and how many its course or book has,
 * so that a page's data does not grow with its course or book. A course's or a book's own page has
 * position 0 and no neighbours.
 */
export interface StudyPageContext {
  id: string;
  previousId: string | null;
  nextId: string | null;
  position: number;
  count: number;
}
