import fs from "node:fs";
import { AVAILABLE_BOOK } from "./fixtures/book";
import path from "node:path";
import { waitFor } from "@testing-library/react";
import { startEditor } from "../src/admin/start";
import { MAX_BOOK_FILE_BYTES } from "../src/shared/content-kinds/book";
import type { DecapCms, ImmutableMap, SaveEvent } from "../src/admin/decap";
import { CODE_IN_BODY } from "../src/shared/content-kinds/mdx-body";
import { NEW_TEACHING } from "./fixtures/teaching";

/** The editor's start (src/admin/start.ts): where it runs, its language, and what it refuses to save. */

function fakeDecap() {
  const handlers: ((event: SaveEvent) => unknown)[] = [];
  const cms = {
    init: jest.fn(),
    getLocale: jest.fn(() => ({ editor: { editorToolbar: { draft: "Rascunho" } } })),
    registerLocale: jest.fn(),
    registerPreviewStyle: jest.fn(),
    registerPreviewTemplate: jest.fn(),
    registerEventListener: jest.fn((listener: { handler: (event: SaveEvent) => unknown }) =>
      handlers.push(listener.handler),
    ),
  };
  return { cms: cms as unknown as DecapCms, mocks: cms, handlers };
}

/** An entry as Decap hands it to preSave: an Immutable-like map over plain data; `path` once saved. */
function entry(
  collection: string,
  data: Record<string, unknown>,
  mediaFiles: { path: string; file?: Blob }[] = [],
  saved = "",
) {
  const values: Record<string, unknown> = {
    collection,
    path: saved,
    data: { toJS: () => data },
    mediaFiles: { toJS: () => mediaFiles },
  };
  return { get: (key: string) => values[key], getIn: () => undefined, toJS: () => values } as ImmutableMap;
}

const TEACHING = { ...NEW_TEACHING, imagem: "imagens/capa.jpg", body: "Texto." };

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the editor's start", () => {
  it("on a site built without a repository, deployed (`npm start` too), only says why, in Portuguese", () => {
    const { cms, mocks } = fakeDecap();
    startEditor(cms, { name: "local", branch: "main" }, "/admin/admin.css", false);
    expect(document.querySelector("h1")?.textContent).toBe("Editor de conteúdo");
    expect(document.body.textContent).toContain("publicado sem um repositório para o editor");
    expect(document.body.textContent).toContain("npm run cms");
    expect(mocks.init).not.toHaveBeenCalled();
  });

  it("as `npm run cms` writes it, starts Decap on its local backend, its Portuguese completed", () => {
    const { cms, mocks } = fakeDecap();
    startEditor(cms, { name: "local", branch: "conteudo" }, "/admin/admin.css", true);
    expect(mocks.registerLocale).toHaveBeenCalledWith(
      "pt",
      expect.objectContaining({
        editor: expect.objectContaining({
          editorToolbar: { draft: "Rascunho", status: "Situação: %{status}" },
        }) as unknown,
      }),
    );
    expect(mocks.init).toHaveBeenCalledWith({
      config: expect.objectContaining({ publish_mode: "editorial_workflow", local_backend: true }) as unknown,
    });
  });

  it("refuses to save a body with code and a picture that is not one, with the build's messages", async () => {
    const { cms, handlers } = fakeDecap();
    startEditor(cms, { name: "github", branch: "main", repo: "a/b" }, "/admin/admin.css", false);
    const [preSave] = handlers;
    const picture = new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])]);
    const text = new Blob(["Isto é um texto."]);

    await expect(
      Promise.resolve(
        preSave({
          entry: entry("ensinamentos", TEACHING, [{ path: "content/ensinamentos/imagens/capa.jpg", file: picture }]),
        }),
      ),
    ).resolves.toBeUndefined();
    await expect(
      Promise.resolve(preSave({ entry: entry("ensinamentos", { ...TEACHING, body: "Um {1 + 1}." }) })),
    ).rejects.toThrow(`content/ensinamentos/gratidao.mdx: Texto, linha 1: ${CODE_IN_BODY.expression}`);
    await expect(
      Promise.resolve(
        preSave({
          entry: entry("ensinamentos", TEACHING, [{ path: "content/ensinamentos/imagens/capa.jpg", file: text }]),
        }),
      ),
    ).rejects.toThrow(
      'content/ensinamentos/gratidao.mdx: "imagem" não é uma imagem que o site consiga usar (capa.jpg)',
    );
  });

  it("refuses to save a book whose uploaded file is not a PDF or EPUB, not its 'formato' or over 25 MB, in the build's words", async () => {
    const { cms, handlers } = fakeDecap();
    startEditor(cms, { name: "github", branch: "main", repo: "a/b" }, "/admin/admin.css", false);
    const [preSave] = handlers;
    const book = { ...AVAILABLE_BOOK, arquivo: "arquivos/livro.pdf" };
    const saving = (file: Blob, data: Record<string, unknown> = book, saved = "") =>
      Promise.resolve(
        preSave({ entry: entry("livros", data, [{ path: `content/livros/${String(data.arquivo)}`, file }], saved) }),
      );
    const pdf = new Blob(["%PDF-1.7\n%âãÏÓ\n"]);
    const epub = new Blob([
      fs.readFileSync(path.join(__dirname, "../docs/exemplos/livros/arquivos/pequeno-guia-da-prece.epub")),
    ]);
    const file = "content/livros/o-caminho-da-caridade.mdx";

    await expect(saving(pdf)).resolves.toBeUndefined();
    await expect(saving(epub, { ...book, formato: "EPUB", arquivo: "arquivos/livro.epub" })).resolves.toBeUndefined();
    await expect(saving(new Blob(["Isto é um texto, não um livro."]))).rejects.toThrow(
      `${file}: "arquivo" não é um PDF nem um EPUB, pelo que o arquivo contém (arquivos/livro.pdf)`,
    );
    await expect(saving(epub, { ...book, arquivo: "arquivos/livro.epub" })).rejects.toThrow(
      `${file}: "formato" diz "PDF", mas o arquivo é um EPUB (arquivos/livro.epub)`,
    );
    const large = new Blob([pdf, new Uint8Array(MAX_BOOK_FILE_BYTES + 100_000 - pdf.size)]);
    await expect(saving(large)).rejects.toThrow(
      `${file}: "arquivo" tem 25.100.000 bytes; o limite é 25 MB (arquivos/livro.pdf)`,
    );
    // An entry saved before keeps its file's name, whatever its title became.
    await expect(saving(new Blob(["texto"]), book, "content/livros/primeiro-nome.mdx")).rejects.toThrow(
      'content/livros/primeiro-nome.mdx: "arquivo" não é um PDF nem um EPUB',
    );
  });

  it("puts react-select's and react-toastify's own phrases in Portuguese where they write them, as they write them, and nothing else", async () => {
    const { cms } = fakeDecap();
    startEditor(cms, { name: "local", branch: "main" }, "/admin/admin.css", true);
    document.body.insertAdjacentHTML(
      "beforeend",
      '<div class="css-rd9pz5-menu"><div class="css-9x5mqu">No options</div></div>' +
        '<span id="aria-results">3 results available.</span><p>No options</p>',
    );
    const results = document.getElementById("aria-results")?.firstChild as Text;
    await waitFor(() => expect(document.querySelector(".css-9x5mqu")?.textContent).toBe("Nenhuma opção encontrada"));
    expect(results.data).toBe("3 resultados disponíveis.");
    // What an editor writes stays as written, even in English.
    expect(document.querySelector("p")?.textContent).toBe("No options");
    // React changes the text of the same node: it is put in Portuguese again.
    results.data = "1 result available for search term Intro.";
    await waitFor(() => expect(results.data).toBe("1 resultado disponível para a busca Intro."));
    // A notice's parts, for screen readers.
    document.body.insertAdjacentHTML(
      "beforeend",
      '<div class="Toastify"><div role="alert">Entrada salva<button aria-label="close"></button>' +
        '<div role="progressbar" aria-label="notification timer"></div></div></div>',
    );
    await waitFor(() => expect(document.querySelector(".Toastify button")?.getAttribute("aria-label")).toBe("Fechar"));
    expect(document.querySelector(".Toastify [role=progressbar]")?.getAttribute("aria-label")).toBe("Tempo do aviso");
  });
});
