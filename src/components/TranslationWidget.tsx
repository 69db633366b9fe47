import React, { useEffect } from "react";
import { Script } from "gatsby";
import { TRANSLATION_WIDGET } from "../config/site";
import { initTranslationWidget } from "../lib/translation-widget";

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
      <div id={TRANSLATION_WIDGET.containerId} className="translation-widget" aria-hidden="true" />
      <Script
        id="translation-widget"
        src={TRANSLATION_WIDGET.scriptUrl}
        strategy="idle"
        onError={() => console.warn("Não foi possível carregar o widget de tradução.")}
      />
    </>
  );
}
