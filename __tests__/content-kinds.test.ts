/**
 * @jest-environment node
 */
import fs from "node:fs";
import { AVAILABLE_BOOK } from "./fixtures/book";
import path from "node:path";
import matter from "gray-matter";
import {
  ALL_KINDS,
  LESSON_KIND,
  PAGE_KINDS,
  TEACHING_KIND,
  isFileKind,
  isFrontmatterField,
  type ContentKindDefinition,
  type Field,
} from "../src/shared/content-kinds";
import { frontmatterSchema, validateFrontmatter } from "../src/shared/content-kinds/validation";
import { derivedSdl, graphqlField, graphqlTypeDefinition } from "../src/buildtime/graphql-types";
import { cmsCollection, cmsConfig } from "../src/admin/cms-config";
import { cmsField } from "../src/admin/widgets";
import { checkBeforeSaving, shownPath, titleSlug } from "../src/admin/check";
import { YOUTUBE_RULE } from "../src/shared/content-kinds/youtube";
import { TRANSLATABLE_KINDS } from "../src/shared/content-kinds/translation";
import { REVIEWED_LANGUAGES } from "../src/shared/site";
import { NEW_TEACHING } from "./fixtures/teaching";

const root = path.resolve(__dirname, "..");

/** The SDL lines of a type, by field name. */
function sdlFields(sdl: string): Map<string, string> {
  return new Map(
    sdl
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /^\w+: /.test(line))
      .map((line) => [line.slice(0, line.indexOf(":")), line]),
  );
}

/** A kind of either shape, a folder's or one file's, whichever the list holds today. */
const anyKind = (kind: ContentKindDefinition) => kind;

describe.each(ALL_KINDS.map((kind) => [kind.name, kind] as const))("the %s kind, defined once", (_name, listed) => {
  const kind = anyKind(listed);
  const frontmatter = kind.fields.filter(isFrontmatterField);

  it("validates exactly its frontmatter fields, requiring the required ones", () => {
    const result = validateFrontmatter(kind, {}, "x");
    const missing = result.ok ? [] : result.errors.map((line) => /"(\w+)"/.exec(line)?.[1]);
    expect(missing.sort()).toEqual(
      frontmatter
        .filter((field) => field.required)
        .map((field) => field.name)
        .sort(),
    );
    const shape = (frontmatterSchema(kind) as unknown as { shape: Record<string, unknown> }).shape;
    expect(Object.keys(shape)).toEqual(frontmatter.map((field) => field.name));
  });

  it("gives the editor one field per field, in order, with the same label, hint, requirement and rule", () => {
    const collection = cmsCollection(kind) as {
      fields?: Record<string, unknown>[];
      folder?: string;
      files?: { file: string; fields: Record<string, unknown>[] }[];
    };
    // A kind's folder, or its one file (an entry of a files collection).
    const place = isFileKind(kind) ? collection.files?.[0]?.file : collection.folder;
    expect(place).toBe(isFileKind(kind) ? `content/${kind.name}.${kind.extension}` : `content/${kind.name}`);
    const fields = (isFileKind(kind) ? collection.files?.[0]?.fields : collection.fields) ?? [];
    expect(fields.map((field) => field.name)).toEqual(kind.fields.map((field) => field.name));
    kind.fields.forEach((field: Field, index) => {
      const form = fields[index];
      expect(form).toMatchObject({ label: field.label, required: field.required });
      expect(form.hint).toBe(field.hint);
      const rules =
        field.type === "text" || field.type === "image" || field.type === "document" ? (field.rules ?? []) : [];
      // Decap checks one pattern per field: a kind never gives a field more.
      expect(rules.length).toBeLessThanOrEqual(1);
      expect(form.pattern).toEqual(rules[0] ? [rules[0].pattern.source, rules[0].message] : undefined);
      if (field.type === "integer") expect(form).toMatchObject({ widget: "number", value_type: "int", min: field.min });
      if (field.type === "choice") expect(form).toMatchObject({ widget: "select", options: [...field.options] });
    });
  });

  it("accepts every file of its folder under content/, and of the examples' (docs/exemplos/)", () => {
    // A kind of one file: that file, in content/ or among the examples.
    const name = `${kind.name}.${kind.extension}`;
    const files = isFileKind(kind)
      ? [path.join(root, "content", name), path.join(root, "docs", "exemplos", name)].filter((file) =>
          fs.existsSync(file),
        )
      : [path.join(root, "content", kind.name), path.join(root, "docs", "exemplos", kind.name)]
          .filter((dir) => fs.existsSync(dir))
          .flatMap((dir) =>
            fs
              .readdirSync(dir)
              .filter((file) => file.endsWith(`.${kind.extension}`))
              .map((file) => path.join(dir, file)),
          );
    expect(files.length).toBeGreaterThanOrEqual(isFileKind(kind) ? 1 : 3);
    for (const file of files) {
      const data: unknown = matter(fs.readFileSync(file, "utf8")).data;
      expect(validateFrontmatter(kind, data, file)).toMatchObject({ ok: true });
    }
  });
});

describe.each(PAGE_KINDS.map((kind) => [kind.graphql.typeName, kind] as const))(
  "the GraphQL type %s",
  (_name, kind) => {
    it("has each frontmatter field, nullable exactly when the field is optional", () => {
      const fields = sdlFields(graphqlTypeDefinition(kind));
      const frontmatter = (kind.fields as readonly Field[]).filter(isFrontmatterField);
      for (const field of frontmatter) {
        const name = field.name === "id" ? "contentId" : field.name;
        const line = fields.get(name) ?? "";
        expect(line).toBe(graphqlField(field));
        // Nullable or not as a whole: `[LessonQuestion!]` is an optional list of questions.
        const type = line.replace(/^\w+: /, "").replace(/ @.*$/, "");
        expect([field.name, type.endsWith("!")]).toEqual([field.name, field.required]);
      }
      // The files each reference names, by the field its definition gives them.
      const links = frontmatter.flatMap((field) =>
        (field.type === "reference" || field.type === "references") && field.linkedAs ? [field] : [],
      );
      for (const field of links)
        expect(fields.get(field.linkedAs?.name ?? "")).toMatch(
          new RegExp(` @link\\(by: "\\w+", from: "${field.name}"\\)$`),
        );
      // And the fields the build adds, which the editor never writes: its file, its file's name (which
      // its translations are named after) and, for a kind that translates, its translations.
      expect(fields.get("sourceFile")).toBe("sourceFile: String!");
      expect(fields.get("fileName")).toBe("fileName: String!");
      const translates = TRANSLATABLE_KINDS.some((translatable) => translatable.name === kind.name);
      expect(fields.get("translations")).toBe(
        translates
          ? `translations: [${kind.graphql.typeName}Translation!]! @translationsOf(type: "${kind.graphql.typeName}Translation")`
          : undefined,
      );
      expect(fields.size).toBe(frontmatter.length + links.length + 2 + (translates ? 1 : 0) + derivedSdl(kind).length);
    });
  },
);

describe("adding an optional field to teachings (CONTENT.md)", () => {
  // The one edit CONTENT.md shows: a field in src/shared/content-kinds/teaching.ts.
  const withField = {
    ...TEACHING_KIND,
    fields: [
      ...TEACHING_KIND.fields,
      { name: "fonte", label: "Fonte", hint: "De onde vem o texto.", type: "text", required: false },
    ],
  } as const satisfies ContentKindDefinition;

  it("reaches the validation, the GraphQL type and the editor's form", () => {
    expect(validateFrontmatter(withField, { fonte: 3 }, "x.mdx")).toMatchObject({
      ok: false,
      errors: expect.arrayContaining(['x.mdx: "fonte" deve ser um texto']) as unknown,
    });
    expect(graphqlTypeDefinition(withField)).toContain("  fonte: String\n");
    expect((cmsCollection(withField) as { fields: { name: string }[] }).fields.at(-1)).toEqual(
      cmsField(withField.fields.at(-1) as Field),
    );
    expect(cmsField(withField.fields.at(-1) as Field)).toEqual({
      name: "fonte",
      label: "Fonte",
      hint: "De onde vem o texto.",
      required: false,
      widget: "string",
    });
  });
});

describe("what the editor writes", () => {
  /** A teaching as Decap writes it: relative image without "./", date as text, optional fields left empty. */
  const asDecapWrites = {
    ...NEW_TEACHING,
    titulo: "A Gratidão que Transforma",
    slug: "gratidao-que-transforma",
    categoria: "",
    ano: "",
    body: "## Um subtítulo\n\nTexto.",
  };

  it("passes the build's validation, empty optional fields counting as absent", () => {
    const { body: _body, ...frontmatter } = asDecapWrites;
    const result = validateFrontmatter(TEACHING_KIND, frontmatter, "x.mdx");
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toMatchObject({ categoria: undefined, ano: undefined, data: "2025-03-10" });
    expect(checkBeforeSaving("ensinamentos", asDecapWrites)).toEqual([]);
  });

  it("is refused before saving with the build's own lines, naming the file it would write", () => {
    expect(checkBeforeSaving("ensinamentos", { ...asDecapWrites, titulo: "", ano: 1800, body: " " })).toEqual([
      'content/ensinamentos/gratidao-que-transforma.mdx: "titulo" não pode ficar vazio',
      'content/ensinamentos/gratidao-que-transforma.mdx: "ano" deve ser um ano entre 1900 e 2100',
      "content/ensinamentos/gratidao-que-transforma.mdx: o texto depois do cabeçalho (Texto) não pode ficar vazio",
    ]);
    // A file named by its title is named as Decap will write it; before the title, it is "(novo)".
    expect(checkBeforeSaving("ensinos", { titulo: "Sem Data, à Vista", body: "<p>x</p>" })).toEqual([
      'content/ensinos/sem-data-a-vista.html: "created_at" é obrigatório',
    ]);
    expect(checkBeforeSaving("ensinos", { body: "<p>x</p>" })).toEqual([
      'content/ensinos/(novo).html: "titulo" é obrigatório',
      'content/ensinos/(novo).html: "created_at" é obrigatório',
    ]);
  });

  /** A lesson as Decap writes it: the course's number from the relation, the optional fields it left empty. */
  const lesson = {
    curso: 4,
    ordem: 1,
    titulo: "O que é o Espiritismo",
    resumo: "A doutrina em três aspectos.",
    duracao: "20 min",
    modulo: "",
    video: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    perguntas: [
      { pergunta: "Quais são os três aspectos?", opcoes: ["Ciência, filosofia e religião", "Arte"], resposta: "Arte" },
    ],
    body: "O texto da aula.",
  };

  it("takes a lesson, a book and a chapter as Decap writes them", () => {
    expect(checkBeforeSaving("aulas", lesson)).toEqual([]);
    // A relation that wrote the number as text is the same number to the build.
    expect(checkBeforeSaving("aulas", { ...lesson, curso: "4", perguntas: [] })).toEqual([]);
    expect(
      checkBeforeSaving("livros", { ...AVAILABLE_BOOK, arquivo: "arquivos/o-caminho-da-caridade.pdf", capa: "" }),
    ).toEqual([]);
    expect(checkBeforeSaving("capitulos", { livro: 4, ordem: 1, titulo: "Em casa", body: "Texto." })).toEqual([]);
  });

  it("refuses a lesson's answer that is not one of its options, a video not on YouTube and too few options, as the build words them", () => {
    const file = "content/aulas/o-que-e-o-espiritismo.mdx";
    const [question] = lesson.perguntas;
    expect(checkBeforeSaving("aulas", { ...lesson, perguntas: [{ ...question, resposta: "Ciência" }] })).toEqual([
      `${file}: "perguntas[1].resposta" deve ser, letra por letra, uma das opções`,
    ]);
    expect(checkBeforeSaving("aulas", { ...lesson, video: "https://vimeo.com/76979871" })).toEqual([
      `${file}: "video" ${YOUTUBE_RULE.message}`,
    ]);
    expect(checkBeforeSaving("aulas", { ...lesson, perguntas: [{ ...question, opcoes: ["Arte"] }] })).toEqual([
      `${file}: "perguntas[1].opcoes" deve ter pelo menos 2 itens`,
    ]);
    const { curso: _curso, ...withoutCourse } = lesson;
    expect(checkBeforeSaving("aulas", withoutCourse, "content/aulas/aula-1.mdx")).toEqual([
      'content/aulas/aula-1.mdx: "curso" é obrigatório',
    ]);
  });

  it("names a new file as Decap's slug settings name it, and a saved one by its path", () => {
    expect(titleSlug("O que é o Espiritismo")).toBe("o-que-e-o-espiritismo");
    expect(titleSlug("  Caridade: o amor em ação!  ")).toBe("caridade-o-amor-em-acao");
    expect(titleSlug("Kardec's Livro 2.0")).toBe("kardecs-livro-2-0");
    expect(titleSlug("")).toBe("");
    expect(shownPath(LESSON_KIND, lesson)).toBe("content/aulas/o-que-e-o-espiritismo.mdx");
    expect(shownPath(LESSON_KIND, lesson, "content/aulas/aula-1.mdx")).toBe("content/aulas/aula-1.mdx");
    expect(shownPath(LESSON_KIND, { ...lesson, titulo: "" })).toBe("content/aulas/(novo).mdx");
  });

  it("is configured in Portuguese, with review before publishing, and Decap's local backend only for this machine's editor", () => {
    const config = cmsConfig({ name: "github", branch: "main", repo: "instituto/site" }, false);
    expect(cmsConfig({ name: "github", branch: "main", repo: "instituto/site" }, true)).toMatchObject({
      local_backend: true,
    });
    expect(config).toMatchObject({
      locale: "pt",
      local_backend: false,
      load_config_file: false,
      publish_mode: "editorial_workflow",
      backend: { name: "github", branch: "main", repo: "instituto/site" },
    });
    expect((config.collections as { name: string }[]).map((collection) => collection.name)).toEqual([
      "ensinamentos",
      "cursos",
      "aulas",
      "livros",
      "capitulos",
      "boletins",
      "agenda",
      "ensinos",
      "apoie",
      ...REVIEWED_LANGUAGES.flatMap((code) =>
        ["ensinamentos", "cursos", "aulas", "livros", "capitulos"].map((kind) => `traducoes-${code}-${kind}`),
      ),
    ]);
  });
});
