/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadApiTeachings, readApiTeaching, writeApiTeachingDocuments } from "../src/buildtime/api-teachings";

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch project with content/ensinos/ holding the given files (file name → text). */
function project(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ensinos-"));
  scratch.push(root);
  const dir = path.join(root, "content", "ensinos");
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    if (text === "<folder>") fs.mkdirSync(path.join(dir, name));
    else fs.writeFileSync(path.join(dir, name), text);
  }
  return { root, dir };
}

const FRONTMATTER = {
  titulo: '"A Prece"',
  resumo: '"Sobre a prece."',
  imagem: '"/imagens/ensinos/1.jpg"',
  created_at: "2025-01-15T12:00:00Z",
};

/** A teaching's file: the frontmatter (a key set to undefined is left out) and the HTML body. */
const file = (fields: Record<string, string | undefined> = {}, body = "<p>Texto.</p>") => {
  const lines = Object.entries({ ...FRONTMATTER, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
};

describe("the API's teachings, checked at build time", () => {
  it("reads the repository's three teachings", () => {
    const root = path.resolve(__dirname, "..");
    const result = loadApiTeachings(path.join(root, "content", "ensinos"), root);
    expect(result.ok && result.teachings.map((teaching) => teaching.id)).toEqual(["1", "2", "3"]);
  });

  it("gives the contract's fields, the date as written, with resumo and imagem null when absent or empty", () => {
    const { root, dir } = project({ "7.html": file({ resumo: undefined, imagem: '""' }) });
    expect(readApiTeaching(dir, "7", root)).toEqual({
      status: "found",
      teaching: {
        id: "7",
        titulo: "A Prece",
        resumo: null,
        imagem: null,
        conteudo: "<p>Texto.</p>",
        created_at: "2025-01-15T12:00:00Z",
      },
    });
  });

  it("names the file and the field of every problem", () => {
    const { root, dir } = project({
      "1.html": file({ titulo: undefined }),
      "2.html": file({ created_at: "15/01/2025" }),
      "3.html": file({ imagem: "imagens/x.jpg" }),
      "4.html": "---\ntitulo: [\n---\n<p>x</p>",
      "5.html": file({}, ""),
      "Nome Ruim.html": file(),
      "6.json": "{}",
      "8": "<folder>",
    });
    const result = loadApiTeachings(dir, root);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual([
      'content/ensinos/1.html: "titulo" é obrigatório',
      'content/ensinos/2.html: "created_at" deve ser uma data e hora ISO 8601, como 2025-01-15T12:00:00Z',
      'content/ensinos/3.html: "imagem" deve começar com / (um arquivo de static/) ou com https://',
      expect.stringMatching(/^content\/ensinos\/4\.html: o cabeçalho não é um YAML válido/),
      "content/ensinos/5.html: o texto depois do cabeçalho (Conteúdo (HTML)) não pode ficar vazio",
      "content/ensinos/6.json: cada ensino é um arquivo <id>.html, com o cabeçalho e o conteúdo em HTML",
      "content/ensinos/8: cada ensino é um arquivo <id>.html, com o cabeçalho e o conteúdo em HTML",
      expect.stringMatching(/^content\/ensinos\/Nome Ruim\.html: o nome do arquivo é o identificador/),
    ]);
  });

  it("an id without a file, or not a valid id, is missing", () => {
    const { root, dir } = project({ "1.html": file() });
    expect(readApiTeaching(dir, "999", root)).toEqual({ status: "missing" });
    expect(readApiTeaching(dir, "../1", root)).toEqual({ status: "missing" });
  });

  it("writes one JSON document per teaching at its API path, and the 404 body", () => {
    const { root, dir } = project({ "1.html": file(), "a-prece.html": file({ titulo: '"Outra"' }) });
    const result = loadApiTeachings(dir, root);
    const publicDir = path.join(root, "public");
    writeApiTeachingDocuments(publicDir, result.ok ? result.teachings : []);
    expect(fs.readdirSync(path.join(publicDir, "api", "ensinos")).sort()).toEqual(["1", "a-prece"]);
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "api", "ensinos", "a-prece"), "utf8"))).toMatchObject({
      id: "a-prece",
      titulo: "Outra",
    });
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "api", "404.json"), "utf8"))).toEqual({
      erro: "Ensino não encontrado",
    });
  });
});
