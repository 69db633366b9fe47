import React, { Suspense, lazy, useEffect } from "react";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { LoadingGate } from "./LoadingGate";
import { TranslationWidget } from "./TranslationWidget";
import { useRouteChangeLoading } from "../hooks/useLoading";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import { FRAME } from "../shared/texts/frame";
import * as styles from "./Layout.module.css";

/**
 * The line offering a page's reviewed versions, and its inline script: code only the Portuguese pages
 * that have such versions run, so it is downloaded by them alone (docs/translation.md). The pre-rendered
 * line shows meanwhile; React hydrates it once the code comes.
 */
const TranslationOffers = lazy(() =>
  import(/* webpackChunkName: "page-translations" */ "./TranslationOffers").then((module) => ({
    default: module.TranslationOffers,
  })),
);

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/**
 * Header, footer and the route-change loading state, around every page (gatsby-browser/ssr), in the
 * page's language (src/hooks/usePageLanguage.ts).
 */
export function Layout({ pathname, children }: LayoutProps) {
  const routeLoading = useRouteChangeLoading(pathname);
  const TEXTS = useTexts("frame", FRAME);
  const { translated, offers } = usePageLanguage();
  // A marker that the layout and the page are hydrated, so interactive: browser tests wait for it.
  // Set here rather than in onInitialClientRender, which runs before the page's boundary hydrates.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href="#conteudo">
        {TEXTS.skipToContent}
      </a>
      <Header currentPath={pathname} />
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        {offers && !translated ? (
          <Suspense fallback={null}>
            <TranslationOffers offers={offers} />
          </Suspense>
        ) : null}
        <LoadingGate loading={routeLoading}>{children}</LoadingGate>
      </main>
      <Footer />
      {/* The widget translates from Portuguese: a page published in another language never has it. */}
      {translated ? null : <TranslationWidget />}
    </div>
  );
}
