/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cmsBackendFromEnv, repositoryFromEnv } from "../src/buildtime/admin-settings";
import { cmsCollection, cmsConfig, LOCAL_BACKEND_URL } from "../src/admin/cms-config";
import { MAX_IMAGE_BYTES } from "../src/admin/widgets";
import { PORTUGUESE_PHRASES, mergePhrases, type Phrases } from "../src/admin/locale";
import { portuguesePhrase } from "../src/admin/library-phrases";
import { BOOK_KIND, CHAPTER_KIND, LESSON_KIND, type ContentKindDefinition } from "../src/shared/content-kinds";
import { MAX_BOOK_FILE_BYTES } from "../src/shared/content-kinds/book";
import { bookFileProblems } from "../src/shared/content-kinds/book-file";
import { checkBookFile } from "../src/buildtime/content/files";
import { DOCUMENT_RULE } from "../src/shared/content-kinds/define";
import { documentFormat, pictureFormat } from "../src/shared/content-kinds/file-bytes";

/** The editor on the deployed site (docs/editing.md): where it saves, how it logs in, its language. */

describe("where the editor saves", () => {
  it("is GitHub, on the repository Netlify builds, in either form Netlify gives it", () => {
    for (const url of [
      "git@github.com:instituto/site",
      "https://github.com/instituto/site",
      "https://github.com/instituto/site.git",
    ])
      expect(cmsBackendFromEnv({ REPOSITORY_URL: url })).toEqual({
        name: "github",
        branch: "main",
        repo: "instituto/site",
      });
    expect(
      cmsBackendFromEnv({
        REPOSITORY_URL: "https://github.com/instituto/site",
        CMS_REPO: "outro/repo",
        CMS_BRANCH: "conteudo",
      }),
    ).toEqual({
      name: "github",
      branch: "conteudo",
      repo: "outro/repo",
    });
    expect(repositoryFromEnv({ REPOSITORY_URL: "https://gitlab.com/instituto/site" })).toBeNull();
    expect(() => repositoryFromEnv({ CMS_REPO: "sem-barra" })).toThrow(/dono\/repositório/);
  });

  it("logs in through the site's own service when CMS_OAUTH_BASE_URL names its origin", () => {
    const backend = cmsBackendFromEnv({
      CMS_REPO: "instituto/site",
      CMS_OAUTH_BASE_URL: "https://evolucao.example.org/",
    });
    expect(backend).toEqual({
      name: "github",
      branch: "main",
      repo: "instituto/site",
      baseUrl: "https://evolucao.example.org",
    });
    expect(cmsConfig(backend, false).backend).toMatchObject({
      name: "github",
      repo: "instituto/site",
      base_url: "https://evolucao.example.org",
      auth_endpoint: "oauth/auth",
    });
    // Decap takes the login's message only from base_url itself: a path there would never match.
    expect(() =>
      cmsBackendFromEnv({ CMS_REPO: "a/b", CMS_OAUTH_BASE_URL: "https://evolucao.example.org/oauth" }),
    ).toThrow(/só a origem/);
  });

  it("without any repository is only the local backend (the build still succeeds)", () => {
    expect(cmsBackendFromEnv({})).toEqual({ name: "local", branch: "main" });
    expect(cmsConfig(cmsBackendFromEnv({}), true).backend).toMatchObject({
      name: "proxy",
      proxy_url: LOCAL_BACKEND_URL,
    });
  });

  it("is Git Gateway only when asked for, for sites that still have Netlify Identity", () => {
    expect(cmsBackendFromEnv({ CMS_BACKEND: "git-gateway", REPOSITORY_URL: "https://github.com/a/b" })).toEqual({
      name: "git-gateway",
      branch: "main",
    });
    expect(() => cmsBackendFromEnv({ CMS_BACKEND: "gitlab" })).toThrow(/github ou git-gateway/);
  });

  it("writes its commits in Portuguese and refuses a picture over 5 MB at upload", () => {
    const config = cmsConfig({ name: "local", branch: "main" }, true);
    expect(config.backend).toMatchObject({ commit_messages: { create: "Cria {{collection}} “{{slug}}”" } });
    const teaching = (config.collections as { name: string; fields: { name: string; media_library?: unknown }[] }[])[0];
    expect(teaching.fields.find((field) => field.name === "imagem")?.media_library).toEqual({
      config: { max_file_size: MAX_IMAGE_BYTES },
    });
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });
});

/** A kind's form field, as the editor's configuration gives it to Decap. */
const formField = (kind: ContentKindDefinition, name: string) =>
  (cmsCollection(kind) as { fields: Record<string, unknown>[] }).fields.find((field) => field.name === name);

describe("the forms of lessons, books and chapters (Decap 3's widgets)", () => {
  it("picks a lesson's course and a chapter's book from the other collection by title, storing its number", () => {
    expect(formField(LESSON_KIND, "curso")).toEqual({
      name: "curso",
      label: "Curso",
      hint: "O curso desta aula.",
      required: true,
      widget: "relation",
      collection: "cursos",
      value_field: "id",
      search_fields: ["titulo"],
      display_fields: ["titulo"],
    });
    expect(formField(CHAPTER_KIND, "livro")).toMatchObject({
      widget: "relation",
      collection: "livros",
      value_field: "id",
    });
  });

  it("gives a question's options one open text box each, counted between the kind's bounds", () => {
    const questions = formField(LESSON_KIND, "perguntas") as { fields: Record<string, unknown>[] };
    expect(questions.fields.find((field) => field.name === "opcoes")).toEqual({
      name: "opcoes",
      label: "Opções",
      hint: "De 2 a 6 opções.",
      required: true,
      widget: "list",
      label_singular: "Opção",
      collapsed: false,
      min: 2,
      max: 6,
      field: { name: "texto", label: "Opção", widget: "string" },
    });
  });

  it("gives the questions one item of fields each, named by a summary that is never empty", () => {
    const questions = formField(LESSON_KIND, "perguntas") as Record<string, unknown> & {
      fields: { name: string; widget: string; required: boolean }[];
    };
    expect(questions).toMatchObject({ widget: "list", label_singular: "Pergunta", required: false });
    // Decap shows its English "No <field>" for an item whose summary comes out empty.
    expect(questions.summary).toBe("Pergunta: {{fields.pergunta}}");
    expect(questions.fields.map(({ name, widget, required }) => [name, widget, required])).toEqual([
      ["pergunta", "string", true],
      ["opcoes", "list", true],
      ["resposta", "string", true],
      ["explicacao", "text", false],
    ]);
  });

  it("uploads a book's file beside the books, named as the build resolves it, within the build's size and formats", () => {
    expect(formField(BOOK_KIND, "arquivo")).toEqual({
      name: "arquivo",
      label: "Arquivo",
      hint: "O livro em PDF ou EPUB, para baixar (até 25 MB).",
      required: false,
      widget: "file",
      media_folder: "/content/livros/arquivos",
      public_folder: "arquivos",
      choose_url: false,
      media_library: { config: { max_file_size: MAX_BOOK_FILE_BYTES } },
      pattern: [DOCUMENT_RULE.pattern.source, DOCUMENT_RULE.message],
    });
    expect(formField(BOOK_KIND, "capa")).toMatchObject({
      widget: "image",
      media_folder: "/content/livros/arquivos",
      public_folder: "arquivos",
    });
  });
});

describe("the editor in Portuguese", () => {
  // Decap's own locales are checked in the browser, on the editor itself (e2e/cms.spec.ts).
  const base: Phrases = {
    editor: {
      editorToolbar: { draft: "Rascunho", status: "Status: %{status}" },
      editorWidgets: { markdown: { richText: "Rich Text" } },
    },
    workflow: { workflowList: { readyHeader: "Prontos" } },
  };
  const merged = mergePhrases(base, PORTUGUESE_PHRASES);
  const at = (phrases: Phrases, key: string) =>
    key
      .split(".")
      .reduce<Phrases | string | undefined>(
        (node, part) => (typeof node === "object" ? node[part] : undefined),
        phrases,
      );

  it("replaces the English words pt keeps, and adds the phrases it lacks", () => {
    expect(at(merged, "editor.editorWidgets.markdown.richText")).toBe("Texto formatado");
    expect(at(merged, "editor.editorToolbar.status")).toBe("Situação: %{status}");
    expect(at(merged, "editor.editorNotesPane.title")).toBe("Notas");
    expect(at(merged, "mediaLibrary.mediaLibraryModal.download")).toBe("Baixar");
  });

  it("counts a list's items as the build does", () => {
    expect(at(merged, "editor.editorControlPane.widget.rangeCount")).toBe(
      "%{fieldLabel} deve ter entre %{minCount} e %{maxCount} itens.",
    );
    expect(at(merged, "editor.editorControlPane.widget.rangeMin")).toBe(
      "%{fieldLabel} deve ter pelo menos %{minCount} itens.",
    );
  });

  it("puts react-select's own phrases in Portuguese, and leaves any other text alone", () => {
    expect(portuguesePhrase("No options")).toBe("Nenhuma opção encontrada");
    expect(portuguesePhrase("Loading options…")).toBe("Carregando opções…");
    expect(portuguesePhrase("3 results available.")).toBe("3 resultados disponíveis.");
    expect(portuguesePhrase("1 result available for search term Intro.")).toBe(
      "1 resultado disponível para a busca Intro.",
    );
    expect(portuguesePhrase("option Introdução ao Estudo Espírita, selected.")).toBe(
      "opção Introdução ao Estudo Espírita escolhida.",
    );
    expect(
      portuguesePhrase(
        "Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu, press Tab to select the option and exit the menu.",
      ),
    ).toBe(
      "Use as setas para cima e para baixo para percorrer as opções, Enter para escolher a opção em foco e Esc para fechar o menu; Tab escolhe a opção e sai do menu.",
    );
    expect(portuguesePhrase("Select is focused ,type to refine list, press Down to open the menu, ")).toBe(
      "A lista está em foco; digite para filtrar; a seta para baixo abre o menu.",
    );
    expect(portuguesePhrase("Despertar da Consciência")).toBeNull();
    expect(portuguesePhrase("Nenhuma opção encontrada")).toBeNull();
  });

  it("keeps the rest of the locale: the merge adds, it does not replace", () => {
    expect(at(merged, "editor.editorToolbar.draft")).toBe("Rascunho");
    expect(at(merged, "workflow.workflowList.readyHeader")).toBe("Prontos");
    expect(at(base, "editor.editorWidgets.markdown.richText")).toBe("Rich Text");
  });
});

describe("what a book's file is", () => {
  const bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

  it("is a PDF or an EPUB by its first bytes, whatever its name says", () => {
    expect(documentFormat(bytes("%PDF-1.7\n"))).toBe("PDF");
    const epub = fs.readFileSync(path.join(__dirname, "../docs/exemplos/livros/arquivos/pequeno-guia-da-prece.epub"));
    expect(documentFormat(epub.subarray(0, 58))).toBe("EPUB");
    expect(documentFormat(bytes("Isto é um texto"))).toBeNull();
    // Any other ZIP archive (a .docx, say) is not an EPUB.
    expect(documentFormat(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(60).fill(0)]))).toBeNull();
  });

  it("is judged in the same words by the build, from the disk, and by the editor, from the upload", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "livro-"));
    try {
      const cases: [string, Buffer, string][] = [
        ["livro.pdf", Buffer.from("%PDF-1.7\n"), "PDF"],
        ["texto.pdf", Buffer.from("Isto é um texto."), "PDF"],
        [
          "guia.epub",
          fs.readFileSync(path.join(__dirname, "../docs/exemplos/livros/arquivos/pequeno-guia-da-prece.epub")),
          "PDF",
        ],
        ["enorme.pdf", Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(MAX_BOOK_FILE_BYTES)]), "PDF"],
      ];
      const lines = cases.map(([name, bytes, formato]) => {
        fs.writeFileSync(path.join(dir, name), bytes);
        const reference = `arquivos/${name}`;
        const build = checkBookFile("content/livros/x.mdx", reference, path.join(dir, name), formato);
        const editor = bookFileProblems(
          "content/livros/x.mdx",
          reference,
          bytes.length,
          bytes.subarray(0, 58),
          formato,
        );
        expect(build).toEqual(editor);
        return build;
      });
      expect(lines).toEqual([
        [],
        ['content/livros/x.mdx: "arquivo" não é um PDF nem um EPUB, pelo que o arquivo contém (arquivos/texto.pdf)'],
        ['content/livros/x.mdx: "formato" diz "PDF", mas o arquivo é um EPUB (arquivos/guia.epub)'],
        ['content/livros/x.mdx: "arquivo" tem 25.000.009 bytes; o limite é 25 MB (arquivos/enorme.pdf)'],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("what a picture is", () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])),
    );

  it("is told by its first bytes, whatever its name says", () => {
    expect(pictureFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(pictureFormat(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(pictureFormat(bytes("RIFF", 0, 0, 0, 0, "WEBP"))).toBe("webp");
    expect(pictureFormat(bytes(0, 0, 0, 0x20, "ftypavif"))).toBe("avif");
    expect(pictureFormat(bytes("Isto é um texto"))).toBeNull();
    expect(pictureFormat(bytes("<svg xmlns"))).toBeNull();
  });
});
