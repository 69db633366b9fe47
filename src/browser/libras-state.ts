import { SITE } from "../shared/site";
import * as TEXTS from "../shared/texts/site";
import { localStorageIfAllowed } from "./storage";

/**
 * Libras on request (docs/translation.md, "Libras"): whether VLibras is off, on its way, on, or could
 * not come, kept outside React like the language, with the visitor's choice remembered in the browser.
 * VLibras itself (its script, its markup) is in vlibras-loader.ts, downloaded only when it is turned
 * on: before that no page asks anything of its hosts.
 */
export type LibrasStatus = "off" | "loading" | "on" | "failed";

/** localStorage key of the choice, kept as the language is. */
export const LIBRAS_STORAGE_KEY = "libras";
const CHOSEN = "ativado";

let status: LibrasStatus = "off";
const listeners = new Set<() => void>();

function setStatus(next: LibrasStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export const librasStatus = (): LibrasStatus => status;

/** Calls `listener` at every change; returns the way to stop. */
export function subscribeToLibras(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the visitor turned Libras on in an earlier visit (false where storage is refused). */
function librasChosen(storage: Pick<Storage, "getItem"> | undefined = localStorageIfAllowed()): boolean {
  try {
    return storage?.getItem(LIBRAS_STORAGE_KEY) === CHOSEN;
  } catch {
    return false;
  }
}

function keepChoice(on: boolean): void {
  const storage = localStorageIfAllowed();
  try {
    if (on) storage?.setItem(LIBRAS_STORAGE_KEY, CHOSEN);
    else storage?.removeItem(LIBRAS_STORAGE_KEY);
  } catch {
    // A blocked storage only costs the visitor the memory of the choice.
  }
}

const loader = () => import(/* webpackChunkName: "vlibras-loader" */ "./vlibras-loader");

/**
 * Loads VLibras (once) and shows it. A failure leaves the page as it was and the choice as it was:
 * the status says so, and pressing again tries again.
 */
export function turnLibrasOn(): Promise<void> {
  if (status === "loading" || status === "on") return Promise.resolve();
  setStatus("loading");
  return loader()
    .then(({ loadVLibras, showVLibras }) =>
      loadVLibras().then(() => {
        showVLibras(true);
        keepChoice(true);
        setStatus("on");
      }),
    )
    .catch((error: unknown) => {
      console.warn(TEXTS.librasUnavailable, error);
      setStatus("failed");
    });
}

/** Hides VLibras and forgets the choice; its script stays in the page until the next one. */
export function turnLibrasOff(): Promise<void> {
  keepChoice(false);
  if (status !== "on") {
    setStatus("off");
    return Promise.resolve();
  }
  setStatus("off");
  return loader().then(({ showVLibras }) => showVLibras(false));
}

/**
 * As the page starts, once React has hydrated it: a visitor who turned Libras on gets it again, on a
 * page in Portuguese, the language VLibras signs (a page published in another language has no control
 * to turn it off: Footer.tsx).
 */
export function startLibrasIfChosen(): void {
  if (librasChosen() && document.documentElement.lang === SITE.lang) void turnLibrasOn();
}
