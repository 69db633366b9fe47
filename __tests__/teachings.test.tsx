import { formatLongDate } from "../src/shared/dates";
import React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { filterTeachings, type TeachingSummary } from "../src/shared/teachings";
import { NO_FILTER } from "../src/shared/teaching-filter";
import { TeachingsView } from "../src/components/TeachingsView";
import * as TEXTS from "../src/shared/texts/teachings";

import type { TeachingCardData } from "../src/components/TeachingCard";

/** The three fixed teachings of docs/behaviour.md: Content: no categoria, no ano. */
const FIXED: TeachingSummary[] = [
  { id: "1", titulo: "A Vida Não Tem Marcha Ré", resumo: "O passado não se desfaz.", publishedOn: "2025-01-20" },
  {
    id: "2",
    titulo: "O Ângulo do Jardim e o Ângulo do Lixo",
    resumo: "A escolha do olhar.",
    publishedOn: "2025-01-15",
  },
  { id: "3", titulo: "O Lobo Bom e o Lobo Mau", resumo: "Dois lobos lutam dentro de nós.", publishedOn: "2025-01-10" },
];

const EDITED: TeachingSummary = {
  id: "4",
  titulo: "Gratidão",
  resumo: "Um olhar de reconhecimento.",
  publishedOn: "2024-05-01",
  categoria: "Reflexões",
  ano: 2024,
};

const ids = (items: TeachingSummary[]) => items.map((item) => item.id);

describe("filterTeachings (docs/behaviour.md: Screens Teachings list)", () => {
  it("keeps everything with no filter", () => {
    expect(ids(filterTeachings(FIXED, NO_FILTER))).toEqual(["1", "2", "3"]);
  });

  it("searches title or summary, case-insensitively", () => {
    expect(ids(filterTeachings(FIXED, { ...NO_FILTER, search: "LOBO" }))).toEqual(["3"]);
    expect(ids(filterTeachings(FIXED, { ...NO_FILTER, search: "olhar" }))).toEqual(["2"]);
    expect(ids(filterTeachings(FIXED, { ...NO_FILTER, search: "  marcha ré " }))).toEqual(["1"]);
    expect(ids(filterTeachings(FIXED, { ...NO_FILTER, search: "ângulo" }))).toEqual(["2"]);
    expect(filterTeachings(FIXED, { ...NO_FILTER, search: "reencarnação" })).toEqual([]);
  });

  it("ignores accents and cedillas in both directions", () => {
    expect(ids(filterTeachings(FIXED, { ...NO_FILTER, search: "angulo" }))).toEqual(["2"]);
    expect(ids(filterTeachings(FIXED, { ...NO_FILTER, search: "ANGULO DO JARDIM" }))).toEqual(["2"]);
    expect(ids(filterTeachings(FIXED, { ...NO_FILTER, search: "nao tem marcha re" }))).toEqual(["1"]);
    expect(ids(filterTeachings([EDITED], { ...NO_FILTER, search: "gratidao" }))).toEqual(["4"]);
    const plain: TeachingSummary = { ...EDITED, id: "5", titulo: "A oracao e o angulo", resumo: "Sem acentos." };
    expect(ids(filterTeachings([plain], { ...NO_FILTER, search: "Ângulo" }))).toEqual(["5"]);
    expect(ids(filterTeachings([plain], { ...NO_FILTER, search: "oração" }))).toEqual(["5"]);
    // A match never joins the end of the title to the start of the summary.
    expect(filterTeachings([plain], { ...NO_FILTER, search: "angulo sem" })).toEqual([]);
  });

  it.each(["Reflexões", "Sabedoria", "Transformação", "Espiritualidade", "Autoconhecimento"])(
    "gives an empty list for the fixed teachings under category %s",
    (category) => {
      expect(filterTeachings(FIXED, { ...NO_FILTER, category })).toEqual([]);
    },
  );

  it.each([2025, 2024, 2023, 2022, 2021])("gives an empty list for the fixed teachings under year %i", (year) => {
    // Even 2025, the year of their dates: the filter reads `ano`, which they lack.
    expect(filterTeachings(FIXED, { ...NO_FILTER, year })).toEqual([]);
  });

  it("shows a teaching whose file carries the chosen categoria and ano", () => {
    const all = [...FIXED, EDITED];
    expect(ids(filterTeachings(all, { ...NO_FILTER, category: "Reflexões" }))).toEqual(["4"]);
    expect(ids(filterTeachings(all, { ...NO_FILTER, year: 2024 }))).toEqual(["4"]);
    expect(filterTeachings(all, { ...NO_FILTER, category: "Sabedoria" })).toEqual([]);
  });

  it("combines search, category and year", () => {
    const all = [...FIXED, EDITED];
    expect(ids(filterTeachings(all, { search: "gratidão", category: "Reflexões", year: 2024 }))).toEqual(["4"]);
    expect(filterTeachings(all, { search: "gratidão", category: "Reflexões", year: 2025 })).toEqual([]);
    expect(filterTeachings(all, { search: "lobo", category: "Reflexões", year: null })).toEqual([]);
  });
});

const asCard = (teaching: TeachingSummary): TeachingCardData => ({
  id: teaching.id,
  slug: `slug-${teaching.id}`,
  titulo: teaching.titulo,
  resumo: teaching.resumo,
  publishedOn: teaching.publishedOn,
  // What the build writes out (gatsby-node.ts).
  longDate: formatLongDate(teaching.publishedOn) ?? "",
  autor: "Equipe Evolução para Todos",
  tempo_leitura: 8,
  categoria: teaching.categoria ?? null,
  ano: teaching.ano ?? null,
  imagem: { childImageSharp: null },
});

// The filtered list's code, which the page imports at the first filter: compiled by jest here, once,
// so that the waits below time the list and not the test runner's compilation on a busy machine.
beforeAll(() => import("../src/components/FilteredTeachings"));

describe("TeachingsView", () => {
  // One page holding the whole archive, as the spec's three teachings are; the sidebar's recent
  // teachings are the list's first three (the page's query sorts them as the list does).
  const renderView = async (items = FIXED) => {
    const listed = [...items].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn)).map(asCard);
    render(
      <TeachingsView
        teachings={listed}
        total={listed.length}
        recent={listed.slice(0, 3)}
        page={1}
        pageCount={1}
        pagination={{ previous: null, next: null, pages: [] }}
        indexPath={null}
      />,
    );
  };
  const cards = () => screen.queryAllByRole("article");

  it("shows a card per teaching with date, author, reading time, title, summary and 'Ler mais'", async () => {
    await renderView();
    expect(cards()).toHaveLength(3);
    const first = within(cards()[0]);
    expect(first.getByText("20 de janeiro de 2025")).toBeInTheDocument();
    expect(first.getByText("Equipe Evolução para Todos")).toBeInTheDocument();
    expect(first.getByText("8 min de leitura")).toBeInTheDocument();
    expect(first.getByRole("heading", { name: "A Vida Não Tem Marcha Ré" })).toBeInTheDocument();
    expect(first.getByText("O passado não se desfaz.")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "Ler mais: A Vida Não Tem Marcha Ré" })).toHaveAttribute(
      "href",
      "/ensinamento/slug-1/",
    );
  });

  // The filtered list's code comes with the first filter (FilteredTeachings): the tests wait for it.
  it("filters as the visitor types", async () => {
    await renderView();
    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar" }), { target: { value: "lobo" } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1 ensinamento encontrado."));
    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar" }), { target: { value: "ANGULO" } });
    expect(within(cards()[0]).getByRole("heading")).toHaveTextContent("O Ângulo do Jardim e o Ângulo do Lixo");
  });

  it("shows the empty text under a specific category, and everything again under 'Todas as Categorias'", async () => {
    await renderView();
    const reflexoes = screen.getByRole("button", { name: "Reflexões" });
    fireEvent.click(reflexoes);
    expect(reflexoes).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText(TEXTS.noTeachingsFound)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(TEXTS.noTeachingsFound).toBe("Nenhum ensinamento encontrado.");
    fireEvent.click(screen.getByRole("button", { name: "Todas as Categorias" }));
    expect(cards()).toHaveLength(3);
  });

  it("shows the empty text under a specific year", async () => {
    await renderView();
    fireEvent.click(screen.getByRole("button", { name: "2025" }));
    expect(await screen.findByText(TEXTS.noTeachingsFound)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Todos os Anos" }));
    expect(cards()).toHaveLength(3);
  });

  it("lists every category and year button of the spec", async () => {
    await renderView();
    const categories = screen.getByRole("group", { name: "Categorias" });
    expect(
      within(categories)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "Todas as Categorias",
      "Reflexões",
      "Sabedoria",
      "Transformação",
      "Espiritualidade",
      "Autoconhecimento",
    ]);
    const years = screen.getByRole("group", { name: "Anos" });
    expect(
      within(years)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Todos os Anos", "2025", "2024", "2023", "2022", "2021"]);
  });

  it("lists the 3 most recent in the sidebar, plus a newsletter box that does nothing", async () => {
    await renderView([EDITED, ...FIXED]);
    const recentBox = screen.getByRole("heading", { name: "Ensinamentos Recentes" }).parentElement as HTMLElement;
    expect(
      within(recentBox)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["A Vida Não Tem Marcha Ré", "O Ângulo do Jardim e o Ângulo do Lixo", "O Lobo Bom e o Lobo Mau"]);
    const email = screen.getByLabelText("Seu e-mail");
    fireEvent.change(email, { target: { value: "nao-e-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Inscrever-se" }));
    expect(email).toHaveValue("nao-e-email");
    expect(cards()).toHaveLength(4);
  });
});
