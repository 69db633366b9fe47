import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { REVIEWED_LANGUAGES, SITE } from "../shared/site";
import { apiTeachingPath, type ApiTeachingDocument } from "../shared/api-teaching";
import { SEARCH_INDEX_PATH } from "../shared/search";

/**
 * The full-text search index (/busca/): Pagefind reads the teachings' pages as the build wrote them
 * (the part marked data-pagefind-body, with their data-pagefind-filter and -meta attributes; see
 * ArticleView), the pages of the available courses, lessons, books and chapters (StudyPage) and of the
 * newsletter's editions (EditionView, without the cards of what they present), the agenda's events
 * (EventView, without its calendars' and subscription's boxes), the page to support the institute
 * (DonationsView: its text and its accounts, not its codes nor the bank's numbers), and the
 * API's teachings from content/ensinos/, which have no page of their own in the build (/ensinos/{id}
 * is drawn in the browser). The placeholders of /cursos/{id} and /livros/{id} have no
 * data-pagefind-body, so Pagefind leaves them out. It writes a chunked index and its script into
 * public/pagefind/: a search fetches only the chunks its words need, so the site's first-load
 * JavaScript and a search's cost do not grow with the archive.
 */

export interface SearchIndexSummary {
  pages: number;
  apiTeachings: number;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** An API teaching as the page Pagefind indexes: its title, summary and HTML body, in Portuguese. */
function apiTeachingSearchPage(teaching: ApiTeachingDocument): string {
  const date = teaching.created_at.slice(0, 10);
  return [
    `<!DOCTYPE html><html lang="${SITE.lang}"><head><title>${escapeHtml(teaching.titulo)}</title></head><body>`,
    "<article data-pagefind-body>",
    `<h1>${escapeHtml(teaching.titulo)}</h1>`,
    /^\d{4}-\d{2}-\d{2}$/.test(date) ? `<span hidden data-pagefind-meta="date:${date}"></span>` : "",
    teaching.resumo ? `<p>${escapeHtml(teaching.resumo)}</p>` : "",
    teaching.conteudo,
    "</article></body></html>",
  ].join("");
}

/** The pages of the kinds that have translations (src/buildtime/translations/). */
const TRANSLATABLE_PAGES = [
  "ensinamento/*/index.html",
  "cursos/*/index.html",
  "cursos/*/aulas/*/index.html",
  "livros/*/index.html",
  "livros/*/capitulos/*/index.html",
];

/**
 * The pages the search reads, in public/: teachings, courses and lessons, books and chapters, with their
 * translations under each language's prefix (Pagefind keeps one index per page `lang`, and a search
 * loads its own page's: /en/busca/ finds the pages in English), the editions and the events.
 */
const INDEXED_PAGES = [
  ...TRANSLATABLE_PAGES,
  ...REVIEWED_LANGUAGES.flatMap((code) => TRANSLATABLE_PAGES.map((glob) => `${code}/${glob}`)),
  // The editions' pages, not their e-mails (email.html beside each page).
  "boletins/*/index.html",
  // Each event of the agenda (its page, not /agenda/'s listing, whose words are theirs).
  "agenda/*/index.html",
  // The page to support the institute, where the content has it.
  "apoie/index.html",
];

type PagefindApi = typeof import("pagefind");

/**
 * Pagefind's Node API. Its package exports it to `import` only, and Gatsby compiles gatsby-node into
 * CommonJS, where an import() becomes a require() that the package's exports refuse; Node (20.19 and
 * later) does load the same ES module when required by its file, found from the project's folder.
 */
function loadPagefind(projectRoot: string): PagefindApi {
  const load = createRequire(path.join(projectRoot, "package.json"));
  const folders = load.resolve.paths("pagefind") ?? [];
  const entry = folders.map((folder) => path.join(folder, "pagefind", "lib", "index.js")).find(fs.existsSync);
  if (!entry) throw new Error("o pacote pagefind não está instalado (npm ci)");
  return load(entry) as PagefindApi;
}

/** Builds the index of public/ into public/pagefind/; throws with Pagefind's messages on failure. */
export async function writeSearchIndex(
  projectRoot: string,
  publicDir: string,
  apiTeachings: readonly ApiTeachingDocument[],
): Promise<SearchIndexSummary> {
  const pagefind = loadPagefind(projectRoot);
  const fail = (step: string, errors: string[]) => {
    throw new Error(`Pagefind (${step}): ${errors.join("; ")}`);
  };
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) return fail("createIndex", errors);
    let pageCount = 0;
    for (const glob of INDEXED_PAGES) {
      const pages = await index.addDirectory({ path: publicDir, glob });
      if (pages.errors.length > 0) fail(`addDirectory ${glob}`, pages.errors);
      pageCount += pages.page_count;
    }
    for (const teaching of apiTeachings) {
      const added = await index.addHTMLFile({
        url: apiTeachingPath(teaching.id),
        content: apiTeachingSearchPage(teaching),
      });
      if (added.errors.length > 0) fail(`content/ensinos/${teaching.id}.html`, added.errors);
    }
    const written = await index.writeFiles({ outputPath: path.join(publicDir, SEARCH_INDEX_PATH.slice(1)) });
    if (written.errors.length > 0) fail("writeFiles", written.errors);
    return { pages: pageCount, apiTeachings: apiTeachings.length };
  } finally {
    await pagefind.close();
  }
}
