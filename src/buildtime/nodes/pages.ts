import { bodyFirstLine, renderMdxBody } from "../render-mdx";
import type { NodeInput, NodeWork } from "./work";
import type { PageKindName } from "../../shared/content-kinds";

/**
 * What the courses, lessons, books and chapters have in common at build time: a body rendered to
 * HTML once, under the same rule as a teaching's (nothing in it runs), and the links between a course
 * and its lessons, a book and its chapters, which GraphQL follows by their numbers.
 */

export const BODY_HTML_SDL =
  '"""The MDX body rendered to HTML at build time (src/buildtime/render-mdx.tsx); null when the file has no body."""\nbodyHtml: String';

/** The GraphQL fields that link the kinds, by the numbers the files name. */
export const LINKS_SDL = {
  lessons:
    '"""The course\'s lessons, in no order (sort them by `ordem`)."""\nlessons: [Lesson!]! @link(by: "curso", from: "contentId")',
  course: '"""The lesson\'s course."""\ncourse: Course @link(by: "contentId", from: "curso")',
  chapters:
    '"""The book\'s chapters, in no order (sort them by `ordem`)."""\nchapters: [Chapter!]! @link(by: "livro", from: "contentId")',
  book: '"""The chapter\'s book."""\nbook: Book @link(by: "contentId", from: "livro")',
} as const;

export type RenderedBody = { ok: true; bodyHtml: string | null } | { ok: false; errors: string[] };

/** The body as HTML, or null for one left empty (a kind whose body is required refuses that first). */
export async function renderBody({ body, shownPath, source }: NodeInput<PageKindName>): Promise<RenderedBody> {
  if (body.trim() === "") return { ok: true, bodyHtml: null };
  const rendered = await renderMdxBody(body, shownPath, bodyFirstLine(source, body));
  return rendered.ok ? { ok: true, bodyHtml: rendered.html } : { ok: false, errors: [rendered.error] };
}

/** The work of a kind whose build adds only its rendered body and its links (a course, a chapter). */
export function bodyWork<K extends PageKindName>(links: readonly string[]): NodeWork<K> {
  return {
    derivedSdl: [BODY_HTML_SDL, ...links],
    types: [],
    async fields(input) {
      const body = await renderBody(input);
      return body.ok ? { ok: true, fields: { bodyHtml: body.bodyHtml } } : body;
    },
  };
}
