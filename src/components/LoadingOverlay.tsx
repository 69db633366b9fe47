import React from "react";
import { Logo } from "./Logo";
import { FRAME } from "../shared/texts/frame";
import { useTexts } from "../hooks/usePageLanguage";
import * as styles from "./LoadingOverlay.module.css";

/** The logo and 'Carregando...' shown in place of content while it loads (docs/behaviour.md: Screens Shared layout). */
export function LoadingOverlay() {
  const TEXTS = useTexts("frame", FRAME);
  return (
    <div className={styles.overlay} data-loading-overlay role="status" aria-live="polite">
      <Logo size={56} />
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{TEXTS.loading}</p>
    </div>
  );
}
