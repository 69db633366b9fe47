import { ROUTES, SITE } from "../shared/site";
import type { ListedTeaching } from "../shared/teachings";

/** Pure builders of the files written next to the pages after the build (hooks/on-post-build.ts). */

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const absoluteUrl = (pathname: string, siteUrl: string = SITE.url) => `${siteUrl}${pathname}`;

/**
 * Paths that belong in the sitemap: real pages only, not the 404 pages, client-only route shells
 * (`/cursos/[id]/`) or the /ensinos/ redirect.
 */
export function sitemapPaths(paths: readonly string[]): string[] {
  return paths
    .filter((p) => !/^\/(404|dev-404-page)/.test(p) && !p.includes("[") && p !== ROUTES.startNow)
    .sort((a, b) => a.localeCompare(b));
}

export function buildSitemap(paths: readonly string[], siteUrl: string = SITE.url): string {
  return urlSet(sitemapPaths(paths), siteUrl);
}

function urlSet(paths: readonly string[], siteUrl: string): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(absoluteUrl(p, siteUrl))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The sitemaps protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap files: sitemap.xml alone up to the protocol's limit; past it, sitemap.xml becomes an
 * index of sitemap-1.xml, sitemap-2.xml… of at most `maxUrls` addresses each, so robots.txt and the
 * search engines keep one address whatever the size of the archive.
 */
export function buildSitemapFiles(
  paths: readonly string[],
  siteUrl: string = SITE.url,
  maxUrls: number = SITEMAP_MAX_URLS,
): { file: string; content: string }[] {
  const all = sitemapPaths(paths);
  if (all.length <= maxUrls) return [{ file: ROUTES.sitemap.slice(1), content: urlSet(all, siteUrl) }];
  const parts: { file: string; content: string }[] = [];
  for (let start = 0; start < all.length; start += maxUrls) {
    parts.push({
      file: `sitemap-${parts.length + 1}.xml`,
      content: urlSet(all.slice(start, start + maxUrls), siteUrl),
    });
  }
  const entries = parts
    .map((part) => `  <sitemap><loc>${escapeXml(absoluteUrl(`/${part.file}`, siteUrl))}</loc></sitemap>`)
    .join("\n");
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  return [{ file: ROUTES.sitemap.slice(1), content: index }, ...parts];
}

export function buildRobots(siteUrl: string = SITE.url): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(ROUTES.sitemap, siteUrl)}\n`;
}

/** A teaching in the RSS feed: its fields as the schema types them (publishedOn: YYYY-MM-DD), and its address. */
export type FeedItem = Pick<ListedTeaching, "titulo" | "resumo" | "publishedOn" | "autor"> & {
  path: string;
};

/** The feed carries the most recent teachings only: readers poll it, and it must not grow with the archive. */
export const RSS_MAX_ITEMS = 50;

/** The feed of the teachings, `items` the most recent first (only the first RSS_MAX_ITEMS are kept). */
export function buildRss(items: readonly FeedItem[], siteUrl: string = SITE.url): string {
  const entries = items
    .slice(0, RSS_MAX_ITEMS)
    .map((item) => {
      const link = escapeXml(absoluteUrl(item.path, siteUrl));
      return [
        "    <item>",
        `      <title>${escapeXml(item.titulo)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeXml(item.resumo)}</description>`,
        `      <dc:creator>${escapeXml(item.autor)}</dc:creator>`,
        `      <pubDate>${new Date(`${item.publishedOn}T12:00:00Z`).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`Ensinamentos | ${SITE.name}`)}</title>
    <link>${escapeXml(absoluteUrl(ROUTES.teachings, siteUrl))}</link>
    <atom:link href="${escapeXml(absoluteUrl(ROUTES.feed, siteUrl))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(SITE.description)}</description>
    <language>${SITE.lang}</language>
${entries}
  </channel>
</rss>
`;
}
