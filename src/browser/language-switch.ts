import type { PageLanguages } from "../shared/page-language";
import { TIMINGS } from "../shared/site";
import * as TEXTS from "../shared/texts/site";
import { DEFAULT_LANGUAGE, TRANSLATION_COOKIE } from "./language-state";
import { redirectTo, reloadPage } from "./navigation";
import { loadTranslationWidget } from "./translation-loader";

/**
 * What a change of the visitor's language does to the page, once the choice is kept
 * (language-state.ts): the widget's cookie written, the widget driven (or the page reloaded). Loaded
 * with the list of languages (chunk "languages"), which is where a choice is made.
 */

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

/** How often the widget's select is looked for while the fallback waits. */
const WIDGET_LOOKUP_MS = 25;

/**
 * Drives the widget as soon as its select is there; after TIMINGS.languageReloadDelayMs without it,
 * reloads, and the widget reads the cookie on the new page (docs/behaviour.md: States and Figures).
 */
function driveOrReload(code: string): void {
  const deadline = Date.now() + TIMINGS.languageReloadDelayMs;
  const attempt = () => {
    if (driveTranslationWidget(document, code)) return;
    if (Date.now() >= deadline) reloadPage();
    else window.setTimeout(attempt, WIDGET_LOOKUP_MS);
  };
  attempt();
}

/**
 * Applies a choice (docs/behaviour.md: States): written for the widget, and the page translated or reloaded.
 * The translation script is asked for now, at the visitor's choice, and the reload's wait starts
 * once it has come or failed (a slow script would otherwise be cut short by the reload).
 */
export async function switchLanguage(code: string): Promise<void> {
  writeTranslationCookie(document, code, window.location.hostname);
  if (code !== DEFAULT_LANGUAGE) {
    await loadTranslationWidget().catch((error: unknown) => console.warn(TEXTS.translationWidgetUnavailable, error));
  }
  driveOrReload(code);
}

/**
 * A choice that opens another version of the page (docs/translation.md, "Reviewed translations"): a
 * reviewed one in the chosen language, or, from a translated page, the Portuguese original, which the
 * widget then translates into a language no person has (its cookie written as for any choice, cleared
 * for Portuguese). The page is loaded anew, not swapped by the router: a widget that translates the page
 * open must never run over a page already in another language.
 */
export function openVersion(code: string, path: string): void {
  writeTranslationCookie(document, code, window.location.hostname);
  redirectTo(path);
}

/**
 * What a choice of language does on a page with these languages (docs/translation.md, "Reviewed
 * translations"): where the page has a version in that language, reviewed by a person, it opens it; on a
 * page in another language (a translation, a language's home or search), any other choice opens the
 * Portuguese page (Portuguese itself, or a language no person has translated the page into, which the
 * widget then translates), and the page's own language is kept for the pages no person has translated;
 * anywhere else, Portuguese included, the widget translates the page, as the spec
 * has it. Here rather than in the hook that calls it, so that the pages pay for it only once a selector opens.
 */
export function applyChoice(code: string, { versions, counterparts, translated }: PageLanguages): void {
  if (translated?.code === code) {
    // The page is in that language already: the choice (kept) and the widget's cookie are for the pages
    // no person has translated, which the widget then translates, as a language's home says it will.
    writeTranslationCookie(document, code, window.location.hostname);
    return;
  }
  const [original, ...reviewed] = versions ?? counterparts ?? [];
  const target = reviewed.find((candidate) => candidate.code === code) ?? (translated ? original : undefined);
  if (target) openVersion(code, target.path);
  else void switchLanguage(code);
}
