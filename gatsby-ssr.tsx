import React from "react";
import type { GatsbySSR } from "gatsby";

export { wrapRootElement, wrapPageElement } from "./src/wrappers";

// Without JavaScript the loading timers never run: show the content and drop the overlays.
const NO_SCRIPT_CSS =
  ".loading-overlay{display:none!important}.loading-gate__content{visibility:visible!important}";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    <noscript key="no-js-loading">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};
