/**
 * @jest-environment node
 */
import type { Node } from "gatsby";
import { EDITION_KIND, TEACHING_KIND } from "../src/shared/content-kinds";
import { validateBody, validateFrontmatter } from "../src/shared/content-kinds/validation";
import { EDITION_LEAVE_PLACEHOLDER } from "../src/shared/editions";
import { CODE_IN_BODY } from "../src/shared/content-kinds/mdx-body";
import { contentNodeFields } from "../src/buildtime/nodes";
import { relationProblems, uniquenessProblems } from "../src/buildtime/content/relations";
import { graphqlTypeDefinition } from "../src/buildtime/graphql-types";
import { cmsCollection } from "../src/admin/cms-config";
import { checkBeforeSaving } from "../src/admin/check";
import { NEW_TEACHING } from "./fixtures/teaching";

/** An edition's rules (CONTENT.md, "Boletins"), as the build and the editor apply them, naming the file and the field. */

const FILE = "content/boletins/a-caridade.mdx";
const EDITION = {
  numero: 1,
  titulo: "A caridade começa em casa",
  data: "2025-02-03",
  ensinamentos: ["lobo-bom-lobo-mau"],
  cursos: [4],
  livros: [4],
};
const RESERVED = `não pode conter ${EDITION_LEAVE_PLACEHOLDER}`;

/** One edition file through the build's own checks and work (src/buildtime/nodes/), as on-create-node runs them. */
const asTheBuild = (frontmatter: Record<string, unknown>, body: string, file = FILE) =>
  contentNodeFields("boletins", {
    frontmatter,
    body,
    source: `---\n---\n${body}`,
    absolutePath: `/x/${file}`,
    shownPath: file,
  });

describe("an edition's file", () => {
  it("is accepted with a text and items, with items only, and with a text only; its items kept in their order", async () => {
    const both = await asTheBuild({ ...EDITION, cursos: ["4"] }, "Um texto com [um link](/cursos/4/).");
    expect(both).toMatchObject({
      ok: true,
      fields: {
        numero: 1,
        ensinamentos: ["lobo-bom-lobo-mau"],
        cursos: [4],
        livros: [4],
        longDate: "3 de fevereiro de 2025",
      },
    });
    expect(both.ok && both.fields.bodyHtml).toBe('<p>Um texto com <a href="/cursos/4/">um link</a>.</p>');
    expect(both.ok && both.fields.excerpt).toBe("Um texto com um link.");
    // The first words are the paragraphs' own: a subtitle is not run into the sentence after it.
    const titled = await asTheBuild(EDITION, "## Um minuto por dia\n\nExperimente, esta semana.");
    expect(titled.ok && titled.fields.excerpt).toBe("Experimente, esta semana.");
    const itemsOnly = await asTheBuild(EDITION, "");
    expect(itemsOnly).toMatchObject({ ok: true, fields: { bodyHtml: null, excerpt: null } });
    // A text of a subtitle alone has no first words: the page's description and the e-mail's preview fall back.
    const subtitleOnly = await asTheBuild(EDITION, "## Um minuto por dia");
    expect(subtitleOnly.ok && subtitleOnly.fields.excerpt).toBeNull();
    const { ensinamentos: _t, cursos: _c, livros: _l, ...bare } = EDITION;
    // A list left out is an empty one, so the page and the e-mail read every list the same way.
    expect(await asTheBuild(bare, "Só o texto.")).toMatchObject({
      ok: true,
      fields: { ensinamentos: [], cursos: [], livros: [] },
    });
  });

  it("is refused with neither text nor items, naming the file and the lists", async () => {
    const { ensinamentos: _t, cursos: _c, livros: _l, ...bare } = EDITION;
    const message = `${FILE}: o texto depois do cabeçalho (Texto) não pode ficar vazio quando "ensinamentos", "cursos", "livros" e "palestras" estão vazios`;
    expect(await asTheBuild({ ...bare, cursos: [], livros: null }, "  \n")).toEqual({ ok: false, errors: [message] });
    // The editor refuses it before saving, in the same words.
    expect(checkBeforeSaving("boletins", { ...bare, ensinamentos: [], body: "" }, FILE)).toEqual([message]);
  });

  it.each([
    ["a number of zero", { numero: 0 }, '"numero" deve ser maior que zero'],
    ["no date", { data: undefined }, '"data" é obrigatório'],
    ["a title on two lines", { titulo: "Boletim\nBcc: todos" }, '"titulo" deve caber numa linha, sem quebras'],
    ["a course named twice", { cursos: [4, "4"] }, '"cursos" repete 4'],
    ["a teaching that is not a slug", { ensinamentos: [3] }, '"ensinamentos[1]" deve ser um texto'],
    ["the e-mails' placeholder in its title", { titulo: `Olá ${EDITION_LEAVE_PLACEHOLDER}` }, `"titulo" ${RESERVED}`],
  ])("is refused for %s, naming the file and the field", async (_case, change, message) => {
    const result = await asTheBuild({ ...EDITION, ...change }, "Texto.");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.stringContaining(`${FILE}: ${message}`) as unknown]);
  });

  it("is refused with code in its text, as every body is (its text is data)", async () => {
    expect(await asTheBuild(EDITION, "Um total de {1 + 1}.")).toEqual({
      ok: false,
      errors: [`${FILE}:3: ${CODE_IN_BODY.expression}`],
    });
  });

  it("is refused with the e-mails' placeholder in its text, and so is any content that holds it", async () => {
    expect(await asTheBuild(EDITION, `Saia por aqui: ${EDITION_LEAVE_PLACEHOLDER}`)).toEqual({
      ok: false,
      errors: [
        `${FILE}: o texto depois do cabeçalho (Texto) ${RESERVED}, o lugar do endereço de saída de cada inscrito no boletim`,
      ],
    });
    // A teaching's summary reaches an edition's e-mail too: no kind's text may carry it.
    const teaching = { ...NEW_TEACHING, resumo: `Um ${EDITION_LEAVE_PLACEHOLDER}` };
    expect(validateFrontmatter(TEACHING_KIND, teaching, "content/ensinamentos/t.mdx")).toEqual({
      ok: false,
      errors: [expect.stringContaining(`content/ensinamentos/t.mdx: "resumo" ${RESERVED}`) as unknown],
    });
    expect(validateBody(EDITION_KIND, EDITION_LEAVE_PLACEHOLDER, FILE)[0]).toContain(RESERVED);
  });
});

/** Nodes as the build holds them, by type. */
function store(nodes: Record<string, Record<string, unknown>[]>) {
  return (type: string) =>
    (nodes[type] ?? []).map((node, index) => ({ id: `${type}-${index}`, ...node }) as unknown as Node);
}

const published = {
  Teaching: [{ slug: "lobo-bom-lobo-mau", sourceFile: "content/ensinamentos/lobo-bom-lobo-mau.mdx" }],
  Course: [
    {
      contentId: 1,
      status: "Em breve",
      titulo: "Despertar da Consciência",
      sourceFile: "content/cursos/despertar.mdx",
    },
    { contentId: 4, status: "Disponível", titulo: "Introdução", sourceFile: "content/cursos/introducao.mdx" },
  ],
  Lesson: [{ curso: 4, ordem: 1, sourceFile: "content/aulas/a.mdx" }],
  Book: [
    { contentId: 4, status: "Disponível", arquivo: "/x.pdf", titulo: "O Caminho", sourceFile: "content/livros/4.mdx" },
  ],
};
const editionNode = (numero: number, name: string, items: Record<string, unknown[]> = {}) => ({
  numero,
  ensinamentos: [],
  cursos: [],
  livros: [],
  ...items,
  sourceFile: `content/boletins/${name}.mdx`,
});

describe("an edition among the other files", () => {
  it("names what exists and is available, in any order", () => {
    const nodes = store({
      ...published,
      Edition: [editionNode(1, "a", { ensinamentos: ["lobo-bom-lobo-mau"], cursos: [4], livros: [4] })],
    });
    expect([...relationProblems(nodes), ...uniquenessProblems(nodes)]).toEqual([]);
  });

  it("is refused for a teaching, a course or a book that does not exist, or a course or book not available", () => {
    const nodes = store({
      ...published,
      Book: [
        ...published.Book,
        { contentId: 2, status: "Em breve", titulo: "O Farol", sourceFile: "content/livros/2.mdx" },
      ],
      Edition: [
        editionNode(1, "a", { ensinamentos: ["lobo-mau", "lobo-bom-lobo-mau"], cursos: [1, 9], livros: [2, 4] }),
      ],
    });
    expect(relationProblems(nodes)).toEqual([
      'content/boletins/a.mdx: "ensinamentos" "lobo-mau" não é o endereço (slug) de nenhum arquivo de Ensinamentos (content/ensinamentos/)',
      'content/boletins/a.mdx: "cursos" 1 é "Despertar da Consciência" (content/cursos/despertar.mdx), que não está Disponível',
      'content/boletins/a.mdx: "cursos" 9 não é o número de nenhum arquivo de Cursos (content/cursos/)',
      'content/boletins/a.mdx: "livros" 2 é "O Farol" (content/livros/2.mdx), que não está Disponível',
    ]);
  });

  it("is refused for a number another edition has, naming both files", () => {
    const nodes = store({ Edition: [editionNode(3, "a"), editionNode(3, "b"), editionNode(4, "c")] });
    expect(uniquenessProblems(nodes)).toEqual([
      'content/boletins/a.mdx: "numero" 3 repete-se em content/boletins/b.mdx',
      'content/boletins/b.mdx: "numero" 3 repete-se em content/boletins/a.mdx',
    ]);
  });
});

describe("an edition's kind, for GraphQL and the editor", () => {
  it("links its lists to the teachings, courses and books they name", () => {
    const sdl = graphqlTypeDefinition(EDITION_KIND);
    expect(sdl).toContain("ensinamentos: [String!]\n");
    expect(sdl).toContain("cursos: [Int!]\n");
    expect(sdl).toContain('teachings: [Teaching!]! @link(by: "slug", from: "ensinamentos")');
    expect(sdl).toContain('courses: [Course!]! @link(by: "contentId", from: "cursos")');
    expect(sdl).toContain('books: [Book!]! @link(by: "contentId", from: "livros")');
  });

  it("picks its items from the lists of teachings, and of the available courses and books, by title", () => {
    const fields = (cmsCollection(EDITION_KIND) as { fields: Record<string, unknown>[] }).fields;
    const field = (name: string) => fields.find((candidate) => candidate.name === name);
    expect(field("ensinamentos")).toMatchObject({
      widget: "relation",
      collection: "ensinamentos",
      value_field: "slug",
      search_fields: ["titulo"],
      display_fields: ["titulo"],
      multiple: true,
      required: false,
    });
    expect(field("ensinamentos")).not.toHaveProperty("filters");
    for (const name of ["cursos", "livros"])
      expect(field(name)).toMatchObject({
        widget: "relation",
        collection: name,
        value_field: "id",
        multiple: true,
        filters: [{ field: "status", values: ["Disponível"] }],
      });
    expect(field("titulo")).toMatchObject({
      widget: "string",
      pattern: ["^[^\\r\\n]*$", "deve caber numa linha, sem quebras"],
    });
    expect(field("body")).toMatchObject({ widget: "markdown", required: false });
  });
});
