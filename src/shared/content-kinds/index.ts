import { API_TEACHING_KIND } from "./api-teaching";
import { BOOK_KIND } from "./book";
import { COURSE_KIND } from "./course";
import { TEACHING_KIND } from "./teaching";

export { API_TEACHING_KIND, BOOK_KIND, COURSE_KIND, TEACHING_KIND };
export * from "./define";

/** The kinds the site's pages are made of (MDX under content/, one GraphQL type each). */
export const PAGE_KINDS = [TEACHING_KIND, COURSE_KIND, BOOK_KIND] as const;

/** Every kind the editor edits, in the order of its menu. */
export const ALL_KINDS = [TEACHING_KIND, COURSE_KIND, BOOK_KIND, API_TEACHING_KIND] as const;
