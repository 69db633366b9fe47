import type { PageKindName } from "../../shared/content-kinds";
import { TEACHING_NODE_WORK } from "./teaching";
import type { NodeWork } from "./work";

export type { NodeInput, NodeWork, NodeWorkResult } from "./work";

/** Each kind's work, looked up by its name; a kind without any is its checked frontmatter alone. */
export const NODE_WORK: { [K in PageKindName]?: NodeWork<K> } = {
  ensinamentos: TEACHING_NODE_WORK,
};
