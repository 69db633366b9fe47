import { buildRobots, buildRss, buildSitemap, sitemapPaths } from "../src/build/feeds";

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
    ];
    expect(sitemapPaths(paths)).toEqual(["/", "/contato/", "/ensinamentos/"]);
    const xml = buildSitemap(paths, SITE);
    expect(xml).toContain("<loc>https://exemplo.org/ensinamentos/</loc>");
    expect(xml).not.toContain("[id]");
    expect(xml.match(/<url>/g)).toHaveLength(3);
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
});
