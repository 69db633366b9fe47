import React, { useEffect } from "react";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { LoadingGate } from "./LoadingGate";
import { TranslationWidget } from "./TranslationWidget";
import { useRouteChangeLoading } from "../hooks/useLoading";
import * as styles from "./Layout.module.css";

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/** Header, footer and the route-change loading state, around every page (gatsby-browser/ssr). */
export function Layout({ pathname, children }: LayoutProps) {
  const routeLoading = useRouteChangeLoading(pathname);
  // A marker that the layout and the page are hydrated, so interactive: browser tests wait for it.
  // Set here rather than in onInitialClientRender, which runs before the page's boundary hydrates.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href="#conteudo">
        Pular para o conteúdo
      </a>
      <Header currentPath={pathname} />
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        <LoadingGate loading={routeLoading}>{children}</LoadingGate>
      </main>
      <Footer />
      <TranslationWidget />
    </div>
  );
}
