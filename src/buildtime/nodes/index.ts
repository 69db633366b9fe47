import type { PageKindName } from "../../shared/content-kinds";
import { BOOK_NODE_WORK, CHAPTER_NODE_WORK } from "./books";
import { COURSE_NODE_WORK, LESSON_NODE_WORK } from "./courses";
import { TEACHING_NODE_WORK } from "./teaching";
import type { NodeWork } from "./work";

export type { NodeInput, NodeWork, NodeWorkResult } from "./work";

/** Each kind's work, looked up by its name; a kind without any is its checked frontmatter alone. */
export const NODE_WORK: { [K in PageKindName]?: NodeWork<K> } = {
  ensinamentos: TEACHING_NODE_WORK,
  cursos: COURSE_NODE_WORK,
  aulas: LESSON_NODE_WORK,
  livros: BOOK_NODE_WORK,
  capitulos: CHAPTER_NODE_WORK,
};
