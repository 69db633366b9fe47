import React from "react";
import type { GatsbySSR } from "gatsby";

export { wrapRootElement, wrapPageElement } from "./src/wrappers";

// Without JavaScript the loading timers never run: show the content and drop the overlays.
const NO_SCRIPT_CSS = ".loading-overlay{display:none!important}.loading-gate__content{visibility:visible!important}";

// Chromium paints while it is still parsing a page, when a time slice of the parser runs out. A block
// painted before the rest of its row is parsed (a navigation before the language selector, a button
// before its sibling) moves when the rest arrives. The page is shown once its markup is all parsed,
// which the marker after it tells; the whole HTML has arrived by then, so this costs a few
// milliseconds of parsing, not a network round trip.
const SHOW_WHEN_PARSED_CSS = "body:not(:has(#___gatsby-parsed)) #___gatsby{visibility:hidden}";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    <style key="show-when-parsed">{SHOW_WHEN_PARSED_CSS}</style>,
    <noscript key="no-js-loading">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
  setPostBodyComponents([<div key="parsed" id="___gatsby-parsed" hidden />]);
};
