import { REVIEWED_LANGUAGES, ROUTES, SITE, type ReviewedLanguage } from "./site";
import type { Catalogue } from "./texts/catalogue";

/**
 * What a page's context says of its languages (docs/translation.md, "Reviewed translations"), given by
 * the build (src/buildtime/translations/): a page published in another language carries that language's
 * code and catalogue; a page with reviewed versions carries them all, itself included, for its
 * `hreflang` links, its sitemap entry and the language selector; a Portuguese page with reviewed
 * versions also carries the line that offers each, in that version's language.
 */

/** One version of a page: its language's code ("pt" for the original), its tag (`hreflang`), its address. */
export interface Version {
  code: string;
  hreflang: string;
  path: string;
}

/** The line that offers a Portuguese page's reviewed version, in that version's language. */
export interface Offer extends Version {
  text: string;
  link: string;
}

export interface PageLanguages {
  /** On a page published in another language: that language and its catalogue. */
  translated?: { code: ReviewedLanguage; texts: Catalogue };
  /** Every version of the page, the original first, when it has reviewed ones. */
  versions?: Version[];
  /** On a Portuguese page with reviewed versions: the line offering each. */
  offers?: Offer[];
}

/** The key of a page's context under which the build puts its languages. */
export const LANGUAGES_CONTEXT_KEY = "languages";

/** What the build put in a page's context of its languages, or none. */
export function languagesOf(pageContext: unknown): PageLanguages {
  if (typeof pageContext !== "object" || pageContext === null) return {};
  const languages: unknown = Reflect.get(pageContext, LANGUAGES_CONTEXT_KEY);
  return typeof languages === "object" && languages !== null ? languages : {};
}

export const isReviewedLanguage = (code: string): code is ReviewedLanguage =>
  (REVIEWED_LANGUAGES as readonly string[]).includes(code);

/** The address of a page in a language: the original's under the language's prefix (`/en/ensinamento/…/`). */
export const pathIn = (code: ReviewedLanguage, path: string) => `/${code}${path}`;

/** The pages every language the site publishes in has: its home and its search (docs/translation.md). */
const PAGES_OF_EVERY_LANGUAGE: readonly string[] = [ROUTES.home, ROUTES.search];

/**
 * Where a link of the frame leads on a page in `code`: the page in that language where there is one (the
 * home, the search), else the Portuguese page (`inSource` true).
 */
export function frameHref(code: string, href: string): { href: string; inSource: boolean } {
  if (!isReviewedLanguage(code)) return { href, inSource: false };
  return PAGES_OF_EVERY_LANGUAGE.includes(href)
    ? { href: pathIn(code, href), inSource: false }
    : { href, inSource: true };
}

/** An address without its language's prefix: the original's (`/en/ensinamento/x/` → `/ensinamento/x/`). */
export function sourcePath(path: string): string {
  const code = languageOfPath(path);
  return code === SITE.sourceLanguage ? path : path.slice(code.length + 1);
}

/** The language of an address: a reviewed language's code, or the source language's. */
function languageOfPath(path: string): string {
  const first = path.split("/")[1] ?? "";
  return isReviewedLanguage(first) ? first : SITE.sourceLanguage;
}
