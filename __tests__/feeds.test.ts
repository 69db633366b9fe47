import {
  RSS_MAX_ITEMS,
  SITEMAP_MAX_URLS,
  buildRobots,
  buildRss,
  buildSitemap,
  buildSitemapFiles,
  sitemapPages,
} from "../src/buildtime/feeds";

const SITE = "https://exemplo.org";

describe("sitemap", () => {
  it("lists real pages only, with absolute URLs", () => {
    const paths = [
      "/",
      "/404/",
      "/404.html",
      "/dev-404-page/",
      "/cursos/[id]/",
      "/ensinos/",
      "/ensinamentos/",
      "/contato/",
    ].map((path) => ({ path }));
    expect(sitemapPages(paths).map((page) => page.path)).toEqual(["/", "/contato/", "/ensinamentos/"]);
    const xml = buildSitemap(paths, SITE);
    expect(xml).toContain("<loc>https://exemplo.org/ensinamentos/</loc>");
    expect(xml).not.toContain("[id]");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("is one file up to the protocol's 50,000 addresses", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const files = buildSitemapFiles(
      ["/", "/a/", "/b/"].map((path) => ({ path })),
      SITE,
      3,
    );
    expect(files.map((file) => file.file)).toEqual(["sitemap.xml"]);
    expect(files[0].content.match(/<url>/g)).toHaveLength(3);
  });

  it("past the limit, becomes an index of files that hold every address once", () => {
    const paths = ["/", "/a/", "/b/", "/c/", "/d/"].map((path) => ({ path }));
    const files = buildSitemapFiles(paths, SITE, 2);
    expect(files.map((file) => file.file)).toEqual(["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"]);
    expect(files[0].content).toContain("<sitemapindex");
    expect(files[0].content.match(/<loc>https:\/\/exemplo\.org\/sitemap-\d\.xml<\/loc>/g)).toHaveLength(3);
    const listed = files
      .slice(1)
      .flatMap((file) => [...file.content.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(listed).toEqual(sitemapPages(paths).map((page) => `${SITE}${page.path}`));
    for (const file of files.slice(1)) expect(file.content.match(/<url>/g)?.length).toBeLessThanOrEqual(2);
  });
});

describe("sitemap of a page with reviewed versions", () => {
  const versions = [
    { code: "pt", hreflang: "pt-BR", path: "/ensinamento/x/" },
    { code: "en", hreflang: "en", path: "/en/ensinamento/x/" },
    { code: "es", hreflang: "es", path: "/es/ensinamento/x/" },
  ];
  const xml = buildSitemap([{ path: "/" }, ...versions.map((version) => ({ path: version.path, versions }))], SITE);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  const alternatesOf = (entry: string) =>
    [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );

  it("lists, in each version's entry, the same set: every version and x-default, the original", () => {
    const expected = [
      "pt-BR https://exemplo.org/ensinamento/x/",
      "en https://exemplo.org/en/ensinamento/x/",
      "es https://exemplo.org/es/ensinamento/x/",
      "x-default https://exemplo.org/ensinamento/x/",
    ];
    const withVersions = entries.filter((entry) => entry.includes("ensinamento/x/"));
    expect(withVersions).toHaveLength(3);
    for (const entry of withVersions) expect(alternatesOf(entry)).toEqual(expected);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("lists no alternate for a page without versions", () => {
    const home = entries.find((entry) => entry.includes("<loc>https://exemplo.org/</loc>"));
    expect(home && alternatesOf(home)).toEqual([]);
  });
});

describe("robots.txt", () => {
  it("allows everything but the API and points at the sitemap", () => {
    expect(buildRobots(SITE)).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://exemplo.org/sitemap.xml\n",
    );
  });
});

describe("RSS", () => {
  it("has one escaped item per teaching with link, date and author", () => {
    const xml = buildRss(
      [
        {
          titulo: "Amor & <Caridade>",
          resumo: 'Um "resumo"',
          publishedOn: "2025-01-20",
          autor: "Equipe",
          path: "/ensinamento/a/",
        },
      ],
      SITE,
    );
    expect(xml).toContain("<title>Amor &amp; &lt;Caridade&gt;</title>");
    expect(xml).toContain("<link>https://exemplo.org/ensinamento/a/</link>");
    expect(xml).toContain("<description>Um &quot;resumo&quot;</description>");
    expect(xml).toContain("<pubDate>Mon, 20 Jan 2025 12:00:00 GMT</pubDate>");
    expect(xml).toContain("<language>pt-BR</language>");
  });

  it("carries the 50 most recent teachings only", () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      titulo: `Ensinamento ${index + 1}`,
      resumo: "Resumo",
      publishedOn: "2025-01-20",
      autor: "Equipe",
      path: `/ensinamento/e-${index + 1}/`,
    }));
    const xml = buildRss(items, SITE);
    expect(RSS_MAX_ITEMS).toBe(50);
    expect(xml.match(/<item>/g)).toHaveLength(50);
    expect(xml).toContain("<title>Ensinamento 50</title>");
    expect(xml).not.toContain("<title>Ensinamento 51</title>");
  });
});
