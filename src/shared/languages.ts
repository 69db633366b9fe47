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
