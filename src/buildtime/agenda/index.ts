import type { BuildFeature } from "../feature";
import { writeAgendaFiles } from "./files";
import { AGENDA_NODE_WORK } from "./node-work";
import { createAgendaPages } from "./pages";

/** The agenda, as the build's hooks call it (README.md beside this file): its node work, its pages and the home page's next three, its calendars. */
export const AGENDA = {
  nodeWork: { agenda: AGENDA_NODE_WORK },
  createPages: createAgendaPages,
  onPostBuild: writeAgendaFiles,
} satisfies BuildFeature;
