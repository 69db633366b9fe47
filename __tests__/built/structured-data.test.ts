import fs from "node:fs";
import path from "node:path";
import { PUBLISHED, WITH_EXAMPLES, openBuilt } from "./built-site";

/**
 * What the pages tell search engines (schema.org, src/shared/structured-data/) and what a page behind
 * a loading state already carries, as the builds wrote them: both are in the HTML alone.
 */

/** The page's JSON-LD, and the site's address as its canonical link gives it. */
function structuredData<T>(build: string, route: string): { data: T; site: string } {
  const document = openBuilt(build, route);
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
  expect(canonical.endsWith(route)).toBe(true);
  const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}";
  return { data: JSON.parse(json) as T, site: canonical.slice(0, -route.length) };
}

describe("Structured data, in the build with the examples", () => {
  it("a course's page tells search engines it is a Course with its four lessons, in order", () => {
    const { data } = structuredData<{
      "@type": string;
      provider: { name: string };
      hasCourseInstance: { courseMode: string };
      hasPart: { "@type": string; name: string; url: string }[];
    }>(WITH_EXAMPLES, "/cursos/4/");
    expect(data["@type"]).toBe("Course");
    expect(data.provider.name).toBe("Instituto Evolução para Todos");
    expect(data.hasCourseInstance.courseMode).toBe("online");
    expect(data.hasPart.map((part) => [part["@type"], part.name, new URL(part.url).pathname])).toEqual([
      ["LearningResource", "O que é o Espiritismo", "/cursos/4/aulas/1/"],
      ["LearningResource", "A Codificação de Allan Kardec", "/cursos/4/aulas/2/"],
      ["LearningResource", "A prece no dia a dia", "/cursos/4/aulas/5/"],
      ["LearningResource", "Caridade: o amor em ação", "/cursos/4/aulas/7/"],
    ]);
  });

  it("a book's page tells search engines it is a Book, with its file as an EBook", () => {
    const { data } = structuredData<{
      "@type": string;
      numberOfPages: number;
      workExample: { bookFormat: string; encodingFormat: string; url: string };
    }>(WITH_EXAMPLES, "/livros/4/");
    expect(data["@type"]).toBe("Book");
    expect(data.numberOfPages).toBe(3);
    expect(data.workExample.bookFormat).toBe("https://schema.org/EBook");
    expect(data.workExample.encodingFormat).toBe("application/pdf");
    expect(data.workExample.url).toMatch(/\/static\/[0-9a-f]+\/o-caminho-da-caridade\.pdf$/);
  });

  it("an edition is a numbered issue of the institute's newsletter, with what it presents; the list, the periodical", () => {
    const { data, site } = structuredData<{
      "@type": string;
      issueNumber: number;
      datePublished: string;
      isPartOf: { "@type": string; url: string };
      mentions: { "@type": string; url: string }[];
    }>(WITH_EXAMPLES, "/boletins/1/");
    expect(data).toMatchObject({ "@type": "PublicationIssue", issueNumber: 1, datePublished: "2025-02-03" });
    expect(data.isPartOf).toEqual(expect.objectContaining({ "@type": "Periodical", url: `${site}/boletins/` }));
    expect(data.mentions.map((item) => [item["@type"], item.url])).toEqual([
      ["Article", `${site}/ensinamento/lobo-bom-lobo-mau/`],
      ["Article", `${site}/ensinamento/angulo-jardim-lixo/`],
      ["Course", `${site}/cursos/4/`],
      ["Book", `${site}/livros/4/`],
    ]);
    const list = structuredData<{ "@type": string; hasPart: { issueNumber: number }[] }>(WITH_EXAMPLES, "/boletins/");
    expect([list.data["@type"], list.data.hasPart.map((issue) => issue.issueNumber)]).toEqual([
      "Periodical",
      [3, 2, 1],
    ]);
  });

  it("the sitemap lists the editions' list and every edition's page, not their e-mails", () => {
    const { site } = structuredData(WITH_EXAMPLES, "/boletins/1/");
    const sitemap = fs.readFileSync(path.join(WITH_EXAMPLES, "sitemap.xml"), "utf8");
    for (const route of ["/boletins/", "/boletins/1/", "/boletins/2/", "/boletins/3/"])
      expect(sitemap).toContain(`<loc>${site}${route}</loc>`);
    expect(sitemap).not.toContain("email");
  });
});

describe("Content behind a loading state (docs/behaviour.md: States)", () => {
  it.each([
    ["/ensinamentos/", "O Lobo Bom e o Lobo Mau"],
    ["/cursos/", "Despertar da Consciência"],
    ["/livros/", "Transforme sua Vida"],
    ["/contato/", "Envie sua mensagem"],
  ])("%s carries its content in the pre-rendered HTML, under its loading state", (route, text) => {
    const html = openBuilt(PUBLISHED, route).documentElement.outerHTML;
    expect(html).toContain(text);
    expect(html).toContain("Carregando...");
  });
});
