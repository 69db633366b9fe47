import { SITE, TIMINGS, TRANSLATION_WIDGET } from "../shared/site";
import * as TEXTS from "../shared/texts/site";

interface TranslateElementOptions {
  pageLanguage: string;
  autoDisplay?: boolean;
}

type TranslateElementConstructor = new (options: TranslateElementOptions, containerId: string) => unknown;

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: { translate?: { TranslateElement?: TranslateElementConstructor } };
  }
}

/** The widget's top bar: an iframe, or a `.skiptranslate` wrapper straight under <body> (2023 markup). */
const BANNER_SELECTOR = "iframe.goog-te-banner-frame, iframe.skiptranslate, body > .skiptranslate";

/**
 * Hides the widget's banner and undoes the offset it puts on <body>. Hides rather than removes:
 * the widget keeps references to its nodes and breaks if they disappear.
 */
export function hideTranslationBanner(doc: Document): boolean {
  const banners = doc.querySelectorAll<HTMLElement>(BANNER_SELECTOR);
  banners.forEach((banner) => {
    banner.style.setProperty("display", "none", "important");
  });
  doc.body.style.top = "0px";
  return banners.length > 0;
}

/**
 * Polls for the banner every 50 ms, at most 100 times (5 s), because the widget adds it at a
 * moment of its own choosing (docs/behaviour.md: States and Figures). Returns a function that stops the polling.
 */
export function pollTranslationBanner(
  doc: Document,
  intervalMs: number = TIMINGS.bannerPollIntervalMs,
  maxAttempts: number = TIMINGS.bannerPollMaxAttempts,
): () => void {
  let attempts = 0;
  const timer = window.setInterval(() => {
    attempts += 1;
    if (hideTranslationBanner(doc) || attempts >= maxAttempts) window.clearInterval(timer);
  }, intervalMs);
  return () => window.clearInterval(timer);
}

/** Creates the widget in its container; any failure is only logged (docs/behaviour.md: Texts). */
export function initTranslationWidget(win: Window): boolean {
  try {
    const TranslateElement = win.google?.translate?.TranslateElement;
    if (!TranslateElement) throw new Error("TranslateElement indisponível");
    new TranslateElement({ pageLanguage: SITE.sourceLanguage, autoDisplay: false }, TRANSLATION_WIDGET.containerId);
    pollTranslationBanner(win.document);
    return true;
  } catch (error) {
    console.warn(TEXTS.translationWidgetFailed, error);
    return false;
  }
}
