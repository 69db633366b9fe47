import { partUnavailable } from "../shared/messages/parts";
import { putBack } from "./put-back";

/**
 * The browser's side of a part whose code comes on first use (src/components/Island.tsx). React
 * hydrates the part, in the page's own root, once its code is there (React.lazy inside Suspense);
 * this module decides when the code is asked for, and keeps what the visitor does meanwhile:
 *
 * - A part pre-rendered in the page waits for its first use: a focus, a pointer or a touch inside it.
 * - A button pressed or a form sent inside it before it is alive is held, and pressed or sent again
 *   once React has hydrated it. A link is followed the way links are without JavaScript; what was
 *   typed stays in its field, where the part reads it.
 * - Markup a page translator rewrote in the meantime is put back as the server wrote it before React
 *   reads it (put-back.ts).
 * - If the code cannot come, a held press or send is answered with an alert that says so, and the
 *   next use tries again; a part rendered in the browser (a client-side navigation) says so in its
 *   place instead.
 */

/** The events that mean the visitor has begun to use a part. */
const FIRST_USE = ["focusin", "pointerdown", "touchstart"] as const;
/** The events held until the part is alive. */
const HELD = ["click", "submit"] as const;

type Held = HTMLButtonElement | HTMLFormElement;

interface Waiting {
  gate: { open: () => void };
  /** The markup as the server wrote it, taken before a translator could rewrite it. */
  pristine: string;
  held: Held | null;
}

/** Every pre-rendered part still waiting for its code, by its element (`data-island`). */
const waiting = new Map<HTMLElement, Waiting>();

/**
 * The innermost waiting part around `target`. A part nested in another waits in the outer one's
 * markup until the outer one is alive: until then, the outer one holds what happens inside it.
 */
function waitingAround(target: EventTarget | null): [HTMLElement, Waiting] | null {
  let element = target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;
  while (element) {
    const entry = waiting.get(element);
    if (entry) return [element, entry];
    element = element.parentElement?.closest<HTMLElement>("[data-island]") ?? null;
  }
  return null;
}

/**
 * Listens on the window, in the capture phase: ahead of React's own listener on the page's root, which
 * would otherwise take a press inside a part it has not hydrated and drop it.
 */
function onEvent(event: Event): void {
  const found = waitingAround(event.target);
  if (!found) return;
  const [element, entry] = found;
  if (event.type === "click" || event.type === "submit") {
    const target = event.target instanceof Element ? event.target : null;
    const pressed = event.type === "click" ? target?.closest("button") : target;
    if ((pressed instanceof HTMLButtonElement || pressed instanceof HTMLFormElement) && element.contains(pressed)) {
      event.preventDefault();
      event.stopPropagation();
      entry.held = pressed;
    }
  }
  entry.gate.open();
}

function listen(on: boolean): void {
  for (const type of [...FIRST_USE, ...HELD]) {
    if (on) window.addEventListener(type, onEvent, { capture: true, passive: !HELD.some((held) => held === type) });
    else window.removeEventListener(type, onEvent, { capture: true });
  }
}

function unwatch(element: HTMLElement): Waiting | undefined {
  const entry = waiting.get(element);
  waiting.delete(element);
  if (entry && waiting.size === 0) listen(false);
  return entry;
}

/** What a part defined with defineIsland needs from the browser. */
export interface IslandGate<T> {
  /**
   * The part's code, once asked for: at once on the server; in the browser, once the gate is open.
   * Null when it could not come for a part rendered in the browser. React.lazy calls this once.
   */
  ready(): Promise<T | null>;
  /** Asks for the code now: a part rendered in the browser rather than hydrated. */
  open(): void;
  /** The part's pre-rendered markup in `element` waits for its first use; returns the way to stop. */
  watch(element: HTMLElement): () => void;
  /** React has hydrated the part in `element`: a held press or send is made again. */
  alive(element: HTMLElement): void;
}

/** A promise and the function that fulfils it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((fulfil) => {
    resolve = fulfil;
  });
  return { promise, resolve };
}

export function islandGate<T>(load: () => Promise<T>): IslandGate<T> {
  let opened = signal();
  let isOpen = false;
  const mine = new Set<HTMLElement>();

  const gate: IslandGate<T> = {
    open() {
      if (isOpen) return;
      isOpen = true;
      opened.resolve();
    },

    async ready() {
      if (typeof document === "undefined") return load();
      for (;;) {
        await opened.promise;
        try {
          const loaded = await load();
          for (const element of mine) {
            const entry = waiting.get(element);
            // Rewritten by a translator, the markup would not match what React renders (a hydration
            // error, and the part rendered anew without what was typed): it is put back first.
            if (entry && element.innerHTML !== entry.pristine)
              entry.held = putBack(element, entry.pristine, entry.held);
          }
          return loaded;
        } catch (error) {
          console.warn(partUnavailable, error);
          if (mine.size === 0) return null;
          // A press or a send is not lost in silence: the visitor is told, and the next use tries again.
          let wasHeld = false;
          for (const element of mine) {
            const entry = waiting.get(element);
            if (entry?.held) wasHeld = true;
            if (entry) entry.held = null;
          }
          if (wasHeld) window.alert(partUnavailable);
          isOpen = false;
          opened = signal();
        }
      }
    },

    watch(element) {
      if (waiting.size === 0) listen(true);
      waiting.set(element, { gate, pristine: element.innerHTML, held: null });
      mine.add(element);
      return () => {
        mine.delete(element);
        unwatch(element);
      };
    },

    alive(element) {
      mine.delete(element);
      const held = unwatch(element)?.held;
      if (held instanceof HTMLFormElement) held.requestSubmit();
      else held?.click();
    },
  };
  return gate;
}
