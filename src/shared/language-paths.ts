import { REVIEWED_LANGUAGES, ROUTES, type ReviewedLanguage } from "./site";
import { pathIn } from "./page-language";

/**
 * The addresses of the pages in each language the site publishes in (docs/translation.md, "Reviewed
 * translations"), for the build and the pages of those languages; apart from page-language.ts, which
 * every page carries.
 */

export const isReviewedLanguage = (code: string): code is ReviewedLanguage =>
  (REVIEWED_LANGUAGES as readonly string[]).includes(code);

/** The pages every language the site publishes in has: its home and its search (docs/translation.md). */
const PAGES_OF_EVERY_LANGUAGE: readonly string[] = [ROUTES.home, ROUTES.search];

/**
 * Where a link of the frame leads on a page in `code`: the page in that language where there is one (the
 * home, the search), else the Portuguese page (`inSource` true).
 */
export function frameHref(code: ReviewedLanguage, href: string): { href: string; inSource: boolean } {
  return PAGES_OF_EVERY_LANGUAGE.includes(href)
    ? { href: pathIn(code, href), inSource: false }
    : { href, inSource: true };
}
