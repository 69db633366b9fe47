import type { BuildFeature } from "../feature";
import { writeTranslationFeeds } from "./feeds";
import { createTranslationNode } from "./nodes";
import { createTranslationPages } from "./pages";

/**
 * The reviewed translations, as the build's hooks call them (README.md beside this file): each file of
 * content/traducoes/ made its kind's translation node, the translations' pages and the originals'
 * versions, and each language's feed.
 */
export const TRANSLATIONS = {
  onCreateNode: createTranslationNode,
  createPages: createTranslationPages,
  onPostBuild: writeTranslationFeeds,
} satisfies BuildFeature;
