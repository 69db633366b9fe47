import { TRANSLATION_WIDGET } from "../shared/site";
import * as MESSAGES from "../shared/messages/site";
import { loadOnce } from "./load-once";

/**
 * The third-party translation script, loaded only when the visitor has asked for another language
 * (docs/translation.md): a choice in the selector, or a choice kept from an earlier visit.
 * Before that, no page sends anything to the translator's hosts. Its callback creates the widget,
 * with code downloaded then (translation-widget.ts). Resolves once the script has run, rejects when
 * it cannot be downloaded (blocked, offline); the next call tries again.
 */
export const loadTranslationWidget = loadOnce(
  () =>
    new Promise<void>((resolve, reject) => {
      window[TRANSLATION_WIDGET.callbackName] = () => {
        import(/* webpackChunkName: "translation-widget" */ "./translation-widget").then(
          ({ initTranslationWidget }) => initTranslationWidget(window),
          (error: unknown) => console.warn(MESSAGES.translationWidgetFailed, error),
        );
      };
      const script = document.createElement("script");
      script.src = TRANSLATION_WIDGET.scriptUrl;
      script.async = true;
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => {
        script.remove();
        reject(new Error(MESSAGES.translationWidgetUnavailable));
      });
      document.body.append(script);
    }),
);
