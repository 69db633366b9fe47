import fs from "node:fs";
import path from "node:path";
import { PUBLISHED, WITH_EXAMPLES, openBuilt } from "./built-site";
import { TEACHING_CATEGORIES } from "../../src/shared/catalogue";
import { REVIEWED_LANGUAGES, SITE } from "../../src/shared/site";
import { CATALOGUES } from "../../src/shared/texts/catalogues";

/**
 * The reviewed translations as the build with the examples wrote them (docs/translation.md, "Reviewed
 * translations"): the `hreflang` links, the sitemap's and the structured data's versions reach the pages,
 * and a language's home marks what it shows in Portuguese. What the build's steps give is tested apart
 * (__tests__/translations.test.tsx); here, that it is what a search engine reads.
 */

const ORIGINAL = "/ensinamento/lobo-bom-lobo-mau/";
const VERSIONS = [ORIGINAL, "/en/ensinamento/lobo-bom-lobo-mau/", "/es/ensinamento/lobo-bom-lobo-mau/"];
/** The set every version names: each version by its language's tag, and the original for any other language. */
const SET = ["pt-BR " + VERSIONS[0], "en " + VERSIONS[1], "es " + VERSIONS[2], "x-default " + ORIGINAL];

/** What a page's head says of its versions, and its structured data. */
function head(route: string) {
  const document = openBuilt(WITH_EXAMPLES, route);
  const absolute = (href: string | null) => (href?.startsWith(SITE.url) ? href.slice(SITE.url.length) : `(${href})`);
  const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}";
  return {
    canonical: absolute(document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null),
    alternates: Array.from(
      document.querySelectorAll('link[rel="alternate"][hreflang]'),
      (link) => `${link.getAttribute("hreflang")} ${absolute(link.getAttribute("href"))}`,
    ),
    data: JSON.parse(json) as Record<string, unknown>,
  };
}

/** The sitemap's entry of a page: its alternates, as `hreflang path`. */
function sitemapEntry(build: string, route: string): string[] | undefined {
  const sitemap = fs.readFileSync(path.join(build, "sitemap.xml"), "utf8");
  const entry = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map(([, body]) => body)
    .find((body) => body.includes(`<loc>${SITE.url}${route}</loc>`));
  if (entry === undefined) return undefined;
  return [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, hreflang, href]) => `${hreflang} ${href.slice(SITE.url.length)}`,
  );
}

describe("The reviewed translations, in the build with the examples", () => {
  it("name every version of a page in each one's head and sitemap entry, the same set, each page its own canonical", () => {
    expect(VERSIONS.map((route) => [route, head(route).canonical, head(route).alternates])).toEqual(
      VERSIONS.map((route) => [route, route, SET]),
    );
    expect(VERSIONS.map((route) => [route, sitemapEntry(WITH_EXAMPLES, route)])).toEqual(
      VERSIONS.map((route) => [route, SET]),
    );
  });

  it("name none on a page without translations, a language's home and search included", () => {
    for (const route of ["/quem-somos/", "/ensinamento/angulo-jardim-lixo/", "/en/", "/es/busca/"])
      expect([route, head(route).alternates, sitemapEntry(WITH_EXAMPLES, route)]).toEqual([route, [], []]);
  });

  it("tell search engines which work a translation translates, by whom, and the original its translations", () => {
    const version = (route: string, inLanguage: string) => ({ "@type": "Article", url: SITE.url + route, inLanguage });
    expect(head(VERSIONS[1]).data).toMatchObject({
      inLanguage: "en",
      translationOfWork: version(ORIGINAL, SITE.lang),
      translator: { "@type": "Person", name: "Equipe Evolução para Todos" },
    });
    expect(head(ORIGINAL).data).toMatchObject({
      workTranslation: [version(VERSIONS[1], "en"), version(VERSIONS[2], "es")],
    });
  });

  it("give each language with a translated teaching its feed, in that language, of its teachings alone, the one feed its pages link", () => {
    const feed = (code: string) => {
      const xml = fs.readFileSync(path.join(WITH_EXAMPLES, code, "rss.xml"), "utf8");
      const tag = (name: string) =>
        [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map(([, text]) => text);
      return { language: tag("language"), description: tag("description")[0], links: tag("link").slice(1) };
    };
    expect(feed("en")).toEqual({
      language: ["en"],
      description: CATALOGUES.en.translation.feedDescription,
      links: [SITE.url + VERSIONS[1]],
    });
    expect(feed("es")).toMatchObject({ language: ["es"], links: [SITE.url + VERSIONS[2]] });
    const linked = (route: string) =>
      Array.from(openBuilt(WITH_EXAMPLES, route).querySelectorAll('link[type="application/rss+xml"]'), (link) =>
        link.getAttribute("href"),
      );
    expect([ORIGINAL, VERSIONS[1], "/es/busca/"].map(linked)).toEqual([["/rss.xml"], ["/en/rss.xml"], ["/es/rss.xml"]]);
  });

  it("describe a translated chapter in its language, by its place in its book", () => {
    const description = (route: string) =>
      openBuilt(WITH_EXAMPLES, route).querySelector('meta[name="description"]')?.getAttribute("content");
    expect(["/livros/4/capitulos/1/", "/en/livros/4/capitulos/1/"].map(description)).toEqual([
      "Capítulo 1 de O Caminho da Caridade, para ler online.",
      "Chapter 1 of O Caminho da Caridade, to read online.",
    ]);
  });

  it("mark the teachings' categories, the content's own words, as Portuguese in a search in another language", () => {
    const select = openBuilt(WITH_EXAMPLES, "/en/busca/").querySelector('select[name="categoria"]');
    const options = Array.from(select?.querySelectorAll("option[lang]") ?? [], (option) => [
      option.textContent,
      option.getAttribute("lang"),
    ]);
    expect(options).toEqual(TEACHING_CATEGORIES.map((category) => [category, SITE.lang]));
  });

  it("list on a language's home a chapter with its book's title, marked as Portuguese where no person has translated the book", () => {
    const document = openBuilt(WITH_EXAMPLES, "/en/");
    const item = Array.from(document.querySelectorAll("li")).find(
      (li) => li.querySelector("a")?.textContent === "At Home",
    );
    expect(item?.querySelector(`p [lang="${SITE.lang}"]`)?.textContent).toBe("O Caminho da Caridade");
  });
});

describe("The published build, whose content has no translation", () => {
  it("has no page of another language, and names no version anywhere", () => {
    expect(REVIEWED_LANGUAGES.filter((code) => fs.existsSync(path.join(PUBLISHED, code)))).toEqual([]);
    expect(fs.readFileSync(path.join(PUBLISHED, "sitemap.xml"), "utf8")).not.toContain("xhtml:link");
  });
});
