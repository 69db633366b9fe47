/**
 * @jest-environment node
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { checkBeforeSaving } from "../src/admin/check";
import { translationNodeFields, type TranslationFile } from "../src/buildtime/translations/node-work";
import { languageHomes, languagesOfPages, problemsOf } from "../src/buildtime/translations/pages";
import type { Translated } from "../src/buildtime/translations/translated";
import { SeoInLanguages } from "../src/components/SeoInLanguages";
import { CATALOGUES } from "../src/shared/texts/catalogues";
import type { PageLanguages } from "../src/shared/page-language";
import { REVIEWED_LANGUAGES, SITE } from "../src/shared/site";
import { modulesOf } from "../src/shared/study";
import { syllabusIn } from "../src/shared/translations";

/**
 * The reviewed translations (docs/translation.md, "Reviewed translations"): what the build refuses of a
 * translation's file, naming the file and the field, and the languages each page says it has, which its
 * `hreflang` links, its sitemap entry and the selector read.
 */

const TEACHING = "---\ntitulo: The Good Wolf\nresumo: A parable.\nrevisado_por: Ana\n---\n\nThe text.\n";

function file(relativePath: string, frontmatter: Record<string, unknown>, body = "\nThe text.\n"): TranslationFile {
  return {
    relativePath,
    absolutePath: `/site/content/traducoes/${relativePath}`,
    shownPath: `content/traducoes/${relativePath}`,
    frontmatter,
    source: TEACHING,
    body,
  };
}

const TEXTS = { titulo: "The Good Wolf", resumo: "A parable.", revisado_por: "Ana" };

describe("a translation's file", () => {
  it("gives its texts, its language, its original's name and its own reading time", async () => {
    const node = await translationNodeFields(file("en/ensinamentos/lobo-bom-lobo-mau.mdx", TEXTS));
    expect(node).toMatchObject({
      ok: true,
      type: "TeachingTranslation",
      fields: {
        ...TEXTS,
        lang: "en",
        originalName: "lobo-bom-lobo-mau",
        bodyHtml: "<p>The text.</p>",
        readingMinutes: 1,
        sourceFile: "content/traducoes/en/ensinamentos/lobo-bom-lobo-mau.mdx",
      },
    });
  });

  it.each([
    [
      "a language the setting does not list",
      file("fr/ensinamentos/lobo-bom-lobo-mau.mdx", TEXTS),
      `content/traducoes/fr/ensinamentos/lobo-bom-lobo-mau.mdx: o idioma "fr" não é um dos que o site publica (${REVIEWED_LANGUAGES.join(", ")})`,
    ],
    [
      "a kind that does not translate",
      file("en/agenda/estudo.mdx", TEXTS),
      'content/traducoes/en/agenda/estudo.mdx: "agenda" não é uma pasta que se traduz (ensinamentos, cursos, aulas, livros, capitulos)',
    ],
    [
      "a field that comes from the original, naming those that translate",
      file("en/ensinamentos/lobo-bom-lobo-mau.mdx", { ...TEXTS, data: "2025-01-10" }),
      'content/traducoes/en/ensinamentos/lobo-bom-lobo-mau.mdx: "data" não se traduz: vem do original. Uma tradução tem só o que se lê como texto (titulo, resumo)',
    ],
    [
      "no reviewer",
      file("es/ensinamentos/lobo-bom-lobo-mau.mdx", { titulo: "El lobo", resumo: "Una parábola." }),
      'content/traducoes/es/ensinamentos/lobo-bom-lobo-mau.mdx: "revisado_por" é obrigatório',
    ],
    [
      "an original other than its file's name",
      file("en/ensinamentos/lobo-bom-lobo-mau.mdx", { ...TEXTS, original: "angulo-jardim-lixo" }),
      'content/traducoes/en/ensinamentos/lobo-bom-lobo-mau.mdx: "original" (angulo-jardim-lixo) não é o nome deste arquivo (lobo-bom-lobo-mau)',
    ],
    [
      "a place other than <language>/<folder>/<file>",
      file("en/lobo-bom-lobo-mau.mdx", TEXTS),
      "content/traducoes/en/lobo-bom-lobo-mau.mdx: uma tradução fica em content/traducoes/<idioma>/<pasta do original>/<arquivo do original>",
    ],
  ])("is refused with %s", async (_case, translation, message) => {
    const node = await translationNodeFields(translation);
    expect(node.ok).toBe(false);
    if (node.ok) return;
    expect(node.errors.join("\n")).toContain(message);
  });

  it("is refused, once every file is loaded, without its original or without the text its original has", () => {
    const base: Translated = {
      kind: "teachings",
      id: "1",
      lang: "en",
      sourceFile: "content/traducoes/en/ensinamentos/x.mdx",
      originalName: "x",
      path: "/en/ensinamento/x/",
      titulo: "X",
      summary: null,
      hasBody: "<p>x</p>",
      revisedOn: null,
      original: { path: "/ensinamento/x/", hasBody: "<p>x</p>", available: true },
    };
    expect(problemsOf([base])).toEqual([]);
    expect(problemsOf([{ ...base, original: null }])).toEqual([
      "content/traducoes/en/ensinamentos/x.mdx: não há original com este nome (ensinamentos/x.mdx); uma tradução tem o nome do arquivo que traduz",
    ]);
    expect(problemsOf([{ ...base, hasBody: null }])).toEqual([
      "content/traducoes/en/ensinamentos/x.mdx: o texto depois do cabeçalho está vazio, mas o original tem texto: traduza-o também",
    ]);
  });
});

describe("a translation made in the editor", () => {
  const COLLECTION = "traducoes-en-ensinamentos";
  const data = { ...TEXTS, body: "The text." };

  it("is refused before saving without the original it names its file after; one saved already keeps its name", () => {
    expect(checkBeforeSaving(COLLECTION, data)).toEqual([
      'content/traducoes/en/ensinamentos/(novo).mdx: "original" é obrigatório: o arquivo leva o nome dele',
    ]);
    expect(checkBeforeSaving(COLLECTION, { ...data, original: "lobo-bom-lobo-mau" })).toEqual([]);
    expect(checkBeforeSaving(COLLECTION, data, "content/traducoes/en/ensinamentos/lobo-bom-lobo-mau.mdx")).toEqual([]);
  });
});

describe("the languages of the pages", () => {
  const translated = (lang: "en" | "es", originalPath: string): Translated => ({
    kind: "teachings",
    id: `${lang}${originalPath}`,
    lang,
    sourceFile: `content/traducoes/${lang}${originalPath}`,
    originalName: "x",
    path: `/${lang}${originalPath}`,
    titulo: "X",
    summary: null,
    hasBody: null,
    revisedOn: null,
    original: { path: originalPath, hasBody: null, available: true },
  });
  const languages = languagesOfPages([
    translated("en", "/ensinamento/x/"),
    translated("es", "/ensinamento/x/"),
    translated("es", "/cursos/4/"),
  ]);

  it("gives every version of a page the same set of versions, the original first, and none to a page without", () => {
    const set = ["pt-BR /ensinamento/x/", "en /en/ensinamento/x/", "es /es/ensinamento/x/"];
    for (const page of ["/ensinamento/x/", "/en/ensinamento/x/", "/es/ensinamento/x/"])
      expect([page, languages.get(page)?.versions?.map(({ hreflang, path }) => `${hreflang} ${path}`)]).toEqual([
        page,
        set,
      ]);
    expect(languages.get("/cursos/4/")?.versions?.map(({ hreflang }) => hreflang)).toEqual(["pt-BR", "es"]);
    expect(languages.has("/ensinamento/y/")).toBe(false);
  });

  it("gives a translation its language and catalogue, and the original the line offering each version in its language", () => {
    expect(languages.get("/en/ensinamento/x/")?.translated).toEqual({ code: "en", texts: CATALOGUES.en, feed: true });
    expect(languages.get("/ensinamento/x/")?.translated).toBeUndefined();
    expect(languages.get("/ensinamento/x/")?.offers).toEqual([
      expect.objectContaining({ code: "en", path: "/en/ensinamento/x/", text: CATALOGUES.en.translation.offer }),
      expect.objectContaining({ code: "es", path: "/es/ensinamento/x/", text: CATALOGUES.es.translation.offer }),
    ]);
  });

  it("writes them in the head: lang, og:locale, each version and x-default with absolute addresses, and the language's feed", () => {
    const head = renderToStaticMarkup(
      <SeoInLanguages
        title="The Good Wolf"
        pathname="/en/ensinamento/x/"
        languages={languages.get("/en/ensinamento/x/")}
      />,
    );
    expect(head).toContain('<html lang="en">');
    expect(head).toContain('<meta property="og:locale" content="en_US"/>');
    expect(head).toContain(`<link rel="canonical" href="${SITE.url}/en/ensinamento/x/"/>`);
    const alternates = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );
    expect(alternates).toEqual([
      `pt-BR ${SITE.url}/ensinamento/x/`,
      `en ${SITE.url}/en/ensinamento/x/`,
      `es ${SITE.url}/es/ensinamento/x/`,
      `x-default ${SITE.url}/ensinamento/x/`,
    ]);
    expect(head).toContain('type="application/rss+xml" title="Teachings in English" href="/en/rss.xml"');
    const portuguese = renderToStaticMarkup(<SeoInLanguages title="Contato" pathname="/contato/" />);
    expect(portuguese).toContain(`<html lang="${SITE.lang}">`);
    expect(portuguese).not.toContain("hrefLang");
  });

  describe("of a language's home and search", () => {
    // Spanish with a course alone: a home and a search, but no feed.
    const homes = languageHomes([
      translated("en", "/ensinamento/x/"),
      { ...translated("es", "/cursos/4/"), kind: "courses" },
    ]);
    const paths = (versions: { path: string }[] = []) => versions.map(({ path }) => path);

    it("gives the selector the same page in Portuguese and in each language that has one, and names no version", () => {
      expect(
        homes.map(({ code, home, search }) => [code, paths(home.counterparts), paths(search.counterparts)]),
      ).toEqual([
        ["en", ["/", "/en/", "/es/"], ["/busca/", "/en/busca/", "/es/busca/"]],
        ["es", ["/", "/en/", "/es/"], ["/busca/", "/en/busca/", "/es/busca/"]],
      ]);
      expect(homes.flatMap(({ home, search }) => [home.versions, search.versions])).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    });

    it("links a language's feed only where a teaching is translated into it, so that the feed exists", () => {
      const feedOf = (languages: PageLanguages) =>
        /type="application\/rss\+xml"[^>]* href="([^"]+)"/.exec(
          renderToStaticMarkup(<SeoInLanguages title="Home" pathname="/x/" languages={languages} />),
        )?.[1] ?? null;
      expect(homes.map(({ code, home }) => [code, feedOf(home)])).toEqual([
        ["en", "/en/rss.xml"],
        ["es", null],
      ]);
    });
  });
});

describe("a course's syllabus in another language", () => {
  const lesson = (titulo: string, modulo: string | null, version?: { titulo: string; modulo?: string | null }) => ({
    titulo,
    duracao: "20 min",
    modulo,
    translations: version ? [{ lang: "en", path: `/en/${titulo}/`, duracao: "20 min", ...version }] : [],
  });

  it("keeps the original's modules, named by the first lesson translated with a name, the rest in Portuguese", () => {
    const syllabus = syllabusIn(
      [
        lesson("a", "Módulo 1: Fundamentos", { titulo: "A", modulo: "Module 1: Foundations" }),
        lesson("b", "Módulo 1: Fundamentos"),
        lesson("c", "Módulo 2: Prática", { titulo: "C" }),
        lesson("d", null),
      ],
      "en",
    );
    expect(syllabus.map((item) => [item.titulo, item.modulo, "inSource" in item])).toEqual([
      ["A", "Module 1: Foundations", false],
      ["b", "Module 1: Foundations", true],
      ["C", "Módulo 2: Prática", false],
      ["d", null, true],
    ]);
    expect(modulesOf(syllabus).map(({ title, lessons }) => [title, lessons.length])).toEqual([
      ["Module 1: Foundations", 2],
      ["Módulo 2: Prática", 1],
      [null, 1],
    ]);
  });
});
