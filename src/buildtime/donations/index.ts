import type { BuildFeature } from "../feature";
import { DONATIONS_NODE_WORK } from "./node-work";
import { createDonationsPage } from "./pages";

/** The page to support the institute, as the build's hooks call it (README.md beside this file): its node's codes, its page. */
export const DONATIONS = {
  nodeWork: { apoie: DONATIONS_NODE_WORK },
  createPages: createDonationsPage,
} satisfies BuildFeature;
