import { bodyFirstLine, renderMdxBody } from "../render-mdx";
import type { NodeInput, NodeWork } from "./node-work";
import type { PageKindName } from "../../shared/content-kinds";

/**
 * The body of a course, a lesson, a book, a chapter, an edition of the newsletter, an event of the
 * agenda or the page to support the institute (/apoie/), rendered to HTML once at build time under the same rule as a teaching's (nothing in it runs): a part of a kind's
 * node work (node-work.ts) that the kinds of nodes/ and the features' folders share.
 */

export const BODY_HTML_SDL =
  '"""The MDX body rendered to HTML at build time (src/buildtime/render-mdx.tsx); null when the file has no body."""\nbodyHtml: String';

export type RenderedBody = { ok: true; bodyHtml: string | null } | { ok: false; errors: string[] };

/** The body as HTML, or null for one left empty (a kind whose body is required refuses that first). */
export async function renderBody({ body, shownPath, source }: NodeInput<PageKindName>): Promise<RenderedBody> {
  if (body.trim() === "") return { ok: true, bodyHtml: null };
  const rendered = await renderMdxBody(body, shownPath, bodyFirstLine(source, body));
  return rendered.ok ? { ok: true, bodyHtml: rendered.html } : { ok: false, errors: [rendered.error] };
}

/**
 * The work of a kind whose build adds its rendered body, the fields `sdl` declares and `fields`
 * gives from its frontmatter (a chapter's address), and nothing else that can fail.
 */
export function bodyWork<K extends PageKindName>(
  sdl: readonly string[],
  fields: (data: NodeInput<K>["data"]) => Record<string, unknown> = () => ({}),
): NodeWork<K> {
  return {
    derivedSdl: [BODY_HTML_SDL, ...sdl],
    types: [],
    async fields(input) {
      const body = await renderBody(input);
      return body.ok ? { ok: true, fields: { bodyHtml: body.bodyHtml, ...fields(input.data) } } : body;
    },
  };
}
