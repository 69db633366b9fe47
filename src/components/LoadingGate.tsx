import React from "react";
import { LoadingOverlay } from "./LoadingOverlay";

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
    <div className="loading-gate">
      {loading ? <LoadingOverlay /> : null}
      <div className="loading-gate__content" data-loading={loading ? "true" : undefined}>
        {children}
      </div>
    </div>
  );
}
