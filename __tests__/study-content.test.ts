/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { validateFrontmatter } from "../src/buildtime/content/schema";
import { relationProblems, uniquenessProblems } from "../src/buildtime/content/relations";
import { studyPages } from "../src/buildtime/study-pages";
import { STUDY_PAGES_QUERY, type StudyPagesData } from "../src/buildtime/queries";
import { selectionOf } from "./fixtures/query-selection";
import { PARTS_IN_ORDER, type PartsContext } from "../src/buildtime/nodes/study-links";
import { BOOK_NODE_WORK, CHAPTER_NODE_WORK } from "../src/buildtime/nodes/books";
import { LESSON_NODE_WORK } from "../src/buildtime/nodes/courses";
import { documentFormat, pictureFormat } from "../src/shared/content-kinds/file-bytes";
import { youtubeId } from "../src/shared/content-kinds/youtube";
import { formatFileSize } from "../src/shared/file-size";

/** The courses' and books' content rules (CONTENT.md), as the build applies them, naming the file and the field. */

const LESSON = {
  curso: 4,
  ordem: 1,
  titulo: "Uma aula",
  resumo: "O que ela ensina.",
  duracao: "20 min",
  perguntas: [{ pergunta: "Qual?", opcoes: ["Esta", "Aquela"], resposta: "Esta" }],
};

describe("a lesson's frontmatter", () => {
  it("is accepted with its questions, and its course as the editor's list writes it (text)", () => {
    const result = validateFrontmatter("aulas", { ...LESSON, curso: "4" }, "a.mdx");
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ curso: 4, ordem: 1 }) as unknown });
  });

  it.each([
    [
      "an answer that is not one of the options",
      { perguntas: [{ pergunta: "Qual?", opcoes: ["Esta", "Aquela"], resposta: "esta" }] },
      '"perguntas[1].resposta" deve ser, letra por letra, uma das opções',
    ],
    [
      "a question with one option",
      { perguntas: [{ pergunta: "Qual?", opcoes: ["Esta"], resposta: "Esta" }] },
      '"perguntas[1].opcoes" deve ter pelo menos 2 itens',
    ],
    [
      "a question with seven options",
      { perguntas: [{ pergunta: "Qual?", opcoes: ["1", "2", "3", "4", "5", "6", "7"], resposta: "1" }] },
      '"perguntas[1].opcoes" deve ter no máximo 6 itens',
    ],
    [
      "a video that is not YouTube's",
      { video: "https://vimeo.com/123456" },
      '"video" deve ser o endereço de um vídeo do YouTube',
    ],
    ["no course", { curso: undefined }, '"curso" é obrigatório'],
    ["an order of zero", { ordem: 0 }, '"ordem" deve ser maior que zero'],
  ])("is refused for %s, naming the file and the field", (_case, change, message) => {
    const result = validateFrontmatter("aulas", { ...LESSON, ...change }, "content/aulas/a.mdx");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.stringContaining(`content/aulas/a.mdx: ${message}`)]);
  });

  it("takes every form of a YouTube address, and gives its video's id", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=M7lc1UVf-VE",
      "https://www.youtube.com/watch?feature=share&v=M7lc1UVf-VE",
      "https://youtu.be/M7lc1UVf-VE?t=42",
      "https://m.youtube.com/watch?v=M7lc1UVf-VE",
      "https://www.youtube.com/embed/M7lc1UVf-VE",
      "https://www.youtube.com/shorts/M7lc1UVf-VE",
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
    ])
      expect([address, youtubeId(address)]).toEqual([address, "M7lc1UVf-VE"]);
    for (const address of [
      "https://www.youtube.com/",
      "http://youtu.be/M7lc1UVf-VE",
      "https://evil.example/watch?v=M7lc1UVf-VE",
    ])
      expect([address, youtubeId(address)]).toEqual([address, null]);
  });
});

describe("a course's and a book's status", () => {
  it("is 'Em breve' or 'Disponível', and nothing else", () => {
    const course = { id: 4, nivel: "Iniciante", titulo: "t", descricao: "d", duracao: "1", estudantes: "1" };
    expect(validateFrontmatter("cursos", { ...course, status: "Disponível" }, "c.mdx").ok).toBe(true);
    expect(validateFrontmatter("cursos", { ...course, status: "Aberto" }, "c.mdx")).toEqual({
      ok: false,
      errors: ['c.mdx: "status" deve ser um destes valores: Em breve, Disponível'],
    });
  });
});

/** Nodes as the build holds them, by type. */
function store(nodes: Record<string, Record<string, unknown>[]>) {
  return (type: string) =>
    (nodes[type] ?? []).map((node, index) => ({ id: `${type}-${index}`, ...node }) as unknown as Node);
}

const course = (contentId: number, status: string) => ({
  contentId,
  status,
  sourceFile: `content/cursos/${contentId}.mdx`,
});
const book = (contentId: number, status: string, arquivo?: string) => ({
  contentId,
  status,
  arquivo,
  sourceFile: `content/livros/${contentId}.mdx`,
});

const lessonNode = (curso: number, ordem: number, name: string) => ({
  curso,
  ordem,
  sourceFile: `content/aulas/${name}.mdx`,
});

describe("the rules between files", () => {
  it.each([
    [
      "a lesson of a course that does not exist, and a chapter of a book that does not exist",
      relationProblems,
      {
        Course: [course(4, "Disponível")],
        Lesson: [lessonNode(4, 1, "a"), lessonNode(9, 1, "b")],
        Book: [book(4, "Disponível", "/livro.pdf")],
        Chapter: [{ livro: 7, ordem: 1, sourceFile: "content/capitulos/c.mdx" }],
      },
      [
        'content/aulas/b.mdx: "curso" 9 não é o número de nenhum arquivo de Cursos (content/cursos/)',
        'content/capitulos/c.mdx: "livro" 7 não é o número de nenhum arquivo de Livros (content/livros/)',
      ],
    ],
    [
      "an available course without lessons and an available book with neither a file nor chapters",
      relationProblems,
      {
        Course: [course(4, "Disponível"), course(5, "Em breve")],
        Book: [book(4, "Disponível"), book(5, "Disponível", "/livro.epub"), book(6, "Em breve")],
      },
      [
        'content/cursos/4.mdx: "status" é Disponível, mas o curso não tem nenhuma aula (content/aulas/)',
        'content/livros/4.mdx: "status" é Disponível, mas o livro não tem "arquivo" nem capítulos (content/capitulos/)',
      ],
    ],
    [
      "two lessons of one course with the same order, naming both (across courses it is allowed)",
      uniquenessProblems,
      {
        Course: [course(4, "Disponível"), course(5, "Disponível")],
        Lesson: [lessonNode(4, 2, "a"), lessonNode(4, 2, "b"), lessonNode(5, 2, "c")],
      },
      [
        'content/aulas/a.mdx: "ordem" 2 repete-se em content/aulas/b.mdx',
        'content/aulas/b.mdx: "ordem" 2 repete-se em content/aulas/a.mdx',
      ],
    ],
  ])("refuse %s", (_case, rule, nodes, expected) => {
    expect(rule(store(nodes))).toEqual(expected);
  });
});

describe("the order of a course's lessons and a book's chapters", () => {
  it("is given once, by the schema: a course's lessons are its own, asked of Gatsby sorted by `ordem`", async () => {
    const found = [{ id: "a" }, { id: "b" }];
    const findAll = jest.fn<
      ReturnType<PartsContext["nodeModel"]["findAll"]>,
      Parameters<PartsContext["nodeModel"]["findAll"]>
    >(() => Promise.resolve({ entries: new Set(found) }));
    const lessons = PARTS_IN_ORDER.extend({ type: "Lesson", by: "curso" });
    expect(await lessons.resolve({ contentId: 4 }, {}, { nodeModel: { findAll } })).toEqual(found);
    expect(findAll).toHaveBeenCalledWith({
      type: "Lesson",
      query: { filter: { curso: { eq: 4 } }, sort: { ordem: "ASC" } },
    });
  });

  const part = (id: string, address: string) => ({ id, path: address });
  const data: StudyPagesData = {
    allCourse: {
      nodes: [
        {
          id: "curso",
          contentId: 4,
          // In order, as the schema gives them; their numbers leave gaps.
          lessons: [part("a", "/cursos/4/aulas/2/"), part("b", "/cursos/4/aulas/5/"), part("c", "/cursos/4/aulas/7/")],
        },
      ],
    },
    allBook: { nodes: [{ id: "livro", contentId: 5, chapters: [part("x", "/livros/5/capitulos/3/")] }] },
  };

  it("gives each page its place, its previous and its next, whatever gaps the numbers leave", () => {
    const pages = studyPages(data);
    expect(pages.map(({ path: address, component, context }) => [address, path.basename(component), context])).toEqual([
      ["/cursos/4/", "course.tsx", { id: "curso", previousId: null, nextId: null, position: 0, count: 3 }],
      ["/cursos/4/aulas/2/", "course.tsx", { id: "a", previousId: null, nextId: "b", position: 1, count: 3 }],
      ["/cursos/4/aulas/5/", "course.tsx", { id: "b", previousId: "a", nextId: "c", position: 2, count: 3 }],
      ["/cursos/4/aulas/7/", "course.tsx", { id: "c", previousId: "b", nextId: null, position: 3, count: 3 }],
      ["/livros/5/", "book.tsx", { id: "livro", previousId: null, nextId: null, position: 0, count: 1 }],
      ["/livros/5/capitulos/3/", "book.tsx", { id: "x", previousId: null, nextId: null, position: 1, count: 1 }],
    ]);
  });

  it("is read by a query that selects what the pages are made of, of the available courses and books only", () => {
    const parents = (parts: string) => ({ nodes: { id: true, contentId: true, [parts]: { id: true, path: true } } });
    expect(selectionOf(STUDY_PAGES_QUERY)).toEqual({ allCourse: parents("lessons"), allBook: parents("chapters") });
    expect(STUDY_PAGES_QUERY).toMatch(/allCourse\(filter: \{ status: \{ eq: \$available \} \}\)/);
    expect(STUDY_PAGES_QUERY).toMatch(/allBook\(filter: \{ status: \{ eq: \$available \} \}\)/);
  });

  it("links each lesson and chapter by its page's address, made from its numbers", async () => {
    const file = { absolutePath: "/x.mdx", shownPath: "x.mdx", source: "---\n---\nTexto.", body: "Texto." };
    const lesson = await LESSON_NODE_WORK.fields({ ...file, data: { ...LESSON, curso: 4, ordem: 5 } });
    expect(lesson).toMatchObject({ ok: true, fields: { path: "/cursos/4/aulas/5/" } });
    const chapter = await CHAPTER_NODE_WORK.fields({ ...file, data: { livro: 5, ordem: 3, titulo: "t" } });
    expect(chapter).toMatchObject({ ok: true, fields: { path: "/livros/5/capitulos/3/" } });
  });
});

/** A ZIP's first entry, stored: an EPUB when it is `mimetype` holding application/epub+zip. */
function zipStart(name: string, data: string, method = 0): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(data), Buffer.alloc(64)]);
}

describe("a file by its first bytes", () => {
  it("is a PDF or an EPUB, whatever its name says", () => {
    expect(documentFormat(Buffer.from("%PDF-1.7\n..."))).toBe("PDF");
    expect(documentFormat(zipStart("mimetype", "application/epub+zip"))).toBe("EPUB");
    expect(documentFormat(zipStart("mimetype", "application/epub+zip", 8))).toBeNull();
    expect(documentFormat(zipStart("word/document.xml", "<w:document/>"))).toBeNull();
    expect(documentFormat(Buffer.from("<!doctype html>"))).toBeNull();
    expect(pictureFormat(Buffer.from("%PDF-1.7"))).toBeNull();
  });
});

describe("the build's work on a book and a lesson", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "livros-"));
    fs.mkdirSync(path.join(dir, "arquivos"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const BOOK = {
    id: 4,
    titulo: "t",
    subtitulo: "s",
    descricao: "d",
    paginas: 3,
    formato: "PDF",
    status: "Disponível" as const,
    rating: 5,
  };
  const work = (data: Partial<typeof BOOK> & { arquivo?: string; capa?: string }) =>
    BOOK_NODE_WORK.fields({
      data: { ...BOOK, ...data },
      absolutePath: path.join(dir, "livro.mdx"),
      shownPath: "content/livros/livro.mdx",
      source: "---\n---\n",
      body: "",
    });
  const write = (name: string, bytes: Buffer | string) => fs.writeFileSync(path.join(dir, "arquivos", name), bytes);

  it("resolves its file and cover beside it", async () => {
    write("livro.pdf", "%PDF-1.4\n");
    write("capa.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(await work({ arquivo: "./arquivos/livro.pdf", capa: "./arquivos/capa.jpg" })).toEqual({
      ok: true,
      fields: {
        bodyHtml: null,
        arquivo: path.join(dir, "arquivos", "livro.pdf"),
        capa: path.join(dir, "arquivos", "capa.jpg"),
        path: `/livros/${BOOK.id}/`,
      },
    });
  });

  it.each([
    ["missing", null, "PDF", '"arquivo" aponta para um arquivo que não existe (./arquivos/livro.pdf)'],
    ["not a PDF nor an EPUB", "<html></html>", "PDF", '"arquivo" não é um PDF nem um EPUB, pelo que o arquivo contém'],
    ["a PDF its format calls EPUB", "%PDF-1.4\n", "EPUB", '"formato" diz "EPUB", mas o arquivo é um PDF'],
  ])("refuses a file %s, naming the file and the field", async (_case, bytes, formato, message) => {
    if (bytes !== null) write("livro.pdf", bytes);
    const result = await work({ arquivo: "./arquivos/livro.pdf", formato });
    expect(result).toEqual({ ok: false, errors: [expect.stringContaining(`content/livros/livro.mdx: ${message}`)] });
  });

  it("refuses a file over 25 MB", async () => {
    const file = path.join(dir, "arquivos", "livro.pdf");
    write("livro.pdf", "%PDF-1.4\n");
    fs.truncateSync(file, 25_000_001);
    expect(await work({ arquivo: "./arquivos/livro.pdf" })).toEqual({
      ok: false,
      errors: ['content/livros/livro.mdx: "arquivo" tem 25.000.001 bytes; o limite é 25 MB (./arquivos/livro.pdf)'],
    });
  });

  it("refuses a cover that is not a picture", async () => {
    write("livro.pdf", "%PDF-1.4\n");
    write("capa.jpg", "%PDF-1.4\n");
    const result = await work({ arquivo: "./arquivos/livro.pdf", capa: "./arquivos/capa.jpg" });
    expect(result).toEqual({
      ok: false,
      errors: [expect.stringContaining('"capa" não é uma imagem JPG, PNG, WebP ou AVIF')],
    });
  });

  it("renders a lesson's text, refusing code in it, and keeps its video's id and its page's address", async () => {
    const lesson = (body: string) =>
      LESSON_NODE_WORK.fields({
        data: { ...LESSON, video: "https://youtu.be/M7lc1UVf-VE" },
        absolutePath: path.join(dir, "aula.mdx"),
        shownPath: "content/aulas/aula.mdx",
        source: `---\n---\n${body}`,
        body,
      });
    expect(await lesson("## Subtítulo\n\nTexto.")).toEqual({
      ok: true,
      fields: {
        bodyHtml: expect.stringContaining("<h2") as unknown,
        videoId: "M7lc1UVf-VE",
        path: "/cursos/4/aulas/1/",
      },
    });
    const refused = await lesson("{process.exit(1)}");
    expect(refused).toEqual({ ok: false, errors: [expect.stringContaining("content/aulas/aula.mdx") as unknown] });
  });
});

describe("a file's size, as a book's page writes it", () => {
  it("is in pt-BR, in the largest unit under a thousand, and in the page's language on a translated one", () => {
    const sizes = [812, 1_300, 2_412_000, 25_000_000];
    expect(sizes.map((bytes) => formatFileSize(bytes))).toEqual(["812 bytes", "1,3 KB", "2,4 MB", "25 MB"]);
    expect(sizes.map((bytes) => formatFileSize(bytes, "en"))).toEqual(["812 bytes", "1.3 KB", "2.4 MB", "25 MB"]);
  });
});
