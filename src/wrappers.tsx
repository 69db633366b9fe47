import React, { Suspense } from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./components/Layout";
import { PageLanguagesProvider } from "./hooks/usePageLanguage";
import { languagesOf } from "./shared/page-language";

type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

/**
 * The shared layout, applied to every page once, with the page's languages for the frame and the views
 * (src/hooks/usePageLanguage.ts). The boundary lets React hydrate the page in slices that yield to the
 * browser (a dehydrated boundary hydrates at idle priority) instead of in one long task; a click or key
 * press on the page before then hydrates it at once and is replayed by React. The state that outlives a
 * page (the visitor's chosen language) is kept outside React (src/browser/language-state.ts).
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <PageLanguagesProvider value={languagesOf(props.pageContext)}>
    <Suspense fallback={null}>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </Suspense>
  </PageLanguagesProvider>
);
