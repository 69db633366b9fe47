import { RAW_LANGUAGES, type LanguageOption } from "../data/languages";
import { SITE } from "../config/site";

export type { LanguageOption };

export const DEFAULT_LANGUAGE = SITE.sourceLanguage;
/** localStorage key under which the visitor's choice is kept (SPEC §4). */
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";
/** Cookie the translation widget reads on load to translate the page straight away. */
export const TRANSLATION_COOKIE = "googtrans";

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** Deduplicates by code (first entry wins), puts the source language first and sorts the rest by name. */
export function orderLanguages(list: readonly LanguageOption[]): LanguageOption[] {
  const byCode = new Map<string, LanguageOption>();
  for (const option of list) {
    if (!byCode.has(option.code)) byCode.set(option.code, option);
  }
  const source = byCode.get(DEFAULT_LANGUAGE);
  const others = [...byCode.values()]
    .filter((option) => option.code !== DEFAULT_LANGUAGE)
    .sort((a, b) => collator.compare(a.name, b.name));
  return source ? [source, ...others] : others;
}

export const LANGUAGES: readonly LanguageOption[] = orderLanguages(RAW_LANGUAGES);

export function isKnownLanguage(code: string | null | undefined): code is string {
  return typeof code === "string" && LANGUAGES.some((option) => option.code === code);
}

/** The language restored at start: the stored choice when it is one we offer, else the default. */
export function readStoredLanguage(storage: Pick<Storage, "getItem"> | undefined): string {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isKnownLanguage(stored) ? stored : DEFAULT_LANGUAGE;
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
