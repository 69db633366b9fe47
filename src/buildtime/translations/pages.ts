import path from "node:path";
import { AVAILABLE } from "../../shared/catalogue";
import {
  LANGUAGES_CONTEXT_KEY,
  pathIn,
  type Offer,
  type PageLanguages,
  type Version,
} from "../../shared/page-language";
import { REVIEWED_LANGUAGES, ROUTES, SITE, type ReviewedLanguage } from "../../shared/site";
import type { StudyPageContext } from "../../shared/study";
import { CATALOGUES } from "../../shared/texts/catalogues";
import type { LanguageHomeItem, LanguageHomePageContext } from "../../shared/translations";
import type { PagesStep } from "../feature";
import { failOnInvalidContent, runQuery } from "../gatsby-args";
import { STUDY_PAGES_QUERY, type StudyPagesData } from "../queries";
import { studyPages } from "../study-pages";
import { translations } from "./queries";
import { inFeedOf, publishedOf, translatedOf, type Kind, type Translated } from "./translated";

/**
 * The pages of the translations (docs/translation.md, "Reviewed translations"): each translation at its
 * original's address under its language's prefix, in its language's frame (its catalogue in the page's
 * context); each language with a translation its home (`/en/`) and its search (`/en/busca/`); and, for
 * every original with a translation, the versions its page names (`hreflang`) and the lines that offer
 * each, which the site's own pages take from here (hooks/create-pages.ts). First, what every translation
 * must hold once all files are loaded: an original of that name, and a text where the original has one.
 */

/** Each kind's templates and folder name (the original's, which its translations' folder repeats). */
const KINDS: Record<Kind, { template: string; folder: string }> = {
  teachings: { template: "src/templates/translated-teaching.tsx", folder: "ensinamentos" },
  courses: { template: "src/templates/translated-course.tsx", folder: "cursos" },
  lessons: { template: "src/templates/translated-course.tsx", folder: "aulas" },
  books: { template: "src/templates/translated-book.tsx", folder: "livros" },
  chapters: { template: "src/templates/translated-book.tsx", folder: "capitulos" },
};

/** What the build refuses once every file is loaded: a translation without its original, or without a text the original has. */
export function problemsOf(all: readonly Translated[]): string[] {
  return all.flatMap((translation) => {
    const { original, sourceFile, originalName, kind } = translation;
    if (!original)
      return [
        `${sourceFile}: não há original com este nome (${KINDS[kind].folder}/${originalName}.mdx); ` +
          "uma tradução tem o nome do arquivo que traduz",
      ];
    if (original.hasBody && !translation.hasBody)
      return [`${sourceFile}: o texto depois do cabeçalho está vazio, mas o original tem texto: traduza-o também`];
    return [];
  });
}

/** A language's version of a page: its code, its tag, its address. */
const versionOf = (code: ReviewedLanguage, path: string): Version => ({
  code,
  hreflang: CATALOGUES[code].language.htmlLang,
  path,
});

/** The context a page published in `code` carries of its languages. */
const translatedPage = (
  published: readonly Translated[],
  code: ReviewedLanguage,
  versions: Pick<PageLanguages, "versions" | "counterparts"> = {},
): PageLanguages => ({
  translated: { code, texts: CATALOGUES[code], feed: inFeedOf(published, code).length > 0 },
  ...versions,
});

/** A language's home: what exists in it, by kind, the newest first (a teaching's date, else when it was reviewed). */
function homeOf(code: ReviewedLanguage, pages: readonly Translated[]): LanguageHomePageContext["home"] {
  const newestFirst = (a: Translated, b: Translated) =>
    (b.original?.publishedOn ?? b.revisedOn ?? "").localeCompare(a.original?.publishedOn ?? a.revisedOn ?? "") ||
    a.titulo.localeCompare(b.titulo, CATALOGUES[code].language.htmlLang);
  const items = (kind: Kind): LanguageHomeItem[] =>
    pages
      .filter((page) => page.kind === kind)
      .sort(newestFirst)
      .map((page) => ({
        titulo: page.titulo,
        summary: page.summary,
        ...(page.summaryInSource ? { summaryInSource: true } : {}),
        path: page.path,
        publishedOn: page.original?.publishedOn ?? null,
      }));
  return {
    teachings: items("teachings"),
    courses: items("courses"),
    lessons: items("lessons"),
    books: items("books"),
    chapters: items("chapters"),
  };
}

/**
 * What each page with reviewed versions says of its languages, by its address: every version, the
 * original first, the same list on each (Google's "localized versions" are reciprocal); the original
 * also the line that offers each version, in that version's language; a translation its language and
 * catalogue. A page without translations is not in the map, and lists none.
 */
export function languagesOfPages(published: readonly Translated[]): Map<string, PageLanguages> {
  const byOriginal = new Map<string, Translated[]>();
  for (const translation of published) {
    const originalPath = translation.original?.path ?? "";
    byOriginal.set(originalPath, [...(byOriginal.get(originalPath) ?? []), translation]);
  }
  const languages = new Map<string, PageLanguages>();
  for (const [originalPath, translated] of byOriginal) {
    const versions: Version[] = [
      { code: SITE.sourceLanguage, hreflang: SITE.lang, path: originalPath },
      ...translated.map((translation) => versionOf(translation.lang, translation.path)),
    ];
    const offers: Offer[] = translated.map((translation) => ({
      ...versionOf(translation.lang, translation.path),
      text: CATALOGUES[translation.lang].translation.offer,
      link: CATALOGUES[translation.lang].translation.offerLink,
    }));
    languages.set(originalPath, { versions, offers });
    for (const translation of translated)
      languages.set(translation.path, translatedPage(published, translation.lang, { versions }));
  }
  return languages;
}

/**
 * The home and the search of each language with a translation, with what each says of its languages: the
 * language's, and, for the selector alone, the same page in Portuguese and in each other language that has
 * one (`counterparts`: they are not versions of the Portuguese home and search, and name none).
 */
export function languageHomes(published: readonly Translated[]) {
  const codes = REVIEWED_LANGUAGES.filter((code) => published.some((translation) => translation.lang === code));
  const counterparts = (route: string): Version[] => [
    { code: SITE.sourceLanguage, hreflang: SITE.lang, path: route },
    ...codes.map((code) => versionOf(code, pathIn(code, route))),
  ];
  return codes.map((code) => ({
    code,
    pages: published.filter((translation) => translation.lang === code),
    home: translatedPage(published, code, { counterparts: counterparts(ROUTES.home) }),
    search: translatedPage(published, code, { counterparts: counterparts(ROUTES.search) }),
  }));
}

export const createTranslationPages: PagesStep = async (args) => {
  const { actions, reporter } = args;
  const data = await translations(args);
  if (!data) return;
  const all = translatedOf(data);
  if (failOnInvalidContent(reporter, problemsOf(all))) return;
  // A translation of a course or book not yet available has no page, as its original has none.
  const published = publishedOf(all);
  for (const translation of all.filter((candidate) => !published.includes(candidate)))
    reporter.warn(`${translation.sourceFile}: o original ainda não está Disponível; a tradução espera por ele`);

  const languages = languagesOfPages(published);

  // A lesson's or a chapter's place and neighbours, as its original's page has them (study-pages.ts).
  const study = await runQuery<StudyPagesData>(args, "Não foi possível ler os cursos e os livros.", STUDY_PAGES_QUERY, {
    available: AVAILABLE,
  });
  const studyContexts = new Map(
    studyPages(study ?? { allCourse: { nodes: [] }, allBook: { nodes: [] } }).map((page) => [page.path, page.context]),
  );

  for (const translation of published) {
    const originalPath = translation.original?.path ?? "";
    const place: Omit<StudyPageContext, "id"> = studyContexts.get(originalPath) ?? {
      previousId: null,
      nextId: null,
      position: 0,
      count: 0,
    };
    actions.createPage({
      path: translation.path,
      component: path.resolve(KINDS[translation.kind].template),
      context: {
        ...place,
        id: translation.id,
        lang: translation.lang,
        [LANGUAGES_CONTEXT_KEY]: languages.get(translation.path) ?? {},
      },
    });
  }

  for (const { code, pages, home, search } of languageHomes(published)) {
    const context: LanguageHomePageContext = { [LANGUAGES_CONTEXT_KEY]: home, home: homeOf(code, pages) };
    actions.createPage({
      path: pathIn(code, ROUTES.home),
      component: path.resolve("src/templates/language-home.tsx"),
      context,
    });
    actions.createPage({
      path: pathIn(code, ROUTES.search),
      component: path.resolve("src/templates/language-search.tsx"),
      context: { [LANGUAGES_CONTEXT_KEY]: search },
    });
  }

  // The originals' pages: their versions, and the lines offering them (hooks/create-pages.ts adds them).
  const pages = new Map<string, Record<string, unknown>>();
  for (const [pagePath, pageLanguages] of languages)
    if (!pageLanguages.translated) pages.set(pagePath, { [LANGUAGES_CONTEXT_KEY]: pageLanguages });
  return { pages };
};
