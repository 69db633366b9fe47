import type { Plural } from "./plural";
import type { ARTICLE as ArticleTexts } from "./article";
import type { BOOKS as BooksTexts } from "./books";
import type { COURSES as CoursesTexts } from "./courses";
import type { DONATIONS_LINK as DonationsLinkTexts, FRAME as FrameTexts } from "./frame";
import type { LANGUAGE_HOME as LanguageHomeTexts } from "./language-home";
import type { SEARCH as SearchTexts } from "./search";
import type { TRANSLATION as TranslationTexts } from "./translation";

/**
 * What a page published in a language other than Portuguese says around its content, one catalogue per
 * language (catalogues/<code>.ts), whose keys are the Portuguese texts' own: the type check refuses a
 * catalogue that lacks one (`npm run typecheck`). A catalogue is data (texts with `{names}` and
 * plurals, format.ts), which the build puts in the context of each page of its language; no
 * Portuguese page carries any of them.
 */

/** An area's texts: the Portuguese module's keys, each a text, a plural, or a table of texts. */
type Area<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends Plural
      ? Plural
      : T[K] extends Readonly<Record<string, string>>
        ? { readonly [Key in keyof T[K]]: string }
        : never;
};

/** The language itself: its code, its tag in the page's `lang`, its Open Graph locale, its name in itself. */
interface LanguageFacts {
  readonly code: string;
  readonly htmlLang: string;
  readonly ogLocale: string;
  readonly name: string;
}

export interface Catalogue {
  readonly language: LanguageFacts;
  readonly frame: Area<typeof FrameTexts & typeof DonationsLinkTexts>;
  readonly article: Area<typeof ArticleTexts>;
  readonly courses: Area<typeof CoursesTexts>;
  readonly books: Area<typeof BooksTexts>;
  readonly search: Area<typeof SearchTexts>;
  readonly languageHome: Area<typeof LanguageHomeTexts>;
  readonly translation: Area<typeof TranslationTexts>;
}

export type CatalogueArea = Exclude<keyof Catalogue, "language">;
