import type { Listing } from "./agenda/listing";

/**
 * What the build gives the home page (src/templates/home.tsx) in its context, each part from the feature
 * that adds it (src/buildtime/feature.ts, PageAdditions): the agenda's next three, from the build's day;
 * whether the page to support the institute exists, for the block that leads to it.
 */
export interface HomePageContext {
  agenda?: Listing;
  donations?: boolean;
}
