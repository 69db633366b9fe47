import { LANGUAGE_CODE, LANGUAGE_STORAGE_KEY, OFFER_MARK } from "../shared/language-choice";
import { SITE } from "../shared/site";
import * as TEXTS from "../shared/texts/site";
import { localStorageIfAllowed } from "./storage";

/**
 * The visitor's language, kept outside React: the stored choice, which code outside React reads too
 * (the translation widget's start), and the components that show it told when it changes
 * (src/hooks/useLanguage.ts, with useSyncExternalStore). What a choice does to the page (the widget's cookie and
 * its select) is in language-switch.ts, downloaded with the list of languages (shared/languages.ts)
 * when a selector opens, since only a choice in that list needs it.
 */
export const DEFAULT_LANGUAGE = SITE.sourceLanguage;
export { LANGUAGE_STORAGE_KEY };
/** Cookie the translation widget reads on load to translate the page straight away. */
export const TRANSLATION_COOKIE = "googtrans";

function isLanguageCode(code: string | null | undefined): code is string {
  return typeof code === "string" && LANGUAGE_CODE.test(code);
}

/** The language restored at start: the stored choice when it is a language code, else the default. */
export function readStoredLanguage(storage: Pick<Storage, "getItem"> | undefined): string {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    return DEFAULT_LANGUAGE;
  }
}

/** The language the widget's cookie asks for (`googtrans=/pt/en` gives "en"), or the default. */
export function translationCookieLanguage(cookies: string): string {
  for (const part of cookies.split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name !== TRANSLATION_COOKIE) continue;
    const target = value.split("/")[2];
    if (isLanguageCode(target)) return target;
  }
  return DEFAULT_LANGUAGE;
}

/** Keeps the choice; false when the browser refuses storage to the page. */
function storeLanguage(storage: Pick<Storage, "setItem"> | undefined, code: string): boolean {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
    return storage !== undefined;
  } catch {
    // A blocked storage only costs the visitor the memory of the choice.
    return false;
  }
}

const listeners = new Set<() => void>();
/** A choice made on this page that the browser would not store. */
let unstored: string | null = null;

/** The current language (docs/behaviour.md: States "Current language"). */
export function currentLanguage(): string {
  return unstored ?? readStoredLanguage(localStorageIfAllowed());
}

/** Calls `listener` at every choice; returns the way to stop. */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A choice in a selector: kept, and every component that shows the language told. */
export function chooseLanguage(code: string): void {
  unstored = storeLanguage(localStorageIfAllowed(), code) ? null : code;
  for (const listener of listeners) listener();
}

/**
 * Whether the widget may translate the page open into `code`: never a page published in another language
 * (the widget translates from Portuguese), nor a Portuguese page that offers its reviewed version in
 * that very language (TranslationOffers.tsx): there a person's translation is a click away, and the
 * machine's is not asked for (docs/translation.md, "Reviewed translations").
 */
function widgetMayTranslate(doc: Document, code: string): boolean {
  if (doc.documentElement.lang !== SITE.lang) return false;
  return !LANGUAGE_CODE.test(code) || doc.querySelector(`[${OFFER_MARK}="${code}"]`) === null;
}

/**
 * As the page starts, once React has hydrated it (a translation before would not match the HTML): a
 * visitor who chose another language on an earlier visit, or whose widget cookie asks for one, gets
 * the translator at once, unless the page is in that language already or offers a person's translation
 * into it; any other visitor's page sends nothing to its hosts (docs/translation.md).
 */
export function startTranslationIfChosen(): void {
  const chosen = currentLanguage();
  const asked = chosen === DEFAULT_LANGUAGE ? translationCookieLanguage(document.cookie) : chosen;
  if (asked === DEFAULT_LANGUAGE || !widgetMayTranslate(document, asked)) return;
  import(/* webpackChunkName: "translation-loader" */ "./translation-loader")
    .then(({ loadTranslationWidget }) => loadTranslationWidget())
    .catch((error: unknown) => console.warn(TEXTS.translationWidgetUnavailable, error));
}
