import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ApiTeachingPage from "../src/pages/ensinos/[id]";
import { fetchApiTeaching, type ApiTeachingResult } from "../src/browser/api-teachings";
import { loadSanitizer } from "../src/browser/sanitize";
import { shareContent } from "../src/browser/share";
import * as TEXTS from "../src/shared/texts/api-teaching";

jest.mock("../src/browser/api-teachings", () => ({ fetchApiTeaching: jest.fn() }));
const mockedFetch = jest.mocked(fetchApiTeaching);

const teaching = (titulo: string) => ({
  titulo,
  resumo: `Resumo de ${titulo}`,
  imagem: "/imagens/ensinos/1.jpg",
  conteudo: "<p>Texto <strong>forte</strong></p><script>window.hacked = true</script>",
  created_at: "2025-01-15T12:00:00Z",
});

const props = (id: string) => ({ params: { id } }) as unknown as PageProps;

describe("/ensinos/{id} page", () => {
  afterEach(() => mockedFetch.mockReset());

  it("shows loading, then date, title, summary, image, sanitized content and the links", async () => {
    mockedFetch.mockResolvedValue({ status: "loaded", teaching: teaching("A Prece") });
    render(<ApiTeachingPage {...props("1")} />);
    expect(screen.getByText("Carregando...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "A Prece" })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      "1",
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );
    expect(screen.getAllByText("15 de janeiro de 2025")).toHaveLength(2);
    expect(screen.getByText(/^Publicado em/)).toBeInTheDocument();
    expect(screen.getByText("Resumo de A Prece")).toBeInTheDocument();
    expect(screen.getByText("forte")).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByRole("button", { name: "Compartilhar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Compartilhar este ensino" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver Mais Ensinamentos" })).toHaveAttribute("href", "/ensinamentos/");
    expect(document.title).toContain("A Prece");
  });

  it("hides the image when it fails to load", async () => {
    mockedFetch.mockResolvedValue({ status: "loaded", teaching: teaching("Sem imagem") });
    const { container } = render(<ApiTeachingPage {...props("1")} />);
    await screen.findByRole("heading", { level: 1 });
    const image = container.querySelector("img") as HTMLImageElement;
    fireEvent.error(image);
    expect(container.querySelector("img")).toBeNull();
  });

  it("omits the summary when there is none", async () => {
    mockedFetch.mockResolvedValue({ status: "loaded", teaching: { ...teaching("Só título"), resumo: null } });
    render(<ApiTeachingPage {...props("1")} />);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(/Resumo de/)).not.toBeInTheDocument();
  });

  it("shows 'Erro ao carregar ensino' with a back link on failure", async () => {
    mockedFetch.mockResolvedValue({ status: "error", error: { kind: "http", status: 500 } });
    render(<ApiTeachingPage {...props("1")} />);
    expect(await screen.findByRole("heading", { name: "Erro ao carregar ensino" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Voltar aos Ensinamentos/ })).toHaveAttribute("href", "/ensinamentos/");
  });

  it("shows 'Ensino não encontrado' when there is no data", async () => {
    mockedFetch.mockResolvedValue({ status: "not-found" });
    render(<ApiTeachingPage {...props("1")} />);
    expect(await screen.findByRole("heading", { name: "Ensino não encontrado" })).toBeInTheDocument();
  });

  it("shows 'Ensino não encontrado' at once, asking the API nothing, for an id no teaching can have", async () => {
    for (const id of ["..", ".", "a/b", "100%", "\u0000", "x".repeat(129)]) {
      const { unmount } = render(<ApiTeachingPage {...props(id)} />);
      expect(await screen.findByRole("heading", { name: "Ensino não encontrado" })).toBeInTheDocument();
      unmount();
    }
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it("loads again when the id changes and never lets a late answer for the old id win", async () => {
    let resolveFirst: (value: ApiTeachingResult) => void = () => undefined;
    mockedFetch.mockImplementation((id: string) =>
      id === "1"
        ? new Promise<ApiTeachingResult>((resolve) => {
            resolveFirst = resolve;
          })
        : Promise.resolve({ status: "loaded", teaching: teaching("Segundo") }),
    );
    const { rerender } = render(<ApiTeachingPage {...props("1")} />);
    await waitFor(() => expect(mockedFetch).toHaveBeenCalledWith("1", expect.anything()));
    rerender(<ApiTeachingPage {...props("2")} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Segundo" })).toBeInTheDocument();
    const firstSignal = mockedFetch.mock.calls[0][1]?.signal as AbortSignal;
    expect(firstSignal.aborted).toBe(true);
    await act(async () => resolveFirst({ status: "loaded", teaching: teaching("Primeiro") }));
    expect(screen.getByRole("heading", { level: 1, name: "Segundo" })).toBeInTheDocument();
    expect(screen.queryByText("Primeiro")).not.toBeInTheDocument();
  });
});

describe("sanitizeHtml", () => {
  it.each([
    ["<p>ok</p><script>alert(1)</script>", "<script"],
    ['<img src="x" onerror="alert(1)">', "onerror"],
    ['<a href="javascript:alert(1)">x</a>', "javascript:"],
    ['<iframe src="https://example.org"></iframe>', "<iframe"],
    ["<svg><script>alert(1)</script></svg>", "<script"],
    ['<p style="position:fixed">x</p>', "style="],
    ['<form action="/x"><button formaction="javascript:alert(1)">x</button></form>', "javascript:"],
    ['<object data="x.swf"></object><embed src="x.swf">', "<object"],
  ])("removes the dangerous part of %s", async (payload, forbidden) => {
    const sanitize = await loadSanitizer();
    expect(sanitize(payload).toLowerCase()).not.toContain(forbidden);
  });

  it("keeps the article markup", async () => {
    const html =
      "<h2>Título</h2><p>Um <strong>texto</strong> e <em>ênfase</em>.</p><blockquote>c</blockquote><ul><li>a</li></ul>";
    expect((await loadSanitizer())(html)).toBe(html);
  });
});

describe("shareContent (docs/behaviour.md: Screens Share)", () => {
  const content = { title: "T", text: "R", url: "http://localhost/ensinos/1/" };

  it("uses the device share function with title, summary and URL", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const alert = jest.fn();
    await expect(shareContent(content, { navigator: { share, clipboard: navigator.clipboard }, alert })).resolves.toBe(
      "shared",
    );
    expect(share).toHaveBeenCalledWith(content);
    expect(alert).not.toHaveBeenCalled();
  });

  it("without it copies the link and alerts", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const alert = jest.fn();
    const nav = { share: undefined, clipboard: { writeText } } as unknown as Pick<Navigator, "share" | "clipboard">;
    await expect(shareContent(content, { navigator: nav, alert })).resolves.toBe("copied");
    expect(writeText).toHaveBeenCalledWith(content.url);
    expect(alert).toHaveBeenCalledWith(TEXTS.linkCopied);
    expect(TEXTS.linkCopied).toBe("Link copiado para a área de transferência!");
  });

  it("only logs a failure, such as the visitor cancelling", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const share = jest.fn().mockRejectedValue(new DOMException("cancelado", "AbortError"));
    const alert = jest.fn();
    await expect(shareContent(content, { navigator: { share, clipboard: navigator.clipboard }, alert })).resolves.toBe(
      "failed",
    );
    expect(warn).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
