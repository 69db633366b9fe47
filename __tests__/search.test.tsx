import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchView } from "../src/components/SearchView";
import { runSearch, type SearchHit, type SearchResponse } from "../src/browser/search";
import { excerptPieces } from "../src/browser/search-excerpt";

jest.mock("../src/browser/search", () => {
  const actual = jest.requireActual<typeof import("../src/browser/search")>("../src/browser/search");
  return { ...actual, runSearch: jest.fn() };
});

const search = jest.mocked(runSearch);

/** A response of `count` results; each result's fragment is loaded only when asked, as Pagefind does. */
function response(count: number): SearchResponse {
  return {
    results: Array.from({ length: count }, (_, index) => ({
      id: String(index),
      data: () => {
        const hit: SearchHit = {
          url: `/ensinamento/e-${index + 1}/`,
          excerpt: `texto sobre a <mark>caridade</mark> &amp; o amor ${index + 1}`,
          meta: { title: `Ensinamento ${index + 1}`, date: "2025-01-20" },
        };
        return Promise.resolve(hit);
      },
    })),
  };
}

const status = () => screen.getByRole("status");
const resultItems = () => within(screen.getByRole("list", { name: "Resultados da busca" })).getAllByRole("listitem");

beforeEach(() => {
  search.mockReset();
  window.history.replaceState(null, "", "/busca/");
});

describe("The search page", () => {
  it("invites a search, and searches nothing, until something is typed or chosen", () => {
    render(<SearchView />);
    expect(status()).toHaveTextContent("Digite uma ou mais palavras, ou escolha uma categoria ou um ano.");
    expect(search).not.toHaveBeenCalled();
  });

  it("shows the count, the first ten results with title, date and marked words, and keeps the words in the address", async () => {
    search.mockResolvedValue(response(12));
    render(<SearchView />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Palavras" }), "caridade");
    expect(await screen.findByText("12 resultados para “caridade”.")).toBe(status());
    expect(search).toHaveBeenLastCalledWith("caridade", { categoria: "", ano: "" });
    expect(resultItems()).toHaveLength(10);
    const first = resultItems()[0];
    expect(within(first).getByRole("link", { name: "Ensinamento 1" })).toHaveAttribute("href", "/ensinamento/e-1/");
    expect(within(first).getByText("caridade", { selector: "mark" })).toBeInTheDocument();
    expect(within(first).getByText("20 de janeiro de 2025")).toBeInTheDocument();
    expect(first).toHaveTextContent("texto sobre a caridade & o amor 1");
    expect(window.location.search).toBe("?q=caridade");
  });

  it("adds ten more results on request", async () => {
    search.mockResolvedValue(response(23));
    render(<SearchView />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Palavras" }), "amor");
    await screen.findByText("23 resultados para “amor”.");
    await userEvent.click(screen.getByRole("button", { name: "Mostrar mais resultados (10 de 23)" }));
    expect(await screen.findByRole("button", { name: "Mostrar mais resultados (20 de 23)" })).toBeInTheDocument();
    expect(resultItems()).toHaveLength(20);
    await userEvent.click(screen.getByRole("button", { name: /^Mostrar mais/ }));
    await act(async () => undefined);
    expect(resultItems()).toHaveLength(23);
    expect(screen.queryByRole("button", { name: /^Mostrar mais/ })).not.toBeInTheDocument();
  });

  it("starts from the address and passes the filters on", async () => {
    window.history.replaceState(null, "", "/busca/?q=perd%C3%A3o&categoria=Sabedoria&ano=2024");
    search.mockResolvedValue(response(0));
    render(<SearchView />);
    expect(await screen.findByText("Nenhum resultado para “perdão”.")).toBe(status());
    expect(search).toHaveBeenLastCalledWith("perdão", { categoria: "Sabedoria", ano: "2024" });
    expect(screen.getByRole("searchbox", { name: "Palavras" })).toHaveValue("perdão");
    expect(screen.getByRole("combobox", { name: "Categoria" })).toHaveValue("Sabedoria");
    expect(screen.getByRole("combobox", { name: "Ano" })).toHaveValue("2024");
    expect(screen.getByText("Confira a grafia, use menos palavras ou remova os filtros.")).toBeInTheDocument();
  });

  it("searches by a filter alone, and forgets it from the address when it is taken off", async () => {
    search.mockResolvedValue(response(2));
    render(<SearchView />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Ano" }), "2023");
    expect(await screen.findByText("2 resultados com os filtros escolhidos.")).toBe(status());
    expect(window.location.search).toBe("?ano=2023");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Ano" }), "");
    expect(status()).toHaveTextContent("Digite uma ou mais palavras");
    expect(window.location.search).toBe("");
  });

  it("says when the search cannot run, and tries again on request", async () => {
    search.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(response(1));
    render(<SearchView />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Palavras" }), "x");
    expect(
      await screen.findByText("A busca não está disponível agora. Verifique a sua conexão e tente novamente."),
    ).toBe(status());
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("1 resultado para “x”.")).toBe(status());
  });

  it("shows the answer to the last words typed, not to an older search that answers late", async () => {
    let answerFirst: (value: SearchResponse) => void = () => undefined;
    search
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue(response(3));
    render(<SearchView />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Palavras" }), "ab");
    expect(await screen.findByText("3 resultados para “ab”.")).toBe(status());
    await act(async () => answerFirst(response(9)));
    expect(status()).toHaveTextContent("3 resultados para “ab”.");
    expect(resultItems()).toHaveLength(3);
  });
});

describe("An excerpt", () => {
  it("is split into text and marked words, with Pagefind's escapes undone and no markup kept", () => {
    expect(excerptPieces("a <mark>oração</mark> &lt;b&gt; &amp; &quot;c&quot; <mark>ora</mark>")).toEqual([
      { text: "a ", marked: false },
      { text: "oração", marked: true },
      { text: ' <b> & "c" ', marked: false },
      { text: "ora", marked: true },
    ]);
  });
});
