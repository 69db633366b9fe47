import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { installTranslatorGuard } from "./src/browser/translator-guard";

export { wrapRootElement, wrapPageElement } from "./src/wrappers";

// Before hydration, so that React never meets a DOM change by the translator unguarded.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installTranslatorGuard(Node.prototype);
};
