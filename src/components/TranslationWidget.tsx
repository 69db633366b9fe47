import React, { useEffect } from "react";
import { Script } from "gatsby";
import { TRANSLATION_WIDGET } from "../shared/site";
import * as MESSAGES from "../shared/messages/site";
import * as styles from "./TranslationWidget.module.css";

/**
 * Loads the page-translation widget once the browser is idle after hydration: it never blocks the
 * first paint, and a page it translates has already been hydrated by React. The code that creates it
 * is downloaded when the widget's script calls back, not with the page. Failing to load is only
 * logged; the site works without it.
 */
export function TranslationWidget() {
  useEffect(() => {
    window[TRANSLATION_WIDGET.callbackName] = () => {
      import(/* webpackChunkName: "translation-widget" */ "../browser/translation-widget").then(
        ({ initTranslationWidget }) => initTranslationWidget(window),
        (error: unknown) => console.warn(MESSAGES.translationWidgetFailed, error),
      );
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
