/**
 * @jest-environment node
 */
import { bodyFirstLine, renderMdxBody } from "../src/buildtime/render-mdx";

describe("renderMdxBody", () => {
  it("renders Markdown to HTML, a heading # one level down and quotes with the article's class", async () => {
    const result = await renderMdxBody("# Título\n\nUm *parágrafo*.\n\n> Uma citação.\n", "x.mdx");
    expect(result).toEqual({
      ok: true,
      html: '<h2 id="título">Título</h2>\n<p>Um <em>parágrafo</em>.</p>\n<blockquote>\n<p>Uma citação.</p>\n</blockquote>',
      headings: [{ id: "título", text: "Título" }],
    });
  });

  it("gives every subtitle a stable anchor from its text, and lists the subtitles for the table of contents", async () => {
    const body = [
      "## O retrovisor e o *para-brisa*",
      "Texto.",
      "### Um detalhe",
      "## Perdoar, reparar e servir",
      "## Perdoar, reparar e servir",
      "# Uma reflexão",
    ].join("\n\n");
    const result = await renderMdxBody(body, "x.mdx");
    if (!result.ok) throw new Error(result.error);
    expect(result.html).toContain('<h2 id="o-retrovisor-e-o-para-brisa">O retrovisor e o <em>para-brisa</em></h2>');
    expect(result.html).toContain('<h3 id="um-detalhe">Um detalhe</h3>');
    // A repeated subtitle gets a suffix, and an editor's `#` (shown as an <h2>) is a subtitle too.
    expect(result.headings).toEqual([
      { id: "o-retrovisor-e-o-para-brisa", text: "O retrovisor e o para-brisa" },
      { id: "perdoar-reparar-e-servir", text: "Perdoar, reparar e servir" },
      { id: "perdoar-reparar-e-servir-1", text: "Perdoar, reparar e servir" },
      { id: "uma-reflexão", text: "Uma reflexão" },
    ]);
    // Rendering again gives the same anchors: the slugger starts afresh for each text.
    expect(await renderMdxBody(body, "x.mdx")).toEqual(result);
  });

  it("names the file and the line of the file, frontmatter included, when the text is not valid MDX", async () => {
    const source = "---\ntitulo: x\n---\n\nPrimeira linha.\n\nUm sinal { solto.\n";
    const body = source.slice(source.indexOf("\n\n") + 2);
    const result = await renderMdxBody(body, "content/ensinamentos/x.mdx", bodyFirstLine(source, body));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^content\/ensinamentos\/x\.mdx:7:\d+: texto MDX inválido: /);
  });
});

describe("a body's pictures", () => {
  it("get their file's width and height, so that nothing moves when they arrive; one not in static/ is left as it is", async () => {
    const result = await renderMdxBody(
      "![Um sol](/imagens/ensinos/1.jpg)\n\n![Falta](/imagens/nao-existe.jpg)\n\n![Fora](/../package.json)",
      "x.mdx",
    );
    if (!result.ok) throw new Error(result.error);
    // static/imagens/ensinos/1.jpg is 1280 × 800.
    expect(result.html).toContain('<img src="/imagens/ensinos/1.jpg" alt="Um sol" width="1280" height="800"/>');
    expect(result.html).toContain('<img src="/imagens/nao-existe.jpg" alt="Falta"/>');
    expect(result.html).toContain('<img src="/../package.json" alt="Fora"/>');
  });
});

describe("bodyFirstLine", () => {
  it("is the line after the frontmatter, or 1 without one", () => {
    expect(bodyFirstLine("---\na: 1\n---\ntexto\n", "texto\n")).toBe(4);
    expect(bodyFirstLine("texto\n", "texto\n")).toBe(1);
  });
});
