import { youtubeId } from "../../shared/content-kinds/youtube";
import { ROUTES } from "../../shared/site";
import { BODY_HTML_SDL, bodyWork, renderBody } from "../content/rendered-body";
import { LINKS_SDL } from "./study-links";
import type { NodeWork } from "../content/node-work";

/** A course (content/cursos/): its presentation rendered, its page's address, and its lessons in order. */
export const COURSE_NODE_WORK = bodyWork<"cursos">(
  [
    '"""The address of the course\'s page (src/shared/site.ts): its own once available, the spec\'s placeholder before."""\npath: String!',
    LINKS_SDL.lessons,
  ],
  ({ id }) => ({ path: ROUTES.course(id) }),
);

/** A lesson (content/aulas/): its text rendered, its video's id, its page's address, and its course. */
export const LESSON_NODE_WORK: NodeWork<"aulas"> = {
  derivedSdl: [
    BODY_HTML_SDL,
    '"""The id of the lesson\'s YouTube video, which the page plays from youtube-nocookie.com."""\nvideoId: String',
    '"""The address of the lesson\'s page (src/shared/site.ts), which the links to it follow."""\npath: String!',
  ],
  types: [],
  async fields(input) {
    const body = await renderBody(input);
    if (!body.ok) return body;
    const { video, curso, ordem } = input.data;
    return {
      ok: true,
      fields: { bodyHtml: body.bodyHtml, videoId: video ? youtubeId(video) : null, path: ROUTES.lesson(curso, ordem) },
    };
  },
};
