import { formatLongDate } from "../src/shared/dates";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { TeachingsView } from "../src/components/TeachingsView";
import type { TeachingCardData } from "../src/components/TeachingCard";
import { TEACHINGS_PER_PAGE, TEACHING_CATEGORIES } from "../src/shared/catalogue";
import {
  decodeTeachingsIndex,
  encodeTeachingsIndex,
  TEACHINGS_INDEX_VERSION,
  type IndexSource,
} from "../src/shared/teachings-index";
import { listPageContexts, pageNumbers, writeTeachingsIndex } from "../src/buildtime/teachings-list";
import * as TEXTS from "../src/shared/texts/teachings";

/**
 * An archive of 60 teachings, three list pages: teaching i (1 is the newest) has the title
 * 'Ensinamento número i', a category taken in turn from the sidebar's list (so 'Reflexões' has 12),
 * and the year 2024 for the first 30, none for the rest.
 */
const ARCHIVE: IndexSource[] = Array.from({ length: 60 }, (_, k) => {
  const i = k + 1;
  return {
    slug: `ensinamento-${i}`,
    titulo: `Ensinamento número ${i}`,
    resumo: i === 42 ? "Sobre a oração e a caridade." : `Resumo do ensinamento ${i}.`,
    autor: "Equipe Evolução para Todos",
    tempo_leitura: 5,
    publishedOn: `2024-${String(12 - Math.floor(k / 6)).padStart(2, "0")}-${String(28 - (k % 6)).padStart(2, "0")}`,
    categoria: TEACHING_CATEGORIES[k % TEACHING_CATEGORIES.length],
    ano: i <= 30 ? 2024 : null,
  };
});

const IMAGE: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.625,
  images: { fallback: { src: "/static/capa.jpg", srcSet: "/static/capa.jpg 480w", sizes: "100vw" }, sources: [] },
};

const asCard = (teaching: IndexSource): TeachingCardData => ({
  id: teaching.slug,
  ...teaching,
  longDate: formatLongDate(teaching.publishedOn) ?? "",
  imagem: { childImageSharp: { gatsbyImageData: IMAGE } },
});

/** The data of list page `page` as Gatsby writes it (what the list reads of it: slugs and pictures). */
const pageData = (page: number) => ({
  result: {
    data: {
      page: {
        nodes: ARCHIVE.slice((page - 1) * TEACHINGS_PER_PAGE, page * TEACHINGS_PER_PAGE).map((t) => ({
          slug: t.slug,
          imagem: { childImageSharp: { gatsbyImageData: IMAGE } },
        })),
      },
    },
  },
});

const json = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response);

let indexCount = 0;
let fetchMock: jest.Mock<Promise<Response>, [string]>;

/**
 * Each test its own index address: the browser module keeps what it downloaded for the visit.
 */
async function renderArchive(
  answerIndex: () => Promise<Response> = () => json(JSON.parse(encodeTeachingsIndex(ARCHIVE, 24))),
) {
  indexCount += 1;
  const indexPath = `/static/ensinamentos-teste-${indexCount}.json`;
  fetchMock = jest.fn((url: string) => {
    if (url === indexPath) return answerIndex();
    const page = /^\/page-data\/ensinamentos\/(?:pagina\/(\d+)\/)?page-data\.json$/.exec(url);
    if (page) return json(pageData(Number(page[1] ?? 1)));
    return json({}, 404);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  render(
    <TeachingsView
      teachings={ARCHIVE.slice(0, TEACHINGS_PER_PAGE).map(asCard)}
      total={ARCHIVE.length}
      recent={ARCHIVE.slice(0, 3).map(asCard)}
      page={1}
      pageCount={3}
      pagination={listPageContexts(ARCHIVE.length, indexPath)[0].context.pagination}
      indexPath={indexPath}
    />,
  );
  return indexPath;
}

const cards = () => screen.queryAllByRole("article");
/** The list's live status (the count, or what it is waiting for). */
const status = () => screen.getByRole("status");
const titles = () => cards().map((card) => within(card).getByRole("heading").textContent);
const search = (text: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Buscar" }), { target: { value: text } });

// The filtered list's code, which the page imports at the first filter: compiled by jest here, once,
// so that the waits below time the list and not the test runner's compilation on a busy machine.
beforeAll(() => import("../src/components/FilteredTeachings"));

afterEach(() => {
  Reflect.deleteProperty(globalThis, "fetch");
});

describe("the teachings list over an archive larger than one page", () => {
  it("shows one page of cards, the links to the others, and downloads nothing more", async () => {
    await renderArchive();
    expect(cards()).toHaveLength(TEACHINGS_PER_PAGE);
    const pages = screen.getByRole("navigation", { name: TEXTS.pagesLabel });
    expect(within(pages).getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
    expect(within(pages).getByRole("link", { name: "Página 2" })).toHaveAttribute("href", "/ensinamentos/pagina/2/");
    expect(within(pages).getByRole("link", { name: /Próxima/ })).toHaveAttribute("href", "/ensinamentos/pagina/2/");
    expect(within(pages).queryByRole("link", { name: /Anterior/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("60 ensinamentos encontrados. Página 1 de 3.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("searches every teaching of the archive once its index has come, with the pictures of the cards shown", async () => {
    const indexPath = await renderArchive();
    search("numero 59");
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.searchingAllTeachings);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(indexPath));
    await waitFor(() => {
      expect(titles()).toEqual(["Ensinamento número 59"]);
      expect(status()).toHaveTextContent("1 ensinamento encontrado.");
    });
    expect(screen.queryByRole("navigation", { name: TEXTS.pagesLabel })).toBeNull();
    // Teaching 59 is the 11th card of page 3: its picture comes from that page's data.
    await waitFor(() => expect(cards()[0].querySelector("img")).toHaveAttribute("src", "/static/capa.jpg"));
    expect(fetchMock).toHaveBeenCalledWith("/page-data/ensinamentos/pagina/3/page-data.json");

    search("ORAÇÃO");
    await waitFor(() => expect(titles()).toEqual(["Ensinamento número 42"]));
    search("");
    expect(cards()).toHaveLength(TEACHINGS_PER_PAGE);
    expect(screen.getByRole("navigation", { name: TEXTS.pagesLabel })).toBeInTheDocument();
  });

  it("filters by category and year over the archive, the spec's way (a teaching without 'ano' matches no year)", async () => {
    await renderArchive();
    fireEvent.click(screen.getByRole("button", { name: "Reflexões" }));
    // The cards and the count come in two renders: the count follows the list that reports it.
    await waitFor(() => {
      expect(cards()).toHaveLength(12);
      expect(status()).toHaveTextContent("12 ensinamentos encontrados.");
    });
    fireEvent.click(screen.getByRole("button", { name: "2024" }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(titles()).toEqual([1, 6, 11, 16, 21, 26].map((i) => `Ensinamento número ${i}`));
    fireEvent.click(screen.getByRole("button", { name: "Todas as Categorias" }));
    await waitFor(() => {
      expect(cards()).toHaveLength(24);
      expect(status()).toHaveTextContent("30 ensinamentos encontrados. Mostrando 24.");
    });
    fireEvent.click(screen.getByRole("button", { name: "2023" }));
    await waitFor(() => expect(screen.getByText(TEXTS.noTeachingsFound)).toBeInTheDocument());
  });

  it("shows more matches on request, with the focus on the first card added and the count announced", async () => {
    await renderArchive();
    search("ensinamento");
    // Until the filtered list comes, the page's own 24 cards stay: the count tells them apart.
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("60 ensinamentos encontrados. Mostrando 24."),
    );
    expect(cards()).toHaveLength(24);
    fireEvent.click(screen.getByRole("button", { name: `${TEXTS.showMoreTeachings} (24 de 60)` }));
    expect(cards()).toHaveLength(48);
    await waitFor(() => expect(status()).toHaveTextContent("60 ensinamentos encontrados. Mostrando 48."));
    expect(document.activeElement).toBe(within(cards()[24]).getByRole("link", { name: "Ensinamento número 25" }));
    fireEvent.click(screen.getByRole("button", { name: `${TEXTS.showMoreTeachings} (48 de 60)` }));
    expect(cards()).toHaveLength(60);
    expect(screen.queryByRole("button", { name: new RegExp(TEXTS.showMoreTeachings) })).toBeNull();
    expect(document.activeElement).toBe(within(cards()[48]).getByRole("link", { name: "Ensinamento número 49" }));
    // A new search starts again from one page's worth.
    search("ensinamento número 1");
    await waitFor(() => expect(cards()).toHaveLength(11));
  });

  it("keeps the page's cards on screen, marked busy, while the index is on its way", async () => {
    let answer: (response: Promise<Response>) => void = () => undefined;
    await renderArchive(() => new Promise((resolve) => (answer = resolve)));
    search("numero 59");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(TEXTS.searchingAllTeachings));
    // The list neither collapses to a notice nor shows matches yet: the page's 24 cards, busy.
    expect(cards()).toHaveLength(TEACHINGS_PER_PAGE);
    expect(cards()[0].closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("navigation", { name: TEXTS.pagesLabel })).toBeNull();
    await act(async () => answer(json(JSON.parse(encodeTeachingsIndex(ARCHIVE, 24)))));
    await waitFor(() => expect(titles()).toEqual(["Ensinamento número 59"]));
    expect(cards()[0].closest("[aria-busy]")).toBeNull();
  });

  it("says so when the index cannot be downloaded, and tries again on request", async () => {
    let fail = true;
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderArchive(() =>
      fail ? Promise.reject(new TypeError("Failed to fetch")) : json(JSON.parse(encodeTeachingsIndex(ARCHIVE, 24))),
    );
    search("numero 7");
    await waitFor(() => {
      expect(status()).toHaveTextContent(TEXTS.allTeachingsUnavailable);
      expect(cards()).toHaveLength(0);
    });
    expect(warn).toHaveBeenCalled();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    });
    await waitFor(() => expect(titles()).toEqual(["Ensinamento número 7"]));
    warn.mockRestore();
  });

  it("does not read an index of another version: it says the search is unavailable", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderArchive(() => json({ version: TEACHINGS_INDEX_VERSION + 1, perPage: 24, rows: [] }));
    search("numero 7");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(TEXTS.allTeachingsUnavailable));
    warn.mockRestore();
  });
});

describe("the index file", () => {
  it("keeps every field and the list's order, and rejects what is not an index", () => {
    const decoded = decodeTeachingsIndex(JSON.parse(encodeTeachingsIndex(ARCHIVE, 24)));
    expect(decoded?.perPage).toBe(24);
    expect(decoded?.teachings[41]).toEqual({
      ...ARCHIVE[41],
      id: "ensinamento-42",
      position: 41,
    });
    expect(decoded?.teachings[59].ano).toBeNull();
    expect(decodeTeachingsIndex(null)).toBeNull();
    expect(decodeTeachingsIndex("<html>")).toBeNull();
    expect(decodeTeachingsIndex({ version: TEACHINGS_INDEX_VERSION, perPage: 24, rows: [["so", "curta"]] })).toBeNull();
  });

  it("is written past one page only, named by its content, and replaces the previous one", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "indice-"));
    try {
      expect(writeTeachingsIndex(publicDir, ARCHIVE.slice(0, TEACHINGS_PER_PAGE))).toBeNull();
      const first = writeTeachingsIndex(publicDir, ARCHIVE);
      expect(first?.path).toMatch(/^\/static\/ensinamentos-[0-9a-f]{16}\.json$/);
      const second = writeTeachingsIndex(publicDir, ARCHIVE.slice(1));
      expect(second?.path).not.toBe(first?.path);
      expect(fs.readdirSync(path.join(publicDir, "static"))).toEqual([path.basename(second?.path ?? "")]);
      expect(writeTeachingsIndex(publicDir, ARCHIVE.slice(0, 3))).toBeNull();
      expect(fs.readdirSync(path.join(publicDir, "static"))).toEqual([]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it("splits the list into pages of TEACHINGS_PER_PAGE at their addresses", () => {
    expect(listPageContexts(3, null).map((page) => page.path)).toEqual(["/ensinamentos/"]);
    const pages = listPageContexts(10_000, "/static/ensinamentos-x.json");
    expect(pages).toHaveLength(Math.ceil(10_000 / TEACHINGS_PER_PAGE));
    expect(pages[1].path).toBe("/ensinamentos/pagina/2/");
    expect(pages[1].context).toMatchObject({
      skip: TEACHINGS_PER_PAGE,
      limit: TEACHINGS_PER_PAGE,
      page: 2,
      pageCount: 417,
    });
    expect(pages[1].context.pagination).toEqual({
      previous: "/ensinamentos/",
      next: "/ensinamentos/pagina/3/",
      pages: [1, 2, 3, 4, null, 417].map((n) =>
        n === null ? null : { page: n, path: n === 1 ? "/ensinamentos/" : `/ensinamentos/pagina/${n}/` },
      ),
    });
  });
});

describe("the page links", () => {
  it("shows the first, the last and two on each side of the current page", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 417)).toEqual([1, 2, 3, null, 417]);
    expect(pageNumbers(200, 417)).toEqual([1, null, 198, 199, 200, 201, 202, null, 417]);
    // A gap of one page shows the page rather than '…'.
    expect(pageNumbers(5, 417)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 417]);
  });
});
