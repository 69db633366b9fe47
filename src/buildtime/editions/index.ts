import type { BuildFeature } from "../feature";
import { writeEditionFiles } from "./files";
import { EDITION_NODE_WORK } from "./node-work";
import { createEditionPages } from "./pages";

/** The newsletter's editions, as the build's hooks call them (README.md beside this file). */
export const EDITIONS = {
  nodeWork: { boletins: EDITION_NODE_WORK },
  createPages: createEditionPages,
  onPostBuild: writeEditionFiles,
} satisfies BuildFeature;
