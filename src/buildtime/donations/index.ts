import type { BuildFeature } from "../feature";
import { DONATIONS_NODE_WORK } from "./node-work";
import { createDonationsPage } from "./pages";
import { donationsPublished } from "./published";

/**
 * The page to support the institute, as the build's hooks call it (README.md beside this file): its
 * node's codes, its page and the home page's block, and whether it exists, for every page's links.
 */
export const DONATIONS = {
  nodeWork: { apoie: DONATIONS_NODE_WORK },
  createPages: createDonationsPage,
  bundleConstants: ({ getNodesByType }) => ({ __DONATIONS_PAGE__: donationsPublished(getNodesByType) }),
} satisfies BuildFeature;
