import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ROUTES } from "../shared/site";
import { decodeTeachingsIndex, type TeachingsIndex } from "../shared/teachings-index";
import { prepareForSearch, type TeachingSummary } from "../shared/teachings";
import { fetchJson, loadOnceByKey } from "./load-once";

/**
 * What a filtered teachings list downloads: the index of every teaching (once per visit, and only
 * when a visitor searches or filters an archive larger than one page), and the pictures of the cards
 * it shows, from the data of the list pages that hold them.
 */

/** Teachings made ready for the search in one task: some 10 ms of work on a phone. */
const PREPARED_PER_TASK = 250;

/**
 * Each title and summary is made ready for the search once, when the index comes, rather than at a
 * keystroke; in slices, with the browser free between them, since all 10,000 at once would hold up
 * the visitor's typing for a fifth of a second.
 */
async function prepareInSlices(teachings: readonly TeachingSummary[]): Promise<void> {
  for (let start = 0; start < teachings.length; start += PREPARED_PER_TASK) {
    prepareForSearch(teachings.slice(start, start + PREPARED_PER_TASK));
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/**
 * The index at `indexPath` (src/buildtime/teachings-list.ts), once per visit; a failed download is
 * tried again next time. `loadTeachingsIndex.loaded(indexPath)` has it at once when this visit has it
 * already: a list filtered again shows its matches without a frame of waiting.
 */
export const loadTeachingsIndex = loadOnceByKey(async (indexPath: string): Promise<TeachingsIndex> => {
  const index = decodeTeachingsIndex(await fetchJson(indexPath));
  if (!index) throw new Error(`${indexPath}: not an index this page reads`);
  await prepareInSlices(index.teachings);
  return index;
});

/** The list page's data as Gatsby writes it, as far as the pictures are concerned. */
interface ListPageData {
  result?: {
    data?: {
      page?: { nodes?: { slug?: unknown; imagem?: { childImageSharp?: { gatsbyImageData?: unknown } | null } }[] };
    };
  };
}

/** A list page's data file: Gatsby's /page-data/<path>/page-data.json, the file its own navigation reads. */
const listPageDataPath = (page: number) => `/page-data${ROUTES.teachingsPage(page)}page-data.json`;

const isImageData = (value: unknown): value is IGatsbyImageData =>
  typeof value === "object" &&
  value !== null &&
  "images" in value &&
  typeof (value as { width?: unknown }).width === "number" &&
  typeof (value as { height?: unknown }).height === "number";

/**
 * The pictures of the cards on list page `page`, by slug, once per visit. A card whose slug the page
 * does not hold (a deploy in between moved it) is simply not in the map.
 */
export const loadListPagePictures = loadOnceByKey(async (page: number) => {
  const data = (await fetchJson(listPageDataPath(page))) as ListPageData;
  const pictures = new Map<string, IGatsbyImageData | null>();
  for (const node of data.result?.data?.page?.nodes ?? []) {
    if (typeof node.slug !== "string") continue;
    const image = node.imagem?.childImageSharp?.gatsbyImageData;
    pictures.set(node.slug, isImageData(image) ? image : null);
  }
  return pictures;
});
