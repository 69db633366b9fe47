import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { installTranslatorGuard } from "./src/browser/translator-guard";
import { startTranslationIfChosen } from "./src/browser/language-state";

export { wrapPageElement } from "./src/wrappers";

// Before hydration, so that React never meets a DOM change by the translator unguarded.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installTranslatorGuard(Node.prototype);
};

// After the first render, so that a translation never meets HTML React has not adopted yet.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startTranslationIfChosen();
};
