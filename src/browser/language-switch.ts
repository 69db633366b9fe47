import { TIMINGS } from "../shared/site";
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, TRANSLATION_COOKIE } from "./language-state";
import { reloadPage } from "./navigation";
import { localStorageIfAllowed } from "./storage";

/**
 * Changing the visitor's language: the choice kept, the widget's cookie written, the widget driven
 * (or the page reloaded). Loaded with the list of languages (chunk "languages"), which is where a
 * choice is made.
 */

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

/** Applies a choice (SPEC §4): kept, written for the widget, and the page translated or reloaded. */
export function switchLanguage(code: string): void {
  storeLanguage(localStorageIfAllowed(), code);
  writeTranslationCookie(document, code, window.location.hostname);
  if (!driveTranslationWidget(document, code)) {
    // Without the widget, a reload lets the widget pick the language up from the cookie.
    window.setTimeout(reloadPage, TIMINGS.languageReloadDelayMs);
  }
}
