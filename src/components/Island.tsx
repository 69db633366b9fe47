import React, { Suspense, lazy, memo, useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useHydrated } from "../hooks/useHydrated";
import { partUnavailable } from "../shared/messages/parts";
import { islandGate } from "../browser/island-gate";

/**
 * A part of a page that only some visitors use (a form, the teachings list with its filters), kept
 * out of the page's first-load JavaScript. It is rendered into the page's HTML at build time like any
 * other part. In the browser it is a `React.lazy` component inside its own `<Suspense>` boundary, in
 * the page's own React root: React keeps the server's markup of a boundary whose code has not come
 * and hydrates it when the code arrives (React 18's selective hydration). Its code is asked for on
 * the visitor's first use of the part (src/browser/island-gate.ts says what counts, and what happens
 * to a press made meanwhile); a part rendered in the browser instead (a client-side navigation,
 * `gatsby develop`, the tests) asks for it at once.
 *
 * Until hydrated, the part keeps the props of its markup: a boundary that receives an update before
 * it is hydrated is rendered anew by React (error #421), which would throw the markup away. For the
 * same reason no React context of the site's sits above a part: lint refuses `createContext` in the
 * site's code (eslint.config.mjs), and the language, which the header follows, is an external store
 * (src/hooks/useLanguage.ts).
 */
export function defineIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const gate = islandGate(load);
  // The props go through as one, which keeps React's types for lazy components out of the generic.
  const Part = lazy(async (): Promise<{ default: ComponentType<{ props: P }> }> => {
    const Component = await gate.ready();
    if (!Component) return { default: Unavailable };
    return { default: ({ props }) => <Component {...props} /> };
  });

  /** The boundary, left alone by React while its props are those it was given. */
  const Boundary = memo(
    function Boundary({ props, onReady }: { props: P; onReady: () => void }) {
      return (
        <Suspense fallback={null}>
          <Part props={props} />
          {/* In the same boundary: its effect runs once the part is hydrated (or rendered). */}
          <Ready onReady={onReady} />
        </Suspense>
      );
    },
    (before, after) => before.onReady === after.onReady && shallowEqual(before.props, after.props),
  );

  return function Island(props: P) {
    // Latched at the first render: false only while React hydrates the pre-rendered page.
    const hydrated = useHydrated();
    const [fromServer] = useState(!hydrated);
    const [alive, setAlive] = useState(!fromServer);
    const [markupProps] = useState(props);
    const element = useRef<HTMLDivElement>(null);
    const isAlive = useRef(alive);

    useEffect(() => {
      const current = element.current;
      if (!fromServer || current === null) {
        gate.open();
        return undefined;
      }
      return isAlive.current ? undefined : gate.watch(current);
    }, [fromServer]);

    const onReady = useCallback(() => {
      isAlive.current = true;
      setAlive(true);
      if (element.current) gate.alive(element.current);
    }, []);

    return (
      <div ref={element} data-island={name}>
        <Boundary props={alive ? props : markupProps} onReady={onReady} />
      </div>
    );
  };
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

function Unavailable() {
  return <p role="alert">{partUnavailable}</p>;
}

function shallowEqual<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
