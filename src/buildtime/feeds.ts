import { ROUTES, SITE } from "../shared/site";
import type { Version } from "../shared/page-language";
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
 * A page in the sitemap: its address and, when it has reviewed versions in other languages, every
 * version, itself included (src/shared/page-language.ts), which the entry lists as `xhtml:link`
 * alternates with `x-default` (the original), as the page's own `hreflang` links do (Google's
 * "localized versions": each version lists the same set).
 */
export interface SitemapPage {
  path: string;
  versions?: readonly Version[];
}

/**
 * Pages that belong in the sitemap: real pages only, not the 404 pages, client-only route shells
 * (`/cursos/[id]/`) or the /ensinos/ redirect.
 */
export function sitemapPages(pages: readonly SitemapPage[]): SitemapPage[] {
  return pages
    .filter(({ path: p }) => !/^\/(404|dev-404-page)/.test(p) && !p.includes("[") && p !== ROUTES.startNow)
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function buildSitemap(pages: readonly SitemapPage[], siteUrl: string = SITE.url): string {
  return urlSet(sitemapPages(pages), siteUrl);
}

function urlEntry({ path: p, versions = [] }: SitemapPage, siteUrl: string): string {
  const loc = `<loc>${escapeXml(absoluteUrl(p, siteUrl))}</loc>`;
  if (versions.length === 0) return `  <url>${loc}</url>`;
  const link = (hreflang: string, href: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(absoluteUrl(href, siteUrl))}"/>`;
  const alternates = versions.map((version) => link(version.hreflang, version.path)).join("");
  return `  <url>${loc}${alternates}${link("x-default", versions[0].path)}\n  </url>`;
}

function urlSet(pages: readonly SitemapPage[], siteUrl: string): string {
  const urls = pages.map((page) => urlEntry(page, siteUrl)).join("\n");
  const alternates = pages.some((page) => page.versions?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates}>\n${urls}\n</urlset>\n`;
}

/** The sitemaps protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap files: sitemap.xml alone up to the protocol's limit; past it, sitemap.xml becomes an
 * index of sitemap-1.xml, sitemap-2.xml… of at most `maxUrls` addresses each, so robots.txt and the
 * search engines keep one address whatever the size of the archive.
 */
export function buildSitemapFiles(
  pages: readonly SitemapPage[],
  siteUrl: string = SITE.url,
  maxUrls: number = SITEMAP_MAX_URLS,
): { file: string; content: string }[] {
  const all = sitemapPages(pages);
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

/** A feed's channel: its title, the page it belongs to, its own address and its language. */
interface Channel {
  title: string;
  description: string;
  home: string;
  feed: string;
  language: string;
}

/** The Portuguese teachings' feed, the site's own. */
const TEACHINGS_CHANNEL: Channel = {
  title: `Ensinamentos | ${SITE.name}`,
  description: SITE.description,
  home: ROUTES.teachings,
  feed: ROUTES.feed,
  language: SITE.lang,
};

/**
 * The feed of the teachings, `items` the most recent first (only the first RSS_MAX_ITEMS are kept): the
 * site's own, or a language's (src/buildtime/translations/feeds.ts).
 */
export function buildRss(
  items: readonly FeedItem[],
  siteUrl: string = SITE.url,
  channel: Channel = TEACHINGS_CHANNEL,
): string {
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
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(absoluteUrl(channel.home, siteUrl))}</link>
    <atom:link href="${escapeXml(absoluteUrl(channel.feed, siteUrl))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(channel.description)}</description>
    <language>${channel.language}</language>
${entries}
  </channel>
</rss>
`;
}
