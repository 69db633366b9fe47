import { useMemo } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { loadListPagePictures, loadTeachingsIndex } from "../browser/teachings-index";
import type { TeachingsIndex, IndexedTeaching } from "../shared/teachings-index";
import * as TEXTS from "../shared/texts/teachings";
import { useAsync } from "./useAsync";

type TeachingsIndexState = { status: "loading" | "error" } | { status: "ready"; index: TeachingsIndex };

/**
 * The list's index (src/browser/teachings-index.ts), downloaded once per visit: a list filtered
 * again, or on another of its pages, has it at once. `retry` tries a failed download again.
 */
export function useTeachingsIndex(indexPath: string) {
  const { state, retry } = useAsync(indexPath, () =>
    loadTeachingsIndex(indexPath).catch((error: unknown) => {
      console.warn(TEXTS.allTeachingsUnavailable, error);
      throw error;
    }),
  );
  const loaded = loadTeachingsIndex.loaded(indexPath) ?? (state.status === "ready" ? state.value : undefined);
  const indexState: TeachingsIndexState = loaded
    ? { status: "ready", index: loaded }
    : { status: state.status === "error" ? "error" : "loading" };
  return { state: indexState, retry };
}

/**
 * The pictures of the cards a filtered list shows, by slug, from the list pages that hold them: a
 * card whose picture has not come yet keeps its place (TeachingCard). The pages this visit has
 * already read give theirs at once.
 */
export function useCardPictures(
  shown: readonly IndexedTeaching[],
  perPage: number,
): ReadonlyMap<string, IGatsbyImageData | null> {
  const pages = useMemo(
    () => [...new Set(shown.map((teaching) => Math.floor(teaching.position / perPage) + 1))],
    [shown, perPage],
  );
  // Rendered again when the pages' downloads settle; the pictures come from the loader's memory.
  useAsync(pages.join(","), () =>
    Promise.all(
      pages.map((page) =>
        // The cards keep their picture's place; their text is all there.
        loadListPagePictures(page).catch((error: unknown) => console.warn(error)),
      ),
    ),
  );
  return new Map(pages.flatMap((page) => [...(loadListPagePictures.loaded(page) ?? [])]));
}
