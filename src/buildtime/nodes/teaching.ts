import fs from "node:fs";
import path from "node:path";
import { formatLongDate } from "../../shared/dates";
import { ROUTES } from "../../shared/site";
import { checkImageExists } from "../content/schema";
import { bodyFirstLine, renderMdxBody } from "../render-mdx";
import { readingTimeWarning } from "../reading-time";
import type { NodeWork } from "../content/node-work";

/**
 * What the build adds to a teaching (content/ensinamentos/): its picture checked and resolved, its
 * body rendered to HTML once (with the subtitles of the table of contents), its date written out, its
 * page's address, and a warning when `tempo_leitura` is far from the text's length. The fields it
 * adds, as GraphQL.
 */
export const TEACHING_NODE_WORK: NodeWork<"ensinamentos"> = {
  derivedSdl: [
    '"""The MDX body rendered to HTML at build time (src/buildtime/render-mdx.tsx)."""\nbodyHtml: String!',
    '"""The body\'s subtitles, in order, for the table of contents."""\ntoc: [TeachingHeading!]!',
    '"""The date written out ("20 de janeiro de 2025", src/shared/dates.ts), as cards and the article show it."""\nlongDate: String!',
    '"""The address of the teaching\'s page (src/shared/site.ts), which the links to it follow."""\npath: String!',
  ],
  types: [
    '"""A subtitle of a teaching\'s body: its anchor (the heading\'s id) and its text."""\ntype TeachingHeading {\n  id: String!\n  text: String!\n}',
  ],
  async fields({ data, absolutePath, shownPath, source, body }) {
    const teaching = data;
    const imagePath = path.resolve(path.dirname(absolutePath), teaching.imagem);
    const imageErrors = checkImageExists(shownPath, teaching.imagem, () => fs.existsSync(imagePath));
    if (imageErrors.length > 0) return { ok: false, errors: imageErrors };
    const rendered = await renderMdxBody(body, shownPath, bodyFirstLine(source, body));
    if (!rendered.ok) return { ok: false, errors: [rendered.error] };
    return {
      ok: true,
      fields: {
        imagem: imagePath,
        bodyHtml: rendered.html,
        toc: rendered.headings,
        // Written out here, once, so the pages that list or show teachings carry no date code.
        longDate: formatLongDate(teaching.data),
        path: ROUTES.teaching(teaching.slug),
      },
      // A warning only: a wrong estimate misleads a reader a little, and must not stop a publication.
      warning: readingTimeWarning(shownPath, teaching.tempo_leitura, rendered.html),
    };
  },
};
