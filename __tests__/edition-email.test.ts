/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mjml2html from "mjml";
import {
  EDITION_LEAVE_PLACEHOLDER,
  EDITIONS_MANIFEST_PATH,
  editionPaths,
  parseEditionsManifest,
} from "../src/shared/editions";
import { SITE } from "../src/shared/site";
import { writeEditions } from "../src/buildtime/editions/files";
import { editionMjml, emailPalette, type EmailEdition } from "../src/buildtime/editions/email";
import { EDITION_FILES_QUERY, type EditionFileNode } from "../src/buildtime/editions/queries";
import { selectionOf } from "./fixtures/query-selection";

/** An edition's e-mail and the manifest (docs/routes.md, "Editions"), as the build writes them into public/. */

const SITE_URL = "https://boletim.example.org";
const PARAGRAPHS = ["Este é o primeiro boletim do instituto, com uma reflexão curta e o que há de novo no site."];
const BODY = [
  PARAGRAPHS[0],
  "![Um sol pálido sobre o céu dourado](/imagens/ensinos/1.jpg)",
  "## Por onde começar",
  "Leia [O Caminho da Caridade](/livros/4/) e [um site amigo](https://outro.example.net/pagina).",
  "> Fora da caridade não há salvação.",
].join("\n\n");

const EDITION: EditionFileNode = {
  numero: 7,
  titulo: 'A caridade <mj-raw>começa</mj-raw> em casa & "sempre"',
  publishedOn: "2025-02-03",
  longDate: "3 de fevereiro de 2025",
  excerpt: "Este é o primeiro boletim do instituto.",
  sourceFile: "content/boletins/a-caridade.mdx",
  parent: { body: BODY },
  teachings: [
    { slug: "lobo-bom-lobo-mau", titulo: "O Lobo Bom e o Lobo Mau", resumo: "Dois lobos & <b>uma</b> escolha." },
  ],
  courses: [{ contentId: 4, titulo: "Introdução ao Estudo Espírita", descricao: "Um curso aberto." }],
  books: [{ contentId: 4, titulo: "O Caminho da Caridade", descricao: "Três capítulos curtos." }],
  events: [],
};

/** A lecture of the agenda an edition announces. */
const LECTURE: EditionFileNode["events"][number] = {
  slug: "caridade-e-esperanca",
  titulo: "Caridade & esperança",
  tipo: "Palestra pública",
  expositor: "João Batista Moreira",
  when: "quarta-feira, 2 de dezembro de 2026, 19h30 às 20h30, horário de Brasília",
};
const LECTURE_LINE =
  "Palestra pública · quarta-feira, 2 de dezembro de 2026, 19h30 às 20h30, horário de Brasília · com João Batista Moreira";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "boletins-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function written(node: EditionFileNode = EDITION) {
  const result = await writeEditions(dir, [node], SITE_URL);
  expect(result.errors).toEqual([]);
  const paths = editionPaths(node.numero);
  return {
    html: fs.readFileSync(path.join(dir, paths.html), "utf8"),
    text: fs.readFileSync(path.join(dir, paths.texto), "utf8"),
  };
}

/** Every `href` and `src` of the HTML (MJML writes attributes in double quotes). */
const addresses = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
const oneLine = (text: string) => text.replace(/\s+/g, " ");

describe("what the build publishes for the service", () => {
  it("writes each edition's e-mail beside its page and lists it in the manifest, whose paths the service can trust", async () => {
    const result = await writeEditions(dir, [EDITION, { ...EDITION, numero: 2, titulo: "Outra" }], SITE_URL);
    expect(result).toEqual({ errors: [], warnings: [], editions: 2 });
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(dir, EDITIONS_MANIFEST_PATH), "utf8"));
    expect(manifest).toEqual({
      edicoes: [
        {
          numero: 7,
          titulo: EDITION.titulo,
          data: "2025-02-03",
          assunto: `Boletim nº 7: ${EDITION.titulo}`,
          pagina: "/boletins/7/",
          html: "/boletins/7/email.html",
          texto: "/boletins/7/email.txt",
        },
        expect.objectContaining({ numero: 2, assunto: "Boletim nº 2: Outra", pagina: "/boletins/2/" }),
      ],
    });
    expect(parseEditionsManifest(manifest)).toMatchObject({ ok: true });
    for (const file of ["boletins/7/email.html", "boletins/7/email.txt", "boletins/2/email.html"])
      expect(fs.existsSync(path.join(dir, file))).toBe(true);
  });

  it("is given by a query that selects every field of an edition the e-mail and the manifest are made of", () => {
    const items = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, true]));
    const node: Record<keyof EditionFileNode, unknown> = {
      numero: true,
      titulo: true,
      publishedOn: true,
      longDate: true,
      excerpt: true,
      sourceFile: true,
      parent: { body: true },
      teachings: items("slug", "titulo", "resumo"),
      courses: items("contentId", "titulo", "descricao"),
      books: items("contentId", "titulo", "descricao"),
      events: items("slug", "titulo", "tipo", "expositor", "when"),
    };
    expect(selectionOf(EDITION_FILES_QUERY)).toEqual({ allEdition: { nodes: node } });
  });

  it("writes an empty manifest while no edition is published", async () => {
    expect(await writeEditions(dir, [], SITE_URL)).toEqual({ errors: [], warnings: [], editions: 0 });
    expect(JSON.parse(fs.readFileSync(path.join(dir, EDITIONS_MANIFEST_PATH), "utf8"))).toEqual({ edicoes: [] });
  });

  it("gives paths only to an edition's number, and refuses a manifest whose paths or subject were changed", () => {
    expect(editionPaths(3)).toEqual({
      pagina: "/boletins/3/",
      html: "/boletins/3/email.html",
      texto: "/boletins/3/email.txt",
    });
    for (const wrong of [0, -1, 1.5, Number.NaN]) expect(() => editionPaths(wrong)).toThrow(RangeError);
    const entry = { numero: 3, titulo: "T", data: "2025-01-01", assunto: "Boletim nº 3: T", ...editionPaths(3) };
    expect(parseEditionsManifest({ edicoes: [entry] })).toEqual({ ok: true, manifest: { edicoes: [entry] } });
    expect(parseEditionsManifest({ edicoes: [{ ...entry, html: "/../segredo.html" }] }).ok).toBe(false);
    expect(parseEditionsManifest({ edicoes: [{ ...entry, assunto: "T\r\nBcc: x@y" }] }).ok).toBe(false);
    expect(parseEditionsManifest({ edicoes: [{ ...entry, numero: "3" }] }).ok).toBe(false);
    expect(parseEditionsManifest([]).ok).toBe(false);
  });

  it("refuses an e-mail that would carry the way out twice, naming the file, and writes nothing of it", async () => {
    const result = await writeEditions(dir, [{ ...EDITION, titulo: `Saia: ${EDITION_LEAVE_PLACEHOLDER}` }], SITE_URL);
    // The title is in the HTML's head and its heading as well as in its text.
    expect(result.errors).toEqual([
      expect.stringMatching(
        /^content\/boletins\/a-caridade\.mdx: o e-mail \(HTML\) tem [3-9] vezes %%ENDERECO_PARA_SAIR%%, em vez de uma$/,
      ),
      `content/boletins/a-caridade.mdx: o e-mail (texto) tem 2 vezes ${EDITION_LEAVE_PLACEHOLDER}, em vez de uma`,
    ]);
    expect(fs.existsSync(path.join(dir, "boletins/7/email.html"))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, EDITIONS_MANIFEST_PATH), "utf8"))).toEqual({ edicoes: [] });
  });
});

describe("an edition's e-mail, the HTML part", () => {
  it("passes MJML's strict validation, and what the content says is text that can neither break nor add to it", async () => {
    const edition: EmailEdition = {
      numero: 7,
      titulo: EDITION.titulo,
      longDate: EDITION.longDate,
      pageUrl: `${SITE_URL}/boletins/7/`,
      siteUrl: SITE_URL,
      preview: '<mj-include path="/etc/passwd" />',
      bodyHtml: "<p>Texto.</p>",
      groups: [
        {
          title: "Ensinamentos",
          action: "Ler",
          items: [{ titulo: "<mj-bogus/>", texto: "a & b", url: `${SITE_URL}/x/` }],
        },
      ],
    };
    const { errors } = await mjml2html(editionMjml(edition, emailPalette()), { validationLevel: "strict" });
    expect(errors).toEqual([]);
    const { html } = await written();
    expect(html).toContain("A caridade &lt;mj-raw&gt;começa&lt;/mj-raw&gt; em casa &amp; &quot;sempre&quot;");
    expect(html).toContain("Dois lobos &amp; &lt;b&gt;uma&lt;/b&gt; escolha.");
    expect(html).not.toMatch(/<(script|iframe|form|object|embed|link)\b/);
  });

  it("has every link and picture absolute on the site's own address, the text's own links to elsewhere kept", async () => {
    const { html } = await written();
    const found = addresses(html);
    const elsewhere = found.filter((address) => !address.startsWith(`${SITE_URL}/`));
    expect(elsewhere.sort()).toEqual([EDITION_LEAVE_PLACEHOLDER, "https://outro.example.net/pagina"]);
    expect(found).toEqual(
      expect.arrayContaining([
        `${SITE_URL}/boletins/7/`,
        `${SITE_URL}/icon-192.png`,
        `${SITE_URL}/imagens/ensinos/1.jpg`,
        `${SITE_URL}/livros/4/`,
        `${SITE_URL}/ensinamento/lobo-bom-lobo-mau/`,
        `${SITE_URL}/cursos/4/`,
      ]),
    );
  });

  it("links 'Ver no navegador' to the edition's page, and has the subscriber's way out once, in its footer", async () => {
    const { html } = await written();
    expect(html).toMatch(new RegExp(`<a href="${SITE_URL}/boletins/7/"[^>]*>Ver no navegador</a>`));
    expect(html.split(EDITION_LEAVE_PLACEHOLDER)).toHaveLength(2);
    expect(html).toMatch(/Para não receber mais: <a href="%%ENDERECO_PARA_SAIR%%"[^>]*>cancelar a inscrição<\/a>/);
  });

  it("gives every picture its text, and has no picture but the logo and the text's own: nothing that tracks", async () => {
    const { html } = await written();
    const pictures = images(html);
    expect(pictures.map((tag) => /\ssrc="([^"]*)"/.exec(tag)?.[1])).toEqual([
      `${SITE_URL}/icon-192.png`,
      `${SITE_URL}/imagens/ensinos/1.jpg`,
    ]);
    expect(pictures.map((tag) => /\salt="([^"]*)"/.exec(tag)?.[1])).toEqual([
      SITE.name,
      "Um sol pálido sobre o céu dourado",
    ]);
    // No address carries a query or anything that could tell one subscriber from another.
    expect(addresses(html).filter((address) => /[?]|utm_|%%/.test(address))).toEqual([EDITION_LEAVE_PLACEHOLDER]);
  });

  it("reads in the system's dark scheme, with the site's dark palette", async () => {
    const { html } = await written();
    const palette = emailPalette();
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    const dark = html.slice(html.indexOf("@media (prefers-color-scheme: dark)"));
    expect(dark.length).toBeGreaterThan(0);
    for (const colour of [palette.dark.page, palette.dark.surface, palette.dark.ink, palette.dark.link])
      expect(dark).toContain(`${colour} !important`);
    expect(palette.dark.ink).not.toBe(palette.light.ink);
    expect(html).toMatch(/<html lang="pt-BR"/);
    expect(html).toContain(`<title>Boletim nº 7: ${"A caridade &lt;mj-raw&gt;"}`);
  });
});

describe("an edition's e-mail, the text part", () => {
  it("carries the same text, subtitles, quotation and items, each link's address after its words", async () => {
    const { text } = await written();
    const flat = oneLine(text);
    for (const paragraph of PARAGRAPHS) expect(flat).toContain(paragraph);
    expect(flat).toContain("Por onde começar");
    expect(flat).toContain("> Fora da caridade não há salvação.");
    expect(flat).toContain(
      `Leia O Caminho da Caridade [${SITE_URL}/livros/4/] e um site amigo [https://outro.example.net/pagina].`,
    );
    expect(flat).toContain("Um sol pálido sobre o céu dourado");
    expect(text).toContain(
      `O Lobo Bom e o Lobo Mau\nDois lobos & <b>uma</b> escolha.\n${SITE_URL}/ensinamento/lobo-bom-lobo-mau/`,
    );
    expect(text).toContain(`Introdução ao Estudo Espírita\nUm curso aberto.\n${SITE_URL}/cursos/4/`);
    expect(text).toContain(`Ver no navegador: ${SITE_URL}/boletins/7/`);
    expect(text.split(EDITION_LEAVE_PLACEHOLDER)).toHaveLength(2);
    expect(text).toMatch(/\nPara não receber mais: %%ENDERECO_PARA_SAIR%%\n$/);
    expect(
      Math.max(
        ...text
          .split("\n")
          .filter((line) => !line.includes("http"))
          .map((line) => line.length),
      ),
    ).toBeLessThanOrEqual(78);
  });

  it("announces its lectures, each with its day and time in Brasília's time and its page, in both parts", async () => {
    const { html, text } = await written({ ...EDITION, events: [LECTURE] });
    expect(html).toContain("Palestras</h2>");
    expect(html).toMatch(
      new RegExp(`<a href="${SITE_URL}/agenda/caridade-e-esperanca/"[^>]*>Caridade &amp; esperança</a>`),
    );
    expect(html).toContain(LECTURE_LINE);
    expect(text).toContain(`Palestras\n---------\n\nCaridade & esperança\n`);
    expect(oneLine(text)).toContain(`${LECTURE_LINE} ${SITE_URL}/agenda/caridade-e-esperanca/`);
    // Nothing that tracks: the lecture's address is its page's, bare.
    expect(addresses(html).filter((address) => address.includes("/agenda/"))).toEqual([
      `${SITE_URL}/agenda/caridade-e-esperanca/`,
      `${SITE_URL}/agenda/caridade-e-esperanca/`,
    ]);
  });

  it("of an edition of items only, has no text of its own and lists its items", async () => {
    const { html, text } = await written({ ...EDITION, parent: { body: "" }, excerpt: null, courses: [], books: [] });
    expect(html).toContain("O Lobo Bom e o Lobo Mau");
    expect(html).not.toContain("Cursos</h2>");
    expect(text).not.toContain("Por onde começar");
    expect(text).toContain("Ensinamentos\n------------");
    expect(text).not.toContain("Cursos\n");
  });
});
