import React, { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { useHydrated } from "../hooks/useHydrated";
import { ShownAtContext } from "../hooks/shown-at";
import { partUnavailable } from "../shared/messages/parts";
import { putBack } from "../browser/put-back";

/**
 * A part of a page that only some visitors use (a form, the teachings list with its filters), kept
 * out of the page's first-load JavaScript. It is rendered into the page's HTML at build time like any
 * other part; in the browser, its code is downloaded and its markup brought to life (hydrated, in a
 * React root of its own) when the visitor first touches it: a focus, a pointer or a touch inside it.
 * A button pressed or a form sent before then is held and pressed or sent again once the island is
 * alive; a link is followed the way links are without JavaScript; what was typed stays where it is (the
 * forms read their fields when sent; a controlled field takes up its text when mounted). If the code
 * cannot come, a held press or send is answered with an alert that says so, and the next use tries
 * again. When the page is rendered in the browser instead (a client-side navigation, `gatsby
 * develop`, the tests), the part is downloaded at once and rendered in place.
 *
 * The component must render the same markup on the server and in its own root: no `useId`, and
 * nothing read from a context above it (the island's root has none but the time it was shown).
 */
export function defineIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // The props go through as one, which keeps React's types for lazy components out of the generic.
  // Code that cannot come is said in its place, rather than thrown at the page.
  const Lazy = lazy(() =>
    load().then(
      (Component) => ({ default: ({ props }: { props: P }) => <Component {...props} /> }),
      (error: unknown) => {
        console.warn(partUnavailable, error);
        return { default: Unavailable };
      },
    ),
  );

  return function Island(props: P) {
    // Latched at the first render: true only while React hydrates the pre-rendered page.
    const hydrating = !useHydrated() && typeof document !== "undefined";
    const [later] = useState(hydrating);
    const container = useRef<HTMLDivElement>(null);
    const island = useRef<Sleeper<P> | null>(null);

    useEffect(() => {
      const element = container.current;
      if (!later || element === null) return undefined;
      const sleeper = sleep(element, load, props);
      island.current = sleeper;
      return sleeper.close;
      // The props of the first render are the markup's; later ones reach the island below.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [later]);

    useEffect(() => island.current?.update(props));

    if (later) {
      // The markup stays as the server wrote it: React leaves an element's own inner HTML alone.
      return <div ref={container} data-island={name} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
    }
    return (
      <div data-island={name}>
        <Suspense fallback={null}>
          <Lazy props={props} />
        </Suspense>
      </div>
    );
  };
}

const KEEP = { __html: "" };

function Unavailable() {
  return <p role="alert">{partUnavailable}</p>;
}

/** The events that mean the visitor has begun to use an island. */
const FIRST_USE = ["focusin", "pointerdown", "touchstart"] as const;

/** Calls `onReady` once the content beside it is hydrated: it sits in the same Suspense boundary. */
function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

interface Sleeper<P> {
  update: (props: P) => void;
  close: () => void;
}

/** An island's pre-rendered markup, waiting for its first use, then hydrated in a root of its own. */
function sleep<P extends object>(element: HTMLElement, load: () => Promise<ComponentType<P>>, initial: P): Sleeper<P> {
  // A form counts as shown from the page's hydration, as it would in the page's own root.
  const shownAt = performance.now();
  // The markup as the server wrote it, before a page translator can rewrite its text.
  const pristine = element.innerHTML;
  let props = initial;
  /** The press of a button or the send of a form made while the code came: made again once alive. */
  let held: HTMLButtonElement | HTMLFormElement | null = null;
  let root: Root | null = null;
  let Component: ComponentType<P> | null = null;
  let waking = false;
  let alive = false;
  let closed = false;

  const render = (onReady?: () => void) =>
    Component && (
      <ShownAtContext.Provider value={shownAt}>
        {/* The boundary the server's markup carries, so the island's root finds what it expects. */}
        <Suspense fallback={null}>
          <Component {...props} />
          {/* Last, so islands inside this one are listening before a held event is made again. */}
          <Ready onReady={onReady} />
        </Suspense>
      </ShownAtContext.Provider>
    );
  const stop = () => {
    for (const type of FIRST_USE) element.removeEventListener(type, wake);
    element.removeEventListener("click", hold, true);
    element.removeEventListener("submit", hold, true);
  };
  const onAlive = () => {
    alive = true;
    stop();
    root?.render(render());
    const pending = held;
    held = null;
    if (pending instanceof HTMLFormElement) pending.requestSubmit();
    else pending?.click();
  };
  const wake = () => {
    if (waking) return;
    waking = true;
    load().then(
      (loaded) => {
        Component = loaded;
        if (closed) return;
        // Rewritten by a translator, the markup would not match what React renders (errors #418,
        // #422, and a part rendered anew without what was typed): it is put back first.
        if (element.innerHTML !== pristine) held = putBack(element, pristine, held);
        root = hydrateRoot(element, render(onAlive));
      },
      (error: unknown) => {
        waking = false;
        console.warn(partUnavailable, error);
        // A press or a send is not lost in silence: the visitor is told, and the next one tries again.
        if (held) window.alert(partUnavailable);
        held = null;
      },
    );
  };
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const pressed = event.type === "click" ? target?.closest("button") : target;
    if (!(pressed instanceof HTMLButtonElement || pressed instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = pressed;
    wake();
  };

  for (const type of FIRST_USE) element.addEventListener(type, wake, { passive: true });
  element.addEventListener("click", hold, true);
  element.addEventListener("submit", hold, true);
  return {
    update(next) {
      if (shallowEqual(next, props)) return;
      props = next;
      // An update before hydration ends would make React render the island anew: it waits until then.
      if (alive) root?.render(render());
    },
    close() {
      closed = true;
      stop();
      // Not while the page's own root is committing: one root is unmounted outside another's work.
      if (root) setTimeout(() => root?.unmount(), 0);
    },
  };
}

function shallowEqual<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
