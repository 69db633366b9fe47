import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ROUTES } from "../shared/site";
import { decodeTeachingsIndex, type TeachingsIndex } from "../shared/teachings-index";
import { prepareForSearch, type TeachingSummary } from "../shared/teachings";

/**
 * What a filtered teachings list downloads: the index of every teaching (once per visit, and only
 * when a visitor searches or filters an archive larger than one page), and the pictures of the cards
 * it shows, from the data of the list pages that hold them.
 */

/**
 * The JSON file at `url`, read by `read`, downloaded once per visit for `key` in `cache`: a failed
 * download (offline, a deploy in between) is forgotten, so the next call tries again.
 */
function fetchOnce<K, T>(
  cache: Map<K, Promise<T>>,
  key: K,
  url: string,
  read: (data: unknown) => T | Promise<T>,
): Promise<T> {
  let loading = cache.get(key);
  if (!loading) {
    loading = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return read(await response.json());
      })
      .catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
    cache.set(key, loading);
  }
  return loading;
}

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

const loadingIndexes = new Map<string, Promise<TeachingsIndex>>();
const loadedIndexes = new Map<string, TeachingsIndex>();

/** The index at `indexPath` if this visit has it already: a list filtered again shows its matches at once. */
export const loadedTeachingsIndex = (indexPath: string) => loadedIndexes.get(indexPath);

/** The index at `indexPath` (src/build/teachings-list.ts); a failed download is tried again next time. */
export function loadTeachingsIndex(indexPath: string): Promise<TeachingsIndex> {
  return fetchOnce(loadingIndexes, indexPath, indexPath, async (data) => {
    const index = decodeTeachingsIndex(data);
    if (!index) throw new Error(`${indexPath}: not an index this page reads`);
    await prepareInSlices(index.teachings);
    loadedIndexes.set(indexPath, index);
    return index;
  });
}

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

const loadedPictures = new Map<number, Promise<Map<string, IGatsbyImageData | null>>>();

/**
 * The pictures of the cards on list page `page`, by slug. A card whose slug the page does not hold
 * (a deploy in between moved it) is simply not in the map.
 */
export function loadListPagePictures(page: number): Promise<Map<string, IGatsbyImageData | null>> {
  return fetchOnce(loadedPictures, page, listPageDataPath(page), (data) => {
    const pictures = new Map<string, IGatsbyImageData | null>();
    for (const node of (data as ListPageData).result?.data?.page?.nodes ?? []) {
      if (typeof node.slug !== "string") continue;
      const image = node.imagem?.childImageSharp?.gatsbyImageData;
      pictures.set(node.slug, isImageData(image) ? image : null);
    }
    return pictures;
  });
}
