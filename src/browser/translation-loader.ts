import { TRANSLATION_WIDGET } from "../shared/site";
import * as TEXTS from "../shared/texts/site";
import { appendScript, loadOnce } from "./load-once";

/**
 * The third-party translation script, loaded only when the visitor has asked for another language
 * (docs/translation.md): a choice in the selector, or a choice kept from an earlier visit.
 * Before that, no page sends anything to the translator's hosts. Its callback creates the widget,
 * with code downloaded then (translation-widget.ts). Resolves once the script has run, rejects when
 * it cannot be downloaded (blocked, offline); the next call tries again.
 */
export const loadTranslationWidget = loadOnce(async () => {
  window[TRANSLATION_WIDGET.callbackName] = () => {
    import(/* webpackChunkName: "translation-widget" */ "./translation-widget").then(
      ({ initTranslationWidget }) => initTranslationWidget(window),
      (error: unknown) => console.warn(TEXTS.translationWidgetFailed, error),
    );
  };
  await appendScript(TRANSLATION_WIDGET.scriptUrl, TEXTS.translationWidgetUnavailable);
});
