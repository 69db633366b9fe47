import React, { useEffect } from "react";
import { Script } from "gatsby";
import { TRANSLATION_WIDGET } from "../shared/site";
import { initTranslationWidget } from "../browser/translation-widget";
import { MESSAGES } from "../shared/messages";
import * as styles from "./TranslationWidget.module.css";

/**
 * Loads the page-translation widget once the browser is idle after hydration: it never blocks the
 * first paint, and a page it translates has already been hydrated by React. Failing to load is
 * only logged; the site works without it.
 */
export function TranslationWidget() {
  useEffect(() => {
    window[TRANSLATION_WIDGET.callbackName] = () => {
      initTranslationWidget(window);
    };
  }, []);

  return (
    <>
      <div id={TRANSLATION_WIDGET.containerId} className={styles.container} aria-hidden="true" />
      <Script
        id="translation-widget"
        src={TRANSLATION_WIDGET.scriptUrl}
        strategy="idle"
        onError={() => console.warn(MESSAGES.translationWidgetUnavailable)}
      />
    </>
  );
}
