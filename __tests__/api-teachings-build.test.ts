/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadApiTeachings, readApiTeaching, writeApiTeachingDocuments } from "../src/build/api-teachings";

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch project with content/ensinos/ holding the given folders (file name → text). */
function project(folders: Record<string, Record<string, string>>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ensinos-"));
  scratch.push(root);
  const dir = path.join(root, "content", "ensinos");
  fs.mkdirSync(dir, { recursive: true });
  for (const [folder, files] of Object.entries(folders)) {
    fs.mkdirSync(path.join(dir, folder));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, folder, name), text);
  }
  return { root, dir };
}

const valid = (meta: Record<string, unknown> = {}) => ({
  "ensino.json": JSON.stringify({
    titulo: "A Prece",
    resumo: "Sobre a prece.",
    imagem: "/imagens/ensinos/1.jpg",
    created_at: "2025-01-15T12:00:00Z",
    ...meta,
  }),
  "conteudo.html": "<p>Texto.</p>",
});

describe("the API's teachings, checked at build time", () => {
  it("reads the repository's three teachings", () => {
    const root = path.resolve(__dirname, "..");
    const result = loadApiTeachings(path.join(root, "content", "ensinos"), root);
    expect(result.ok && result.teachings.map((teaching) => teaching.id)).toEqual(["1", "2", "3"]);
  });

  it("gives the contract's fields, with resumo and imagem null when absent", () => {
    const { root, dir } = project({ "7": valid({ resumo: undefined, imagem: null }) });
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
      "1": valid({ titulo: undefined }),
      "2": valid({ created_at: "15/01/2025" }),
      "3": valid({ imagem: "imagens/x.jpg", resumo: "" }),
      "4": { "ensino.json": '{ "titulo": ', "conteudo.html": "<p>x</p>" },
      "5": { "ensino.json": JSON.stringify({ titulo: "Sem corpo", created_at: "2025-01-15" }) },
      "Nome Ruim": valid(),
    });
    const result = loadApiTeachings(dir, root);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual([
      'content/ensinos/1/ensino.json: "titulo" é obrigatório',
      'content/ensinos/2/ensino.json: "created_at" deve ser uma data e hora ISO 8601, como 2025-01-15T12:00:00Z',
      'content/ensinos/3/ensino.json: "resumo" não pode ficar vazio (use null para deixar sem)',
      'content/ensinos/3/ensino.json: "imagem" deve começar com / (um arquivo de static/) ou com https://',
      expect.stringMatching(/^content\/ensinos\/4\/ensino\.json: não é um JSON válido/),
      "content/ensinos/5/conteudo.html: falta o arquivo",
      expect.stringMatching(/^content\/ensinos\/Nome Ruim: o nome da pasta é o identificador/),
    ]);
  });

  it("an id that is not a folder, or not a valid id, is missing", () => {
    const { root, dir } = project({ "1": valid() });
    expect(readApiTeaching(dir, "999", root)).toEqual({ status: "missing" });
    expect(readApiTeaching(dir, "../1", root)).toEqual({ status: "missing" });
  });

  it("writes one JSON document per teaching at its API path, and the 404 body", () => {
    const { root, dir } = project({ "1": valid(), "a-prece": valid({ titulo: "Outra" }) });
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
