import { AGENDA_KIND } from "./agenda";
import { API_TEACHING_KIND } from "./api-teaching";
import { BOOK_KIND } from "./book";
import { CHAPTER_KIND } from "./chapter";
import { COURSE_KIND } from "./course";
import { DONATIONS_KIND } from "./donations";
import { EDITION_KIND } from "./edition";
import { LESSON_KIND } from "./lesson";
import { TEACHING_KIND } from "./teaching";
import { TRANSLATION_KINDS } from "./translation";

import type { ContentKindDefinition, FolderKindDefinition } from "./define";

export {
  AGENDA_KIND,
  API_TEACHING_KIND,
  BOOK_KIND,
  CHAPTER_KIND,
  COURSE_KIND,
  DONATIONS_KIND,
  EDITION_KIND,
  LESSON_KIND,
  TEACHING_KIND,
};
export * from "./define";

/** The kinds the site's pages are made of (MDX under content/, one GraphQL type each). */
export const PAGE_KINDS = [
  TEACHING_KIND,
  COURSE_KIND,
  LESSON_KIND,
  BOOK_KIND,
  CHAPTER_KIND,
  EDITION_KIND,
  AGENDA_KIND,
  DONATIONS_KIND,
] as const;

/** Every kind the editor edits, in the order of its menu. */
export const ALL_KINDS = [
  TEACHING_KIND,
  COURSE_KIND,
  LESSON_KIND,
  BOOK_KIND,
  CHAPTER_KIND,
  EDITION_KIND,
  AGENDA_KIND,
  API_TEACHING_KIND,
  DONATIONS_KIND,
] as const;

/** What the editor at /admin/ edits: every kind, then each kind's translations into each language of the setting. */
export const EDITOR_KINDS: readonly ContentKindDefinition[] = [...ALL_KINDS, ...TRANSLATION_KINDS];

/** A kind the site's pages are made of, and its name (its folder under content/). */
export type PageKind = (typeof PAGE_KINDS)[number];
export type PageKindName = PageKind["name"];

export const isPageKindName = (value: string): value is PageKindName => PAGE_KINDS.some((kind) => kind.name === value);

/**
 * The folder of a kind's files, relative to the project or absolute: `<NAME>_DIR` (ENSINAMENTOS_DIR,
 * ENSINOS_DIR...) moves it for a build, as the benchmark and the tests do with generated teachings.
 */
export const kindFolder = (kind: FolderKindDefinition, env: Record<string, string | undefined> = {}) =>
  env[folderSetting(kind)] ?? kind.folder;

/** The setting that moves a kind's folder: `<NAME>_DIR`. */
export const folderSetting = (kind: FolderKindDefinition) => `${kind.name.toUpperCase()}_DIR`;
