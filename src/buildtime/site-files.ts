import fs from "node:fs";
import path from "node:path";
import { MANIFEST, ROUTES, SITE } from "../shared/site";
import { languagesOf } from "../shared/page-language";
import { editionPaths } from "../shared/editions";
import { themeColours } from "./design-tokens";
import { buildRobots, buildRss, buildSitemapFiles } from "./feeds";
import { INLINE_SCRIPT_HASHES } from "./policy";
import { netlifyHeadersBlock } from "./host-headers";
import {
  inlineScriptSources,
  makeInlineScriptsConstant,
  parserInsertedScripts,
  scriptHash,
  startGatsbyScriptsByLoader,
} from "./inline-scripts";
import { ADMIN_PATH } from "./admin-settings";
import type { FeedsData } from "./queries";

/**
 * The steps of onPostBuild that write the site's own files beside the pages: the feeds, the web app
 * manifest, the pages finished for the hosts, the headers, and Gatsby's leftovers removed. When each
 * runs, among the others, is said once, in hooks/on-post-build.ts.
 */

/** sitemap.xml (each page with its versions in other languages), robots.txt and the teachings' RSS feed, written next to the pages. */
export function writeFeeds(publicDir: string, data: FeedsData): void {
  const pages = data.allSitePage.nodes.map((page) => ({
    path: page.path,
    versions: languagesOf(page.pageContext).versions,
  }));
  for (const { file, content } of buildSitemapFiles(pages)) {
    fs.writeFileSync(path.join(publicDir, file), content);
  }
  fs.writeFileSync(path.join(publicDir, "robots.txt"), buildRobots());
  const items = data.allTeaching.nodes.map((teaching) => ({ ...teaching, path: ROUTES.teaching(teaching.slug) }));
  fs.writeFileSync(path.join(publicDir, "rss.xml"), buildRss(items));
}

/**
 * Every page once more: the NUL bytes React can leave (below), then Gatsby's inline scripts made the
 * same on every page and its external scripts started by the hashed loader (inline-scripts.ts).
 * Answers the scripts left that the policy does not allow, one line each (an inline script whose hash
 * it does not list, a `<script src>` the parser would meet): the browser would refuse them, so the
 * build stops on any.
 */
export function finishPages(publicDir: string): string[] {
  const allowed = new Set(INLINE_SCRIPT_HASHES);
  const refused: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const original = fs.readFileSync(file, "utf8");
    // React's streaming renderer, which writes Gatsby's HTML, was seen in React 18 emitting a NUL byte
    // where a multi-byte character meets a 2 KB chunk boundary (react#31134). Browsers drop it, but
    // crawlers and validators read it as part of the text.
    const html = startGatsbyScriptsByLoader(makeInlineScriptsConstant(original.replaceAll("\u0000", "")));
    if (html !== original) fs.writeFileSync(file, html);
    const page = path.relative(publicDir, file);
    for (const source of inlineScriptSources(html)) {
      const hash = scriptHash(source);
      if (!allowed.has(hash)) refused.push(`${page}: ${hash} (${source.slice(0, 60)}...)`);
    }
    for (const source of parserInsertedScripts(html))
      refused.push(`${page}: <script src="${source}"> (not started by the loader)`);
  }
  return refused;
}

/** The web app manifest, with the palette's colours (design-tokens.ts). */
export function writeManifest(publicDir: string): void {
  const colours = themeColours();
  const manifest = {
    name: SITE.name,
    short_name: MANIFEST.shortName,
    description: MANIFEST.description,
    lang: SITE.lang,
    start_url: ROUTES.home,
    scope: ROUTES.home,
    display: "standalone",
    background_color: colours.background,
    theme_color: colours.theme,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  fs.writeFileSync(path.join(publicDir, ROUTES.manifest.slice(1)), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The site's part of public/_headers (headers.ts); the adapter appends its own after it. */
export function writeHeaders(publicDir: string): void {
  fs.writeFileSync(path.join(publicDir, "_headers"), netlifyHeadersBlock());
}

/** An edition's e-mail (editions/files.ts): HTML for mail programs, not a page of the site. */
const EMAIL_FILE = path.basename(editionPaths(1).html);

/**
 * Pages only: Gatsby's data and assets, its slice fragments (stitched into the pages), the API, the
 * editions' e-mails and the editor (admin.ts writes its page whole, under a policy of its own) are skipped.
 */
function htmlFiles(publicDir: string): string[] {
  const skipped = new Set(
    ["page-data", "static", "_gatsby", "api", ADMIN_PATH.slice(1, -1)].map((name) => path.join(publicDir, name)),
  );
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return skipped.has(full) ? [] : walk(full);
      return entry.name.endsWith(".html") && entry.name !== EMAIL_FILE ? [full] : [];
    });
  return walk(publicDir);
}

/**
 * What Gatsby leaves in public/ for its own build and no visitor needs: the stats and chunk map it
 * reads while it renders the pages (each build writes them anew), and Partytown's files, copied by
 * Gatsby for scripts the site does not load off the main thread. Source maps are not written at all
 * (hooks/on-create-webpack-config.ts). Removed so that no host publishes them (e2e/nginx.spec.ts, e2e/netlify.spec.ts).
 */
export const BUILD_LEFTOVERS = ["webpack.stats.json", "chunk-map.json", "~partytown"] as const;

export function removeBuildLeftovers(publicDir: string): void {
  for (const name of BUILD_LEFTOVERS) fs.rmSync(path.join(publicDir, name), { recursive: true, force: true });
  for (const name of fs.readdirSync(publicDir)) {
    if (name.endsWith(".map")) fs.rmSync(path.join(publicDir, name));
  }
}
