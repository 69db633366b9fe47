/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bodyFirstLine, renderMdxBody } from "../src/buildtime/render-mdx";
import { readApiTeaching } from "../src/buildtime/api-teachings";
import { checkFrontmatterLanguages, contentFolders } from "../src/buildtime/content/folders";
import { checkBeforeSaving } from "../src/admin/check";
import { CODE_IN_BODY } from "../src/shared/content-kinds/mdx-body";
import { NEW_TEACHING } from "./fixtures/teaching";

/**
 * What an editor writes is data: a body that holds code, or a frontmatter in a language other than
 * YAML, is refused before any of it runs. Each payload would write a marker file if it ran.
 */
let scratch: string;
let marker: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "conteudo-"));
  marker = path.join(scratch, "executou.txt");
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

const writeMarker = () => `process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker)}, "x")`;
const FILE = "content/ensinamentos/x.mdx";

/** A teaching's source: four lines of frontmatter, a blank line, then the body (line 6 onwards). */
const source = (body: string) => `---\ntitulo: x\nslug: x\n---\n\n${body}\n`;

async function render(body: string) {
  const text = source(body);
  const bodyText = text.slice(text.indexOf("---\n\n") + 5);
  return renderMdxBody(bodyText, FILE, bodyFirstLine(text, bodyText));
}

describe("a body that would run code is refused by the build, naming the file, the line and the construct", () => {
  const cases: [string, string, string][] = [
    ["an expression", `Primeira linha.\n\nTexto {${writeMarker()}} no meio.`, `${FILE}:8: ${CODE_IN_BODY.expression}`],
    ["an expression on its own line", `{${writeMarker()}}`, `${FILE}:6: ${CODE_IN_BODY.expression}`],
    ["an export", `Texto.\n\nexport const x = ${writeMarker()}`, `${FILE}:8: ${CODE_IN_BODY.esm}`],
    ["an import", `import fs from "node:fs"\n\nTexto.`, `${FILE}:6: ${CODE_IN_BODY.esm}`],
    ["a JSX tag", `Texto.\n\n<Aviso>Cuidado</Aviso>`, `${FILE}:8: ${CODE_IN_BODY.jsx}`],
    ["an HTML tag", `Um <b>negrito</b> em HTML.`, `${FILE}:6: ${CODE_IN_BODY.jsx}`],
    [
      "an expression in an attribute",
      `Texto.\n\n<h1 title={${writeMarker()}}>Olá</h1>`,
      `${FILE}:8: ${CODE_IN_BODY.attributeExpression}`,
    ],
    ["a spread", `<div {...(${writeMarker()}, {})}>Olá</div>`, `${FILE}:6: ${CODE_IN_BODY.spread}`],
  ];
  for (const [name, body, message] of cases) {
    it(name, async () => {
      const result = await render(body);
      expect(result).toEqual({ ok: false, error: message });
      expect(fs.existsSync(marker)).toBe(false);
    });
  }

  it("lists every construct of a body, in the order of the text", async () => {
    const result = await render(`import x from "y"\n\nUm {1 + 1}.\n\n<Foo />`);
    expect(result.ok ? "" : result.error).toBe(
      [
        `${FILE}:6: ${CODE_IN_BODY.esm}`,
        `${FILE}:8: ${CODE_IN_BODY.expression}`,
        `${FILE}:10: ${CODE_IN_BODY.jsx}`,
      ].join("\n"),
    );
  });

  it("a comment between braces stays allowed, and nothing of it reaches the page", async () => {
    const result = await render(
      "{/* Nota da revisão: conferir a citação. */}\n\nTexto com {/* outra nota */} no meio.",
    );
    expect(result).toMatchObject({ ok: true, html: "<p>Texto com  no meio.</p>" });
  });
});

describe("a link is data: an address that would run in the browser, or an image from another server, is refused", () => {
  const { linkScheme, remoteImage } = CODE_IN_BODY;
  // [what, body, line of the file (the body starts at line 6), refusal]
  const cases: [string, string, number, string][] = [
    ["a javascript: link", "Texto.\n\n[clique](javascript:alert(document.cookie))", 8, linkScheme],
    ["a link in capitals", "[clique](JaVaScRiPt:alert(1))", 6, linkScheme],
    ["a link with a tab that the browser drops", "[clique](java&#9;script:alert(1))", 6, linkScheme],
    ["a data: link", "[abrir](data:text/html,<script>alert(1)</script>)", 6, linkScheme],
    ["a link definition, at its own line", "Veja [a nota][n].\n\n[n]: vbscript:msgbox(1)", 8, linkScheme],
    ["an image from another server", "![foto](https://exemplo.org/foto.jpg)", 6, remoteImage],
    ["an image from another server, no scheme", "![foto](<  //exemplo.org/foto.jpg>)", 6, remoteImage],
    ["an image behind a tab the browser drops", "![foto](/&#9;/exemplo.org/foto.jpg)", 6, remoteImage],
    ["an image as data:", "![foto](data:image/svg+xml,<svg/>)", 6, remoteImage],
    ["an image through a definition", "Texto.\n\n![foto][f]\n\n[f]: https://exemplo.org/x.jpg", 8, remoteImage],
    ["an image defined twice: the first counts", "![foto][f]\n\n[f]: //exemplo.org/x.jpg\n[f]: /a.jpg", 6, remoteImage],
  ];
  for (const [name, body, line, refusal] of cases) {
    it(name, async () => {
      expect(await render(body)).toEqual({ ok: false, error: `${FILE}:${line}: ${refusal}` });
    });
  }

  it("links to the web, to e-mail, to a phone or within the site, and the site's own images, still build", async () => {
    const result = await render(
      [
        "[O Livro dos Espíritos](https://exemplo.org/livro) e [o site antigo](http://exemplo.org/).",
        "[Escreva](mailto:contato@exemplo.org), [ligue](tel:+5511999999999), veja [os cursos](/cursos/),",
        "[a seção](#subtitulo), [a busca](?q=prece), [a página](cursos/1/) e [a nota][n].",
        "",
        "![Uma foto](/imagens/ensinos/4.jpg)",
        "",
        "[n]: https://exemplo.org/nota",
      ].join("\n"),
    );
    expect(result.ok).toBe(true);
    const html = result.ok ? result.html : "";
    for (const href of [
      "https://exemplo.org/livro",
      "http://exemplo.org/",
      "mailto:contato@exemplo.org",
      "tel:+5511999999999",
      "/cursos/",
      "#subtitulo",
      "?q=prece",
      "cursos/1/",
      "https://exemplo.org/nota",
    ])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('src="/imagens/ensinos/4.jpg"');
  });
});

describe("a frontmatter is YAML, and only YAML", () => {
  const payloads: [string, string][] = [
    ["js", `{ titulo: (${writeMarker()}, "Título") }`],
    ["javascript", `{ titulo: (${writeMarker()}, "Título") }`],
    ["coffee", `titulo: "Título"`],
    [" js", `{ titulo: "Título" }`],
  ];

  for (const [language, block] of payloads) {
    it(`an API teaching that opens with ---${language} is refused, naming the file`, () => {
      const dir = path.join(scratch, "content", "ensinos");
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "7.html"), `---${language}\n${block}\n---\n\n<p>Texto.</p>\n`);
      expect(readApiTeaching(dir, "7", scratch)).toEqual({
        status: "invalid",
        errors: [
          `content/ensinos/7.html: o cabeçalho precisa ser YAML: a primeira linha é só "---", sem "${language.trim()}" (outras linguagens não são aceitas)`,
        ],
      });
      expect(fs.existsSync(marker)).toBe(false);
    });
  }

  it("a page kind's file that names a language is found before Gatsby's MDX plugin reads it", () => {
    const dir = path.join(scratch, "content", "ensinamentos");
    fs.mkdirSync(path.join(dir, "sub"), { recursive: true });
    fs.writeFileSync(path.join(dir, "bom.mdx"), "---\ntitulo: x\n---\n\nTexto.\n");
    fs.writeFileSync(path.join(dir, "explicito.mdx"), "---yaml\ntitulo: x\n---\n\nTexto.\n");
    fs.writeFileSync(path.join(dir, "sub", "mau.mdx"), `---javascript\n{ titulo: (${writeMarker()}, "x") }\n---\n`);
    expect(checkFrontmatterLanguages([dir], scratch)).toEqual([
      'content/ensinamentos/sub/mau.mdx: o cabeçalho precisa ser YAML: a primeira linha é só "---", sem "javascript" (outras linguagens não são aceitas)',
    ]);
    expect(fs.existsSync(marker)).toBe(false);
  });
});

describe("the folders of the content (src/buildtime/content/folders.ts)", () => {
  it("skips a kind with no folder yet, and stops the build on a folder a setting names that does not exist", () => {
    fs.mkdirSync(path.join(scratch, "content", "ensinamentos"), { recursive: true });
    fs.mkdirSync(path.join(scratch, "exemplos", "cursos"), { recursive: true });
    const folders = (env: Record<string, string>) =>
      contentFolders(scratch, env).map((source) => `${source.name} ${path.relative(scratch, source.path)}`);
    expect(folders({})).toEqual(["ensinamentos content/ensinamentos"]);
    expect(folders({ CONTENT_EXTRA_DIR: "exemplos" })).toEqual([
      "ensinamentos content/ensinamentos",
      "cursos exemplos/cursos",
    ]);
    expect(() => folders({ CONTENT_EXTRA_DIR: "exmplos" })).toThrow(
      `CONTENT_EXTRA_DIR aponta para uma pasta que não existe: ${path.join(scratch, "exmplos")}`,
    );
    expect(() => folders({ ENSINAMENTOS_DIR: "conten/ensinamentos" })).toThrow(
      `ENSINAMENTOS_DIR aponta para uma pasta que não existe: ${path.join(scratch, "conten", "ensinamentos")}`,
    );
  });
});

describe("the editor's check before saving refuses the same bodies, naming the line of the 'Texto' field", () => {
  const teaching = NEW_TEACHING;
  const file = "content/ensinamentos/gratidao.mdx";

  it("refuses each construct with the build's message", () => {
    expect(checkBeforeSaving("ensinamentos", { ...teaching, body: `Texto.\n\nUm {${writeMarker()}}.` })).toEqual([
      `${file}: Texto, linha 3: ${CODE_IN_BODY.expression}`,
    ]);
    expect(checkBeforeSaving("ensinamentos", { ...teaching, body: `<h1 title={x}>Oi</h1>` })).toEqual([
      `${file}: Texto, linha 1: ${CODE_IN_BODY.attributeExpression}`,
    ]);
    expect(checkBeforeSaving("ensinamentos", { ...teaching, body: "Texto.\n\nexport const a = 1" })).toEqual([
      `${file}: Texto, linha 3: ${CODE_IN_BODY.esm}`,
    ]);
    expect(checkBeforeSaving("ensinamentos", { ...teaching, body: "Texto.\n\n[clique](javascript:alert(1))" })).toEqual(
      [`${file}: Texto, linha 3: ${CODE_IN_BODY.linkScheme}`],
    );
    expect(checkBeforeSaving("ensinamentos", { ...teaching, body: "![foto](https://exemplo.org/x.jpg)" })).toEqual([
      `${file}: Texto, linha 1: ${CODE_IN_BODY.remoteImage}`,
    ]);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it("refuses MDX the build could not compile, and accepts a comment", () => {
    const [syntax] = checkBeforeSaving("ensinamentos", { ...teaching, body: "Texto.\n\nUm sinal { solto." });
    expect(syntax).toMatch(/^content\/ensinamentos\/gratidao\.mdx: Texto, linha 3: texto MDX inválido: /);
    expect(checkBeforeSaving("ensinamentos", { ...teaching, body: "Texto {/* nota */}.\n\n## Subtítulo" })).toEqual([]);
  });
});
