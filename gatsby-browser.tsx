import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { installTranslatorGuard } from "./src/browser/translator-guard";
import { startTranslationIfChosen } from "./src/browser/language-state";
import { startLibrasIfChosen } from "./src/browser/libras-state";
import { notePageChange } from "./src/browser/page-start";

export { wrapPageElement } from "./src/wrappers";

// Before hydration, so that React never meets a DOM change by the translator unguarded.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installTranslatorGuard(Node.prototype);
};

// After the first render, so that a translation never meets HTML React has not adopted yet; Libras,
// when the visitor turned it on in an earlier visit, likewise (docs/translation.md, "Libras").
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startTranslationIfChosen();
  startLibrasIfChosen();
};

// A new page begins: its simulated load and its forms' time count from here (src/browser/page-start.ts).
// Gatsby calls this for any change of the address, a link within the page (the skip link, a heading's
// anchor) included: only another path is another page.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) notePageChange();
};
