import { SITE } from "../shared/site";

/**
 * The visitor's language outside React, as the page starts: the stored choice. Changing it (storage,
 * the widget's cookie and its select) is in language-switch.ts, downloaded with the list of languages
 * (shared/languages.ts) when a selector opens, since only a choice in that list needs it.
 */
export const DEFAULT_LANGUAGE = SITE.sourceLanguage;
/** localStorage key under which the visitor's choice is kept (docs/behaviour.md: States). */
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";
/** Cookie the translation widget reads on load to translate the page straight away. */
export const TRANSLATION_COOKIE = "googtrans";

/** The shape of the widget's language codes ("en", "haw", "zh-CN"). */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

export function isLanguageCode(code: string | null | undefined): code is string {
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
