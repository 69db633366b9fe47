import { startEditor } from "../src/admin/start";
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

/** An entry as Decap hands it to preSave: an Immutable-like map over plain data. */
function entry(collection: string, data: Record<string, unknown>, mediaFiles: { path: string; file?: Blob }[] = []) {
  const values: Record<string, unknown> = {
    collection,
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
  it("on a site built without a repository, away from the editor's machine, only says why, in Portuguese", () => {
    const { cms, mocks } = fakeDecap();
    startEditor(cms, { name: "local", branch: "main" }, "/admin/admin.css", "evolucao.example.org");
    expect(document.querySelector("h1")?.textContent).toBe("Editor de conteúdo");
    expect(document.body.textContent).toContain("publicado sem um repositório para o editor");
    expect(document.body.textContent).toContain("npm run cms");
    expect(mocks.init).not.toHaveBeenCalled();
  });

  it("on the editor's machine starts Decap, its Portuguese completed", () => {
    const { cms, mocks } = fakeDecap();
    startEditor(cms, { name: "local", branch: "conteudo" }, "/admin/admin.css", "localhost");
    expect(mocks.registerLocale).toHaveBeenCalledWith(
      "pt",
      expect.objectContaining({
        editor: expect.objectContaining({
          editorToolbar: { draft: "Rascunho", status: "Situação: %{status}" },
        }) as unknown,
      }),
    );
    expect(mocks.init).toHaveBeenCalledWith({
      config: expect.objectContaining({ publish_mode: "editorial_workflow" }) as unknown,
    });
  });

  it("refuses to save a body with code and a picture that is not one, with the build's messages", async () => {
    const { cms, handlers } = fakeDecap();
    startEditor(cms, { name: "github", branch: "main", repo: "a/b" }, "/admin/admin.css", "evolucao.example.org");
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
});
