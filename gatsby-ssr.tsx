import React from "react";
import type { GatsbySSR } from "gatsby";
import { REVIEWED_LANGUAGES, ROUTES, SITE } from "./src/shared/site";
import { pathIn } from "./src/shared/page-language";
import { THEME_SCRIPT } from "./src/shared/theme";
import { ADDRESS_SCRIPT } from "./src/shared/address";
import { renderPageBody } from "./src/buildtime/render-page";
import { NEEDS_SCRIPT_CSS, NO_SCRIPT_HIDDEN_CSS } from "./src/shared/needs-script";

export { wrapPageElement } from "./src/wrappers";

// Without JavaScript the loading timers never run: show the content and drop the overlays
// (src/components/LoadingGate.tsx and LoadingOverlay.tsx carry these attributes), and the controls
// that would do nothing (src/shared/needs-script.ts).
const NO_SCRIPT_CSS = `[data-loading-overlay]{display:none!important}[data-loading-content]{visibility:visible!important}${NO_SCRIPT_HIDDEN_CSS}`;

// Gatsby's own renderer, without sending a large part of the page apart (src/buildtime/render-page.ts).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderPageBody(bodyComponent));
};

// The page is painted as it arrives: no rule holds it back until its last byte. What keeps a part painted
// early from moving when the rest arrives is the layout itself (rows whose tracks never wait for what comes
// after them: src/components/Header.module.css, Button.module.css, Section.module.css), which
// e2e/stability.spec.ts checks on every route cut off at each of its elements.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: SITE.lang });
  // A page published in another language links its own language's feed, where it has one (SeoInLanguages.tsx),
  // and never the Portuguese one, which a feed reader would take first.
  const inAnotherLanguage = REVIEWED_LANGUAGES.some((code) => pathname.startsWith(pathIn(code, "/")));
  setHeadComponents([
    // First of all: an address Gatsby's runtime could not decode twice is rewritten before it reads
    // it (src/shared/address.ts).
    <script key="address" dangerouslySetInnerHTML={{ __html: ADDRESS_SCRIPT }} />,
    // The same on every page, from the palette of src/styles/global.css: webpack's define gives it to this
    // bundle (src/buildtime/hooks/on-create-webpack-config.ts).
    <meta key="theme-color" name="theme-color" content={__THEME_COLOUR__} />,
    <meta key="color-scheme" name="color-scheme" content="light dark" />,
    // The tags every page carries alike, written here once rather than in every page's JavaScript
    // (the Head API of each page, src/components/Seo.tsx, writes what differs); they stay in the
    // head across client-side navigations.
    <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href={ROUTES.manifest} />,
    inAnotherLanguage ? null : (
      <link
        key="feed"
        rel="alternate"
        type="application/rss+xml"
        title={`Ensinamentos | ${SITE.name}`}
        href={ROUTES.feed}
      />
    ),
    <meta key="og:site_name" property="og:site_name" content={SITE.name} />,
    // X reads the title, description and picture from the Open Graph tags when its own are absent.
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    // The visitor's scheme before anything is painted (src/shared/theme.ts).
    <script key="theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />,
    <style key="needs-script">{NEEDS_SCRIPT_CSS}</style>,
    <noscript key="no-js-loading">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};
