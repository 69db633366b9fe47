import { RAW_LANGUAGES, type LanguageOption } from "./language-list";
import { SITE } from "./site";

export type { LanguageOption };

const collator = new Intl.Collator(SITE.lang, { sensitivity: "base" });

/** Deduplicates by code (first entry wins), puts the source language first and sorts the rest by name. */
export function orderLanguages(list: readonly LanguageOption[]): LanguageOption[] {
  const byCode = new Map<string, LanguageOption>();
  for (const option of list) {
    if (!byCode.has(option.code)) byCode.set(option.code, option);
  }
  const source = byCode.get(SITE.sourceLanguage);
  const others = [...byCode.values()]
    .filter((option) => option.code !== SITE.sourceLanguage)
    .sort((a, b) => collator.compare(a.name, b.name));
  return source ? [source, ...others] : others;
}

export const LANGUAGES: readonly LanguageOption[] = orderLanguages(RAW_LANGUAGES);

/** A language's own option, with `lang` when its name is in another language than the list's. */
export type NamedOption = LanguageOption & { lang?: string };

/**
 * The list as a page in `lang` shows it: a Portuguese page, as it is; a page published in another
 * language (docs/translation.md, "Reviewed translations"), each language named as that language names it
 * (`Intl.DisplayNames`), Portuguese first and the others sorted by those names. A language it has no name
 * for keeps its Portuguese one, marked as such (WCAG 3.1.2).
 */
export function languagesIn(lang: string): readonly NamedOption[] {
  if (lang === SITE.lang) return LANGUAGES;
  const names = new Intl.DisplayNames([lang], { type: "language", fallback: "none" });
  const named = LANGUAGES.map((option): NamedOption => {
    const name = names.of(option.code);
    return name ? { ...option, name } : { ...option, lang: SITE.lang };
  });
  const inLanguage = new Intl.Collator(lang, { sensitivity: "base" });
  const [source, ...others] = named;
  return [source, ...others.sort((a, b) => inLanguage.compare(a.name, b.name))];
}
