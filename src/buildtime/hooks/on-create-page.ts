import type { GatsbyNode } from "gatsby";
import { addAgendaToHome } from "../agenda/pages";

/** Each page Gatsby creates: the home page gets the agenda's next three (src/buildtime/agenda/pages.ts). */
export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => addAgendaToHome(args);
