import type { ReviewedLanguage } from "./site";
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
  /**
   * On a page published in another language: that language, its catalogue, and whether it has a feed
   * (it has one when a teaching is translated into it: src/buildtime/translations/feeds.ts).
   */
  translated?: { code: ReviewedLanguage; texts: Catalogue; feed: boolean };
  /** Every version of the page, the original first, when it has reviewed ones. */
  versions?: Version[];
  /** On a Portuguese page with reviewed versions: the line offering each. */
  offers?: Offer[];
  /**
   * On a language's home and search (`/en/`, `/en/busca/`), which are not versions of the Portuguese ones
   * and name none (no `hreflang`): the page the language selector opens for each language that has one,
   * the Portuguese home or search first.
   */
  counterparts?: Version[];
}

/** The key of a page's context under which the build puts its languages. */
export const LANGUAGES_CONTEXT_KEY = "languages";

/** What the build put in a page's context of its languages, or none. */
export function languagesOf(pageContext: unknown): PageLanguages {
  if (typeof pageContext !== "object" || pageContext === null) return {};
  const languages: unknown = Reflect.get(pageContext, LANGUAGES_CONTEXT_KEY);
  return typeof languages === "object" && languages !== null ? languages : {};
}

/** The address of a page in a language: the original's under the language's prefix (`/en/ensinamento/…/`). */
export const pathIn = (code: ReviewedLanguage, path: string) => `/${code}${path}`;

/**
 * An address without its language's prefix, on a page in `code`: the original's (`/en/ensinamento/x/` →
 * `/ensinamento/x/`). Every page carries this and `pathIn`; the other rules of each language's addresses
 * are in language-paths.ts, which only the pages of those languages carry.
 */
export const sourcePath = (path: string, code: ReviewedLanguage) => path.slice(code.length + 1);
