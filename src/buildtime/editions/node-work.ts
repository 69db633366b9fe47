import { formatLongDate } from "../../shared/dates";
import { excerptOf } from "./text";
import { BODY_HTML_SDL, renderBody } from "../content/rendered-body";
import type { NodeWork } from "../content/node-work";

/**
 * An edition of the newsletter (content/boletins/): its text rendered as every body is, its date
 * written out, its text's first words, and what it presents, linked by the slugs and numbers it names
 * in its order (a list it left out is an empty one). Whether each exists and is available is checked
 * once every file is loaded (src/buildtime/content/relations.ts).
 */
export const EDITION_NODE_WORK: NodeWork<"boletins"> = {
  derivedSdl: [
    BODY_HTML_SDL,
    '"""The date written out ("20 de janeiro de 2025", src/shared/dates.ts)."""\nlongDate: String!',
    '"""The text\'s first words, on one line (src/buildtime/editions/text.ts); null when it has no paragraph (items only, or a subtitle alone)."""\nexcerpt: String',
  ],
  types: [],
  async fields(input) {
    const body = await renderBody(input);
    if (!body.ok) return body;
    const { data } = input;
    return {
      ok: true,
      fields: {
        bodyHtml: body.bodyHtml,
        longDate: formatLongDate(data.data),
        // Null, not "", for a text with no paragraph (a subtitle alone), so that what falls back to it does.
        excerpt: (body.bodyHtml && excerptOf(body.bodyHtml)) || null,
      },
    };
  },
};
