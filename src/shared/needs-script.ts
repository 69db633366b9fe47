/**
 * A control that does nothing until the page's code has run (the language list, the scheme's switch,
 * the list's search and filters, Libras) carries this attribute. Until React has hydrated the layout
 * (`html[data-hydrated]`, src/components/Layout.tsx) it is invisible but keeps its place, so that
 * nothing moves when it appears; without JavaScript it is not shown at all (docs/routes.md, "Before
 * the page's code has run"). gatsby-ssr.tsx writes both rules into every page's head.
 */
export const NEEDS_SCRIPT = { "data-needs-script": "" } as const;

/** Until the code has run: hidden, its place kept. */
export const NEEDS_SCRIPT_CSS = "html:not([data-hydrated]) [data-needs-script]{visibility:hidden}";

/** Without JavaScript (inside <noscript>): gone. */
export const NO_SCRIPT_HIDDEN_CSS = "[data-needs-script]{display:none!important}";
