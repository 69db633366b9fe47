/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Node } from "gatsby";
import { checkImageExists, findDuplicates, validateFrontmatter } from "../src/buildtime/content/schema";
import { onCreateNode } from "../gatsby-node";

const root = path.resolve(__dirname, "..");
const fixture = (relative: string) => path.join(root, "__tests__/fixtures", relative);
const frontmatterOf = (file: string) => matter(fs.readFileSync(file, "utf8")).data;

describe("validateFrontmatter: teachings", () => {
  it("accepts every teaching shipped in content/ensinamentos", () => {
    const dir = path.join(root, "content/ensinamentos");
    const files = fs.readdirSync(dir).filter((name) => name.endsWith(".mdx"));
    expect(files).toHaveLength(3);
    for (const name of files) {
      const result = validateFrontmatter("ensinamentos", frontmatterOf(path.join(dir, name)), name);
      expect(result).toMatchObject({ ok: true });
    }
  });

  it("accepts the optional categoria and ano, and normalises the date", () => {
    const result = validateFrontmatter(
      "ensinamentos",
      frontmatterOf(fixture("ensinamentos-validos/com-categoria.mdx")),
      "x.mdx",
    );
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        categoria: "Reflexões",
        ano: 2024,
        data: "2024-05-01",
        tempo_leitura: 3,
      }) as unknown,
    });
  });

  it("names the file and every bad field of the failing fixture", () => {
    const file = "__tests__/fixtures/ensinamentos-invalidos/sem-titulo.mdx";
    const result = validateFrontmatter("ensinamentos", frontmatterOf(path.join(root, file)), file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        `${file}: "titulo" é obrigatório`,
        `${file}: "tempo_leitura" deve ser um número inteiro`,
        `${file}: "data" deve ser uma data no formato AAAA-MM-DD`,
        `${file}: "slug" deve ter só letras minúsculas sem acento, números e hífens`,
        expect.stringMatching(new RegExp(`^${file}: "categoria" deve ser um destes valores: Reflexões, `)),
      ]),
    );
    expect(result.errors).toHaveLength(5);
  });

  it("rejects an image that is not a picture and a non-integer year", () => {
    const result = validateFrontmatter(
      "ensinamentos",
      { ...frontmatterOf(fixture("ensinamentos-validos/com-categoria.mdx")), imagem: "./texto.txt", ano: 2024.5 },
      "f.mdx",
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'f.mdx: "imagem" deve apontar para uma imagem (.jpg, .jpeg, .png, .webp, .avif)',
        'f.mdx: "ano" deve ser um ano (número inteiro)',
      ],
    });
  });

  it("reports an image that does not exist", () => {
    expect(checkImageExists("f.mdx", "./a.jpg", () => false)).toEqual([
      'f.mdx: "imagem" aponta para um arquivo que não existe (./a.jpg)',
    ]);
    expect(checkImageExists("f.mdx", "./a.jpg", () => true)).toEqual([]);
  });
});

describe("validateFrontmatter: courses and books", () => {
  it.each([
    ["cursos", "content/cursos"],
    ["livros", "content/livros"],
  ] as const)("accepts every file of %s", (kind, dir) => {
    const files = fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith(".mdx"));
    expect(files).toHaveLength(3);
    for (const name of files) {
      expect(validateFrontmatter(kind, frontmatterOf(path.join(root, dir, name)), name)).toMatchObject({ ok: true });
    }
  });

  it("rejects an unknown course level and a rating above 5", () => {
    expect(
      validateFrontmatter(
        "cursos",
        { id: 1, nivel: "Expert", titulo: "t", descricao: "d", duracao: "1", estudantes: "1", status: "Em breve" },
        "c.mdx",
      ),
    ).toEqual({
      ok: false,
      errors: ['c.mdx: "nivel" deve ser um destes valores: Iniciante, Intermediário, Avançado'],
    });
    const book = {
      id: 1,
      titulo: "t",
      subtitulo: "s",
      descricao: "d",
      paginas: 10,
      formato: "PDF",
      status: "Em breve",
      rating: 6,
    };
    expect(validateFrontmatter("livros", book, "l.mdx")).toEqual({
      ok: false,
      errors: ['l.mdx: "rating" deve ser no máximo 5'],
    });
  });
});

describe("findDuplicates", () => {
  it("names each file that repeats a slug", () => {
    const items = [
      { slug: "a", file: "x.mdx" },
      { slug: "a", file: "y.mdx" },
      { slug: "b", file: "z.mdx" },
    ];
    expect(
      findDuplicates(
        items,
        "slug",
        (i) => i.slug,
        (i) => i.file,
      ),
    ).toEqual(['x.mdx: "slug" "a" repete-se em y.mdx', 'y.mdx: "slug" "a" repete-se em x.mdx']);
  });
});

describe("gatsby-node onCreateNode", () => {
  async function run(file: string) {
    const absolutePath = fixture(file);
    const fileNode = { id: "file-1", sourceInstanceName: "ensinamentos", absolutePath };
    const mdxNode = {
      id: "mdx-1",
      parent: "file-1",
      frontmatter: frontmatterOf(absolutePath),
      body: matter(fs.readFileSync(absolutePath, "utf8")).content,
      internal: { type: "Mdx", contentFilePath: absolutePath },
    };
    const actions = { createNode: jest.fn<void, [Node]>(), createParentChildLink: jest.fn() };
    const reporter = { panicOnBuild: jest.fn<void, [string]>(), warn: jest.fn<void, [string]>() };
    const args = {
      node: mdxNode,
      getNode: (id: string) => (id === "file-1" ? fileNode : undefined),
      actions,
      reporter,
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
      store: { getState: () => ({ program: { directory: root } }) },
    };
    await (onCreateNode as unknown as (a: typeof args) => Promise<void>)(args);
    return { actions, reporter };
  }

  it("stops the build with a message naming the file and the field", async () => {
    const { actions, reporter } = await run("ensinamentos-invalidos/sem-titulo.mdx");
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild.mock.calls[0][0]).toContain(
      '__tests__/fixtures/ensinamentos-invalidos/sem-titulo.mdx: "titulo" é obrigatório',
    );
    expect(actions.createNode).not.toHaveBeenCalled();
  });

  it("stops the build with the file and line of a body that is not valid MDX", async () => {
    const { actions, reporter } = await run("ensinamentos-invalidos/texto-invalido.mdx");
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild.mock.calls[0][0]).toMatch(
      /__tests__\/fixtures\/ensinamentos-invalidos\/texto-invalido\.mdx:14:\d+: texto MDX inválido: /,
    );
    expect(actions.createNode).not.toHaveBeenCalled();
  });

  it("creates a typed Teaching node linked to its image, with its body rendered to HTML", async () => {
    const { actions, reporter } = await run("ensinamentos-validos/com-categoria.mdx");
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const created = actions.createNode.mock.calls[0][0] as Node & Record<string, unknown>;
    expect(created.internal.type).toBe("Teaching");
    expect(created).toMatchObject({
      contentId: 10,
      slug: "gratidao",
      categoria: "Reflexões",
      ano: 2024,
      imagem: fixture("ensinamentos-validos/imagens/gratidao.jpg"),
      sourceFile: "__tests__/fixtures/ensinamentos-validos/com-categoria.mdx",
      parent: "mdx-1",
      bodyHtml: "<p>Texto.</p>",
      toc: [],
    });
    expect(created).not.toHaveProperty("id", 10);
  });

  it("warns, without stopping the build, when the reading time is far from the text's length", async () => {
    // One word declared as 3 minutes.
    const { actions, reporter } = await run("ensinamentos-validos/com-categoria.mdx");
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn.mock.calls[0][0]).toMatch(
      /^__tests__\/fixtures\/ensinamentos-validos\/com-categoria\.mdx: "tempo_leitura" diz 3 min, mas o texto tem 1 palavra, cerca de 1 min/,
    );
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createNode).toHaveBeenCalledTimes(1);
  });
});

describe("dates", () => {
  it.each(["2025-02-30", "30/01/2025", "2025-1-5"])("rejects %s", (data) => {
    const result = validateFrontmatter(
      "ensinamentos",
      { ...frontmatterOf(fixture("ensinamentos-validos/com-categoria.mdx")), data },
      "f.mdx",
    );
    expect(result).toEqual({ ok: false, errors: ['f.mdx: "data" deve ser uma data no formato AAAA-MM-DD'] });
  });
});
