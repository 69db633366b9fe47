import { useCallback, useEffect, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { loadListPagePictures, loadTeachingsIndex, loadedTeachingsIndex } from "../browser/teachings-index";
import type { TeachingsIndex, IndexedTeaching } from "../shared/teachings-index";
import * as MESSAGES from "../shared/messages/teachings-filtered";

export type TeachingsIndexState = { status: "loading" | "error" } | { status: "ready"; index: TeachingsIndex };

/**
 * The list's index (src/browser/teachings-index.ts), downloaded once per visit: a list filtered
 * again, or on another of its pages, has it at once. `retry` tries a failed download again.
 */
export function useTeachingsIndex(indexPath: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${indexPath}`;
  const [settled, setSettled] = useState<{ key: string; state: TeachingsIndexState } | null>(null);

  useEffect(() => {
    let current = true;
    loadTeachingsIndex(indexPath).then(
      (index) => {
        if (current) setSettled({ key, state: { status: "ready", index } });
      },
      (error: unknown) => {
        console.warn(MESSAGES.allTeachingsUnavailable, error);
        if (current) setSettled({ key, state: { status: "error" } });
      },
    );
    return () => {
      current = false;
    };
  }, [indexPath, key]);

  const loaded = loadedTeachingsIndex(indexPath);
  const state: TeachingsIndexState = loaded
    ? { status: "ready", index: loaded }
    : settled?.key === key
      ? settled.state
      : { status: "loading" };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/**
 * The pictures of the cards a filtered list shows, by slug, from the list pages that hold them: a
 * card whose picture has not come yet keeps its place (TeachingCard).
 */
export function useCardPictures(shown: readonly IndexedTeaching[], perPage: number) {
  const [pictures, setPictures] = useState<ReadonlyMap<string, IGatsbyImageData | null>>(new Map());

  useEffect(() => {
    let current = true;
    const pages = new Set(shown.map((teaching) => Math.floor(teaching.position / perPage) + 1));
    for (const page of pages) {
      loadListPagePictures(page).then(
        (found) => {
          if (current) setPictures((previous) => new Map([...previous, ...found]));
        },
        // The cards keep their picture's place; their text is all there.
        (error: unknown) => console.warn(error),
      );
    }
    return () => {
      current = false;
    };
  }, [shown, perPage]);

  return pictures;
}
