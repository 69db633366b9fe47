import { ROUTES } from "../../shared/site";
import { besideContent, checkBookFile, checkCover } from "../content/files";
import { BODY_HTML_SDL, bodyWork, renderBody } from "../content/rendered-body";
import { LINKS_SDL } from "./study-links";
import type { NodeWork } from "../content/node-work";

/**
 * A book (content/livros/): its file and cover found beside it and checked by their bytes, its
 * presentation rendered, and its chapters in order.
 */
export const BOOK_NODE_WORK: NodeWork<"livros"> = {
  derivedSdl: [
    BODY_HTML_SDL,
    '"""The address of the book\'s page (src/shared/site.ts): its own once available, the spec\'s placeholder before."""\npath: String!',
    LINKS_SDL.chapters,
  ],
  types: [],
  async fields(input) {
    const { data, absolutePath, shownPath } = input;
    const file = data.arquivo === undefined ? undefined : besideContent(absolutePath, data.arquivo);
    const cover = data.capa === undefined ? undefined : besideContent(absolutePath, data.capa);
    const errors = [
      ...(file && data.arquivo ? checkBookFile(shownPath, data.arquivo, file, data.formato) : []),
      ...(cover && data.capa ? checkCover(shownPath, data.capa, cover) : []),
    ];
    if (errors.length > 0) return { ok: false, errors };
    const body = await renderBody(input);
    if (!body.ok) return body;
    return { ok: true, fields: { bodyHtml: body.bodyHtml, arquivo: file, capa: cover, path: ROUTES.book(data.id) } };
  },
};

/** A chapter (content/capitulos/): its text rendered, its page's address, and its book. */
export const CHAPTER_NODE_WORK = bodyWork<"capitulos">(
  ['"""The address of the chapter\'s page (src/shared/site.ts), which the links to it follow."""\npath: String!'],
  ({ livro, ordem }) => ({ path: ROUTES.chapter(livro, ordem) }),
);
