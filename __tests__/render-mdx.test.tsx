/**
 * @jest-environment node
 */
import { bodyFirstLine, renderMdxBody } from "../src/build/render-mdx";

describe("renderMdxBody", () => {
  it("renders Markdown to HTML, a heading # one level down and quotes with the article's class", async () => {
    const result = await renderMdxBody("# Título\n\nUm *parágrafo*.\n\n> Uma citação.\n", "x.mdx");
    expect(result).toEqual({
      ok: true,
      html: "<h2>Título</h2>\n<p>Um <em>parágrafo</em>.</p>\n<blockquote>\n<p>Uma citação.</p>\n</blockquote>",
    });
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

describe("bodyFirstLine", () => {
  it("is the line after the frontmatter, or 1 without one", () => {
    expect(bodyFirstLine("---\na: 1\n---\ntexto\n", "texto\n")).toBe(4);
    expect(bodyFirstLine("texto\n", "texto\n")).toBe(1);
  });
});
