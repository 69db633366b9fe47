/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { cmsCollection, cmsConfig } from "../src/admin/cms-config";
import { checkBeforeSaving } from "../src/admin/check";
import { DONATIONS_NODE_WORK } from "../src/buildtime/donations/node-work";
import { contentFolders } from "../src/buildtime/content/folders";
import { graphqlTypeDefinition } from "../src/buildtime/graphql-types";
import { DONATIONS_KIND } from "../src/shared/content-kinds";
import { validateBody, validateFrontmatter } from "../src/shared/content-kinds/validation";
import { pixCodes, readPixSettings } from "../src/shared/pix/settings";

/**
 * The page to support the institute as content (docs/editing.md, CONTENT.md "Apoie o instituto"): its
 * one file, content/apoie.mdx, checked by the build and the editor in the same words, naming the file
 * and the field; its one entry in the editor; and what the build makes of it (the codes and their QR,
 * the year's accounts checked by their bytes). The codes themselves are __tests__/pix.test.ts's.
 */

const ROOT = path.resolve(__dirname, "..");
const EXAMPLE = path.join(ROOT, "docs", "exemplos", "apoie.mdx");
const FILE = "content/apoie.mdx";
const { data: EXAMPLE_DATA, content: EXAMPLE_BODY } = matter(fs.readFileSync(EXAMPLE, "utf8"));

const check = (changes: Record<string, unknown>) =>
  validateFrontmatter(DONATIONS_KIND, { ...EXAMPLE_DATA, ...changes }, FILE);
const errorsOf = (changes: Record<string, unknown>) => {
  const result = check(changes);
  return result.ok ? [] : result.errors;
};

describe("content/apoie.mdx, checked as the build and the editor check it", () => {
  it("takes the example of docs/exemplos/, and a file without a key, whatever else it holds (no page then)", () => {
    expect(check({})).toMatchObject({ ok: true });
    expect(validateBody(DONATIONS_KIND, EXAMPLE_BODY, FILE)).toEqual([]);
    expect(check({ chave_pix: "", favorecido: "Um nome que passa muito de vinte e cinco letras" })).toMatchObject({
      ok: true,
    });
    expect(validateFrontmatter(DONATIONS_KIND, {}, FILE)).toMatchObject({ ok: true });
  });

  it("refuses every setting a bank's app would refuse, naming the file and the field", () => {
    expect(errorsOf({ chave_pix: "43.516.287/0001-11" })).toEqual([
      `${FILE}: "chave_pix" não é um CNPJ válido: os dígitos verificadores não conferem`,
    ]);
    expect(errorsOf({ chave_pix: "doacoes@instituto", favorecido: "", cidade: "São José dos Campos" })).toEqual([
      `${FILE}: "chave_pix" não é um endereço de e-mail válido`,
      `${FILE}: "favorecido" é obrigatório`,
      `${FILE}: "cidade" tem 19 caracteres como o código Pix o escreve, sem acentos e em maiúsculas ("SAO JOSE DOS CAMPOS"), e o padrão aceita no máximo 15: abrevie-o como o banco o mostra (os 15 primeiros seriam "SAO JOSE DOS CA")`,
    ]);
    expect(errorsOf({ identificador: "APOIE 2025", valores: [20, 0.001] })).toEqual([
      `${FILE}: "valores[2]" deve ser um valor em reais maior que zero, com no máximo duas casas decimais depois do ponto (50 ou 19.90)`,
      `${FILE}: "identificador" deve ter de 1 a 25 letras sem acento e números, sem espaços nem outros sinais (como APOIE2025)`,
    ]);
  });

  it("reads the amounts as numbers or as their text, and refuses anything else as a number", () => {
    expect(check({ valores: ["19.90", 50] })).toMatchObject({ ok: true });
    expect(errorsOf({ valores: [20, "R$ 50", true] })).toEqual([
      `${FILE}: "valores[2]" deve ser um número, como 50 ou 19.90`,
      `${FILE}: "valores[3]" deve ser um número, como 50 ou 19.90`,
    ]);
    expect(errorsOf({ valores: 50 })).toEqual([`${FILE}: "valores" deve ser uma lista de números`]);
  });

  it("refuses a year's accounts without its year or file, a file that is not a PDF, a year given twice, a wrong CNPJ", () => {
    expect(errorsOf({ relatorios: [{ ano: 2025 }, { arquivo: "relatorios/contas.pdf" }] })).toEqual([
      `${FILE}: "relatorios[1].arquivo" é obrigatório`,
      `${FILE}: "relatorios[2].ano" é obrigatório`,
    ]);
    expect(errorsOf({ relatorios: [{ ano: 2025, arquivo: "relatorios/contas.docx" }] })).toEqual([
      `${FILE}: "relatorios[1].arquivo" deve apontar para um arquivo PDF`,
    ]);
    expect(
      errorsOf({
        cnpj: "43.516.287/0001-19",
        relatorios: [
          { ano: 2024, arquivo: "relatorios/a.pdf" },
          { ano: 2024, arquivo: "relatorios/b.pdf" },
        ],
      }),
    ).toEqual([
      `${FILE}: "cnpj" não é um CNPJ válido: confira os 14 dígitos`,
      `${FILE}: "relatorios[2].ano" repete 2024, já em "relatorios[1]"`,
    ]);
  });

  it("is refused before saving in the build's own lines, naming content/apoie.mdx", () => {
    expect(checkBeforeSaving("apoie", { ...EXAMPLE_DATA, body: EXAMPLE_BODY })).toEqual([]);
    expect(checkBeforeSaving("apoie", { ...EXAMPLE_DATA, chave_pix: "+55 61 3123-4567", body: " " })).toEqual([
      `${FILE}: "chave_pix" não é um celular no formato do Pix: +55, o DDD e os 9 dígitos do número, como +5561912345678`,
      `${FILE}: o texto depois do cabeçalho (Texto) não pode ficar vazio`,
    ]);
  });
});

describe("the editor's one entry, 'Apoie o instituto'", () => {
  const collection = cmsCollection(DONATIONS_KIND) as {
    files: { name: string; label: string; file: string; fields: Record<string, unknown>[] }[];
  } & Record<string, unknown>;

  it("is a collection of one file, content/apoie.mdx, which the editor can neither add to nor delete", () => {
    expect(collection).toMatchObject({
      name: "apoie",
      label: "Apoie o instituto",
      format: "frontmatter",
      delete: false,
    });
    expect(collection).not.toHaveProperty("folder");
    expect(collection).not.toHaveProperty("create");
    expect(collection.files.map(({ name, label, file }) => ({ name, label, file }))).toEqual([
      { name: "apoie", label: "Apoie o instituto", file: "content/apoie.mdx" },
    ]);
    const config = cmsConfig({ name: "github", branch: "main", repo: "instituto/site" }, false);
    expect((config.collections as { name: string }[]).find((entry) => entry.name === "apoie")).toEqual(collection);
  });

  it("has its amounts as a list of numbers, and each year's accounts as a year and a PDF uploaded beside the file", () => {
    const [entry] = collection.files;
    const field = (name: string) => entry.fields.find((candidate) => candidate.name === name);
    expect(entry.fields.map((candidate) => candidate.name)).toEqual(DONATIONS_KIND.fields.map(({ name }) => name));
    expect(field("valores")).toMatchObject({
      widget: "list",
      required: false,
      field: { widget: "number", value_type: "float" },
    });
    expect(field("relatorios")).toMatchObject({
      widget: "list",
      label_singular: "Ano",
      fields: [
        { name: "ano", widget: "number", value_type: "int", required: true },
        {
          name: "arquivo",
          widget: "file",
          media_folder: "/content/relatorios",
          public_folder: "relatorios",
          pattern: ["\\.(pdf|PDF)$", "deve apontar para um arquivo PDF"],
          required: true,
        },
      ],
    });
  });

  it("gives the build a GraphQL type whose accounts link to their files", () => {
    const sdl = graphqlTypeDefinition(DONATIONS_KIND);
    expect(sdl).toContain("type DonationPage implements Node @dontInfer {");
    expect(sdl).toContain("  valores: [Float!]\n");
    expect(sdl).toContain("  relatorios: [DonationReport!]\n");
    expect(sdl).toContain("  pix: DonationPix\n");
  });
});

describe("the file's sources: content/apoie.mdx, or the examples' apoie.mdx, with the folder of its accounts", () => {
  it("sources the one file and its uploads' folder apart, named so that no upload is taken for content", () => {
    const sources = contentFolders(ROOT, { CONTENT_EXTRA_DIR: "docs/exemplos" })
      .filter((source) => source.name.startsWith("apoie"))
      .map((source) => [source.name, path.relative(ROOT, source.path), source.kind]);
    expect(sources).toEqual([
      ["apoie", "docs/exemplos/apoie.mdx", "apoie"],
      ["apoie-arquivos", "docs/exemplos/relatorios", null],
    ]);
    // The published content has no such file: no source, no page.
    expect(contentFolders(ROOT, {}).filter((source) => source.name.startsWith("apoie"))).toEqual([]);
  });
});

describe("what the build makes of the file (src/buildtime/donations/node-work.ts)", () => {
  const fieldsOf = (data: Record<string, unknown>, absolutePath = EXAMPLE) =>
    DONATIONS_NODE_WORK.fields({
      data,
      absolutePath,
      shownPath: FILE,
      source: fs.readFileSync(EXAMPLE, "utf8"),
      body: EXAMPLE_BODY,
    });

  it("makes every code of the settings at build time, each with its QR named for what it asks", async () => {
    const result = await fieldsOf(EXAMPLE_DATA);
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const reading = readPixSettings(EXAMPLE_DATA);
    if (!reading.ok) throw new Error("the example's settings make no code");
    const codes = pixCodes(reading.settings);
    const pix = result.fields.pix as {
      keyKind: string;
      free: { reais: string | null; payload: string; svg: string };
      suggested: { reais: string; payload: string; svg: string }[];
    };
    expect(pix.keyKind).toBe("CNPJ");
    expect(pix.free.payload).toBe(codes.free);
    expect(pix.free.reais).toBeNull();
    expect(pix.free.svg).toContain('role="img" aria-label="QR Code Pix para doar qualquer valor ao Instituto Evolução');
    expect(pix.suggested.map(({ reais, payload }) => [reais, payload])).toEqual(
      codes.suggested.map(({ reais, payload }) => [reais, payload]),
    );
    expect(pix.suggested[1].svg).toContain('aria-label="QR Code Pix para doar R$\u00a050,00 ao Instituto Evolução');
    expect(result.fields.relatorios).toEqual([
      { ano: 2025, arquivo: path.join(ROOT, "docs", "exemplos", "relatorios", "contas-2025.pdf") },
    ]);
  });

  it("lists the accounts from the latest year, and makes no code without a key", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apoie-"));
    try {
      fs.mkdirSync(path.join(dir, "relatorios"));
      for (const year of [2023, 2025, 2024])
        fs.writeFileSync(path.join(dir, "relatorios", `${year}.pdf`), `%PDF-1.4\n${year}\n`);
      const relatorios = [2023, 2025, 2024].map((ano) => ({ ano, arquivo: `relatorios/${ano}.pdf` }));
      const result = await fieldsOf({ ...EXAMPLE_DATA, chave_pix: undefined, relatorios }, path.join(dir, "apoie.mdx"));
      expect(result).toMatchObject({ ok: true, fields: { pix: null } });
      expect(result.ok && (result.fields.relatorios as { ano: number }[]).map(({ ano }) => ano)).toEqual([
        2025, 2024, 2023,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a year's file that is not there or not a PDF by its bytes, naming the file and the field", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apoie-"));
    try {
      fs.mkdirSync(path.join(dir, "relatorios"));
      fs.writeFileSync(path.join(dir, "relatorios", "planilha.pdf"), "ano;entradas;saidas\n2024;100;90\n");
      const relatorios = [
        { ano: 2025, arquivo: "relatorios/contas-2025.pdf" },
        { ano: 2024, arquivo: "relatorios/planilha.pdf" },
      ];
      expect(await fieldsOf({ ...EXAMPLE_DATA, relatorios }, path.join(dir, "apoie.mdx"))).toEqual({
        ok: false,
        errors: [
          `${FILE}: "relatorios[1].arquivo" aponta para um arquivo que não existe (relatorios/contas-2025.pdf)`,
          `${FILE}: "relatorios[2].arquivo" não é um PDF, pelo que o arquivo contém (relatorios/planilha.pdf)`,
        ],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
