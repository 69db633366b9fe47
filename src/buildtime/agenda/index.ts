import type { BuildFeature } from "../feature";
import { writeAgendaFiles } from "./files";
import { AGENDA_NODE_WORK } from "./node-work";
import { addAgendaToHome, createAgendaPages } from "./pages";

/** The agenda, as the build's hooks call it (README.md beside this file). */
export const AGENDA = {
  nodeWork: { agenda: AGENDA_NODE_WORK },
  createPages: createAgendaPages,
  onCreatePage: addAgendaToHome,
  onPostBuild: writeAgendaFiles,
} satisfies BuildFeature;
