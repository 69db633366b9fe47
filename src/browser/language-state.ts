import { SITE } from "../shared/site";

/**
 * The visitor's language outside React: storage, the widget's cookie and its select. Kept apart
 * from the list of languages (shared/languages.ts), which only the open selector needs and which is
 * therefore loaded on demand.
 */
export const DEFAULT_LANGUAGE = SITE.sourceLanguage;
/** localStorage key under which the visitor's choice is kept (SPEC §4). */
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

export function storeLanguage(storage: Pick<Storage, "setItem"> | undefined, code: string): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // A blocked storage only costs the visitor the memory of the choice.
  }
}

/**
 * Writes (or clears, for the source language) the widget's cookie. The widget reads it literally
 * (`/pt/en`, not URL-encoded), and may have left copies on both the host and the parent domain.
 */
export function writeTranslationCookie(doc: Document, code: string, hostname: string): void {
  const domains = [undefined, ...(hostname.includes(".") ? [`.${hostname}`] : [])];
  if (code === DEFAULT_LANGUAGE) {
    for (const domain of domains) {
      doc.cookie = `${TRANSLATION_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain ? `; domain=${domain}` : ""}`;
    }
    return;
  }
  doc.cookie = `${TRANSLATION_COOKIE}=/${DEFAULT_LANGUAGE}/${code}; path=/; SameSite=Lax`;
}

/**
 * Drives the widget's own `<select class="goog-te-combo">`. Returns false when the select, or the
 * option for this language, is not there yet (the widget fills it asynchronously), so that the
 * caller can fall back to a reload that lets the cookie do the work.
 */
export function driveTranslationWidget(doc: Document, code: string): boolean {
  const combo = doc.querySelector<HTMLSelectElement>("select.goog-te-combo");
  if (!combo) return false;
  const hasOption = Array.from(combo.options).some((option) => option.value === code);
  if (!hasOption) return false;
  combo.value = code;
  combo.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}
