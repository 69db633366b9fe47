import languages from "./language-names.json";

/** A language the page-translation widget can translate into. */
export interface LanguageOption {
  /** Code as the translation widget expects it in its `.goog-te-combo` select (e.g. "en", "zh-CN", "iw"). */
  code: string;
  /** Name of the language in Brazilian Portuguese. */
  name: string;
  /** Optional flag emoji. */
  flag?: string;
}

/**
 * Every language the widget translates into, with its name in Portuguese (language-names.json, data kept
 * apart from code): the source language first, then the most asked for, then the rest. Sorted and
 * checked for duplicates in languages.ts.
 */
export const RAW_LANGUAGES: readonly LanguageOption[] = languages;
