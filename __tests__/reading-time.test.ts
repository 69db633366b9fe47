/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { countWords, htmlText, readingTimeWarning } from "../src/buildtime/reading-time";
import { renderMdxBody } from "../src/buildtime/render-mdx";

/** A body of `words` words, as the renderer writes it. */
const body = (words: number) => `<p>${Array.from({ length: words }, () => "palavra").join(" ")}</p>`;

describe("counting a body's words", () => {
  it("counts the words a reader reads, not the tags, and decodes entities", () => {
    expect(htmlText('<h2 id="a">Um &amp; dois</h2><p>três&#x27;s</p>')).toBe(" Um & dois  três's ");
    expect(countWords(htmlText('<p class="x">uma</p>'))).toBe(1);
    expect(countWords(htmlText('<h2 id="x">A Vida Não Tem Marcha Ré</h2><p>para-brisa, d’água — 2025.</p>'))).toBe(9);
  });
});

describe("readingTimeWarning (200 words a minute, 50% either way)", () => {
  it("stays silent within half the estimate either way", () => {
    // 2,000 words: 10 minutes; anything from 5 to 15 passes.
    for (const minutes of [5, 8, 10, 12, 15]) expect(readingTimeWarning("x.mdx", minutes, body(2000))).toBeNull();
  });

  it("warns beyond it, naming the file, the declared and the estimated minutes", () => {
    expect(readingTimeWarning("content/ensinamentos/x.mdx", 16, body(2000))).toBe(
      'content/ensinamentos/x.mdx: "tempo_leitura" diz 16 min, mas o texto tem 2000 palavras, cerca de 10 min a 200 palavras por minuto. Confira o número (o site é publicado assim mesmo).',
    );
    expect(readingTimeWarning("x.mdx", 4, body(2000))).toMatch(
      /^x\.mdx: "tempo_leitura" diz 4 min, .* cerca de 10 min/,
    );
    // A very short text is still about a minute, never "0 min".
    expect(readingTimeWarning("x.mdx", 9, body(50))).toMatch(/cerca de 1 min/);
  });

  it("passes the three teachings of content/ensinamentos as they are", async () => {
    const dir = path.resolve(__dirname, "..", "content", "ensinamentos");
    const files = fs.readdirSync(dir).filter((name) => name.endsWith(".mdx"));
    expect(files).toHaveLength(3);
    for (const name of files) {
      const { data, content } = matter(fs.readFileSync(path.join(dir, name), "utf8"));
      const rendered = await renderMdxBody(content, name);
      if (!rendered.ok) throw new Error(rendered.error);
      expect([name, readingTimeWarning(name, Number(data.tempo_leitura), rendered.html)]).toEqual([name, null]);
    }
  });
});
