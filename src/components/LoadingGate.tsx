import React from "react";
import { LoadingOverlay } from "./LoadingOverlay";
import * as styles from "./LoadingGate.module.css";

interface LoadingGateProps {
  loading: boolean;
  children: React.ReactNode;
}

/**
 * Shows the loading overlay over content that is already rendered. The content keeps its place
 * (visibility, not display), so nothing shifts when loading ends, and it is in the pre-rendered
 * HTML for crawlers. Visitors without JavaScript get it through the <noscript> rule in gatsby-ssr.
 */
export function LoadingGate({ loading, children }: LoadingGateProps) {
  return (
    <div className={styles.gate}>
      {loading ? <LoadingOverlay /> : null}
      <div className={styles.content} data-loading-content data-loading={loading ? "true" : undefined}>
        {children}
      </div>
    </div>
  );
}

/** What a gate shows under its overlay while there is nothing to show yet. */
export function LoadingPlaceholder() {
  return <div className={styles.placeholder} />;
}
