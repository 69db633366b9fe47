import { youtubeId } from "../../shared/content-kinds/youtube";
import { BODY_HTML_SDL, LINKS_SDL, bodyWork, renderBody } from "./pages";
import type { NodeWork } from "./work";

/** A course (content/cursos/): its presentation rendered, and its lessons. */
export const COURSE_NODE_WORK = bodyWork<"cursos">([LINKS_SDL.lessons]);

/** A lesson (content/aulas/): its text rendered, its video's id, and its course. */
export const LESSON_NODE_WORK: NodeWork<"aulas"> = {
  derivedSdl: [
    BODY_HTML_SDL,
    '"""The id of the lesson\'s YouTube video, which the page plays from youtube-nocookie.com."""\nvideoId: String',
    LINKS_SDL.course,
  ],
  types: [],
  async fields(input) {
    const body = await renderBody(input);
    if (!body.ok) return body;
    const { video } = input.data;
    return { ok: true, fields: { bodyHtml: body.bodyHtml, videoId: video ? youtubeId(video) : null } };
  },
};
