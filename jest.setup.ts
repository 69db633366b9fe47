import { TextEncoder } from "node:util";
import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Waits end when the state they wait for arrives; the bound is only for a state that never comes,
// so that a busy machine (a first compilation, CI's other jobs) never fails a test that would pass.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does no layout, so it has no scrollIntoView; the components only use it to keep the active
// option in view. (Node-environment suites have no Element at all.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView = jest.fn();

// The build's year, which webpack writes into the bundles (src/globals.d.ts).
(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = new Date().getFullYear();
// Whether the build made the Pix page: as in the published content, none, unless a test says otherwise.
(globalThis as { __DONATIONS_PAGE__?: boolean }).__DONATIONS_PAGE__ = false;

// jsdom lacks TextEncoder, which React's server renderer needs; the hydration test pre-renders a page.
if (typeof globalThis.TextEncoder === "undefined") globalThis.TextEncoder = TextEncoder;

// Every page of the site says its language, as gatsby-ssr.tsx writes it; the document's starts in Portuguese.
if (typeof document !== "undefined") document.documentElement.lang = "pt-BR";

// jsdom has no media queries. The scheme's switch (src/browser/theme.ts) asks whether the system is
// dark: the answer is `prefersDark` (false unless a test says otherwise), and a test that changes
// it calls `emitSchemeChange` to tell the page, as a browser does when the system's scheme changes.
if (typeof window !== "undefined") {
  const listeners = new Set<() => void>();
  const scheme = globalThis as typeof globalThis & { prefersDark?: boolean; emitSchemeChange?: () => void };
  scheme.prefersDark = false;
  scheme.emitSchemeChange = () => listeners.forEach((listener) => listener());
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === "(prefers-color-scheme: dark)" && scheme.prefersDark === true;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
}
