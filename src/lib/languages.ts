import { RAW_LANGUAGES, type LanguageOption } from "../data/languages";
import { DEFAULT_LANGUAGE } from "./language-state";

export type { LanguageOption };

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
