import type { PageLanguages } from "./page-language";

/**
 * What the build gives a language's home (`/en/`, src/templates/language-home.tsx): what exists in that
 * language, by kind, the newest first (src/buildtime/translations/pages.ts).
 */
export interface LanguageHomeItem {
  titulo: string;
  summary: string | null;
  /** The summary is a Portuguese text (a chapter's book no person has translated into the language): marked so. */
  summaryInSource?: boolean;
  path: string;
  /** A teaching's date (YYYY-MM-DD), which the home writes in its language. */
  publishedOn: string | null;
}

export interface LanguageHomePageContext {
  languages: PageLanguages;
  home: {
    teachings: LanguageHomeItem[];
    courses: LanguageHomeItem[];
    lessons: LanguageHomeItem[];
    books: LanguageHomeItem[];
    chapters: LanguageHomeItem[];
  };
}

/** What the build gives a translation's page: its node, its language, and its original's place (a lesson's). */
export interface TranslationPageContext {
  id: string;
  lang: string;
  previousId: string | null;
  nextId: string | null;
  position: number;
  count: number;
  languages: PageLanguages;
}

/** Of an original's translations (its `translations` field), the one in `lang`, if there is one. */
export function versionIn<T extends { lang: string }>(translations: readonly T[] | null | undefined, lang: string) {
  return translations?.find((translation) => translation.lang === lang) ?? null;
}

interface LessonVersion {
  lang: string;
  path: string;
  titulo: string;
  duracao: string;
  modulo?: string | null;
}

/**
 * A course's lessons as its page in `lang` lists them: a translated lesson with its version's texts, any
 * other in Portuguese (`inSource`). The modules are the original's, each named as the first of its lessons
 * translated with a module's name names it, else as the original names it: a course translated lesson by
 * lesson never shows one module twice, nor a lesson whose translation leaves out the name outside it.
 */
export function syllabusIn<L extends { modulo?: string | null; translations: readonly LessonVersion[] }>(
  lessons: readonly L[],
  lang: string,
) {
  const versions = lessons.map((lesson) => versionIn(lesson.translations, lang));
  const names = new Map<string, string>();
  lessons.forEach((lesson, index) => {
    const named = versions[index]?.modulo;
    if (lesson.modulo && named && !names.has(lesson.modulo)) names.set(lesson.modulo, named);
  });
  return lessons.map((lesson, index) => {
    const modulo = lesson.modulo ? (names.get(lesson.modulo) ?? lesson.modulo) : null;
    const version = versions[index];
    return version
      ? { ...lesson, titulo: version.titulo, duracao: version.duracao, modulo, path: version.path }
      : { ...lesson, modulo, inSource: true };
  });
}

/** A page as a translated page links to it: in the page's language, or in Portuguese (`inSource`), loaded anew. */
export interface LinkedPage {
  titulo: string;
  path: string;
  inSource?: boolean;
}

interface Translatable {
  titulo: string;
  translations: readonly { lang: string; titulo: string; path: string }[];
}

/**
 * A page a translated page links to (a lesson or chapter around it, its course or book): its version in
 * `lang` where there is one, else the Portuguese page at `path`, marked as such.
 */
export function linkedIn(page: Translatable | null | undefined, lang: string, path: string): LinkedPage | null {
  if (!page) return null;
  const translated = versionIn(page.translations, lang);
  return translated
    ? { titulo: translated.titulo, path: translated.path }
    : { titulo: page.titulo, path, inSource: true };
}
