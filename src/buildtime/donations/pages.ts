import path from "node:path";
import { ROUTES } from "../../shared/site";
import type { PagesStep } from "../feature";
import { donationsPublished } from "./published";

/**
 * /apoie/ (src/templates/donations.tsx, which reads the page's node by its query: its one channel), and
 * the home page's short block that leads to it; neither without the file and its key.
 */
export const createDonationsPage: PagesStep = ({ actions, getNodesByType }) => {
  if (!donationsPublished(getNodesByType)) return;
  actions.createPage({ path: ROUTES.donations, component: path.resolve("src/templates/donations.tsx"), context: {} });
  return { home: { donations: true } };
};
