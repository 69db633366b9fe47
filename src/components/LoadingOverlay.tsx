import React from "react";
import { Logo } from "./Logo";

/** The logo and 'Carregando...' shown in place of content while it loads (SPEC §2 Shared layout). */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <Logo size={56} className="loading-overlay__logo" />
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <p className="loading-overlay__text">Carregando...</p>
    </div>
  );
}
