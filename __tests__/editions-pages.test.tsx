import React from "react";
import { render, screen, within } from "@testing-library/react";
import { EditionsList, type EditionListItemData } from "../src/components/EditionsList";
import { EditionView, type EditionData } from "../src/components/EditionView";
import { editionData, editionsData } from "../src/shared/structured-data/editions";
import { SITE } from "../src/shared/site";

/** The pages of the newsletter's editions (docs/routes.md, "Editions"): the list and one edition. */

const LISTED: EditionListItemData[] = [
  {
    numero: 3,
    titulo: "Leituras para abril",
    publishedOn: "2025-04-07",
    longDate: "7 de abril de 2025",
    excerpt: null,
  },
  {
    numero: 1,
    titulo: "A caridade começa em casa",
    publishedOn: "2025-02-03",
    longDate: "3 de fevereiro de 2025",
    excerpt: "Este é o primeiro boletim do instituto.",
  },
];

const EDITION: EditionData = {
  numero: 1,
  titulo: "A caridade começa em casa",
  publishedOn: "2025-02-03",
  longDate: "3 de fevereiro de 2025",
  excerpt: "Este é o primeiro boletim.",
  bodyHtml: '<p>Este é o primeiro boletim.</p><h2 id="por-onde-comecar">Por onde começar</h2>',
  teachings: [
    {
      id: "t",
      slug: "lobo-bom-lobo-mau",
      titulo: "O Lobo Bom e o Lobo Mau",
      resumo: "Uma antiga parábola.",
      autor: "Equipe Evolução para Todos",
      tempo_leitura: 12,
      categoria: null,
      ano: null,
      publishedOn: "2025-01-10",
      longDate: "10 de janeiro de 2025",
      imagem: { childImageSharp: null },
    },
  ],
  courses: [
    {
      id: "c",
      contentId: 4,
      nivel: "Iniciante",
      titulo: "Introdução ao Estudo Espírita",
      descricao: "Um curso aberto.",
      duracao: "4 semanas",
      estudantes: "Aberto a todos",
      status: "Disponível",
      lessons: [{ ordem: 1, path: "/cursos/4/aulas/1/" }],
    },
  ],
  books: [],
  events: [],
};

/** Lectures of the agenda an edition announces: a one-off and a weekly series. */
const LECTURES: EditionData["events"] = [
  {
    slug: "caridade-e-esperanca",
    titulo: "Caridade e esperança",
    tipo: "Palestra pública",
    expositor: "João Batista Moreira",
    when: "quarta-feira, 2 de dezembro de 2026, 19h30 às 20h30, horário de Brasília",
  },
  {
    slug: "estudo-do-evangelho",
    titulo: "Estudo do Evangelho",
    tipo: "Estudo",
    expositor: null,
    when: "Toda quinta-feira, de 5 de novembro de 2026 a 25 de março de 2027, 20h às 21h30, horário de Brasília",
  },
];

describe("/boletins/", () => {
  it("lists every edition in the order given (the most recent first), each with its number, title to its page, date and first words", () => {
    render(<EditionsList editions={LISTED} />);
    expect(screen.getByRole("heading", { level: 1, name: "Boletins" })).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Leituras para abril",
      "A caridade começa em casa",
    ]);
    expect(within(items[0]).getByRole("link", { name: "Leituras para abril" })).toHaveAttribute("href", "/boletins/3/");
    expect(items[0]).toHaveTextContent("Boletim nº 3");
    expect(within(items[1]).getByText("3 de fevereiro de 2025")).toHaveAttribute("dateTime", "2025-02-03");
    expect(items[1]).toHaveTextContent("Este é o primeiro boletim do instituto.");
    expect(screen.queryByText("Nenhuma edição publicada ainda.")).not.toBeInTheDocument();
  });

  it("says there is none yet, and where to subscribe, before the first edition", () => {
    render(<EditionsList editions={[]} />);
    expect(screen.getByText("Nenhuma edição publicada ainda.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ensinamentos" })).toHaveAttribute("href", "/ensinamentos/");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});

describe("/boletins/{numero}/", () => {
  it("shows the edition's number, title, date and text, the way back, and each item as its list's card, under its kind", () => {
    const { container } = render(<EditionView edition={EDITION} />);
    expect(screen.getByRole("heading", { level: 1, name: "A caridade começa em casa" })).toBeInTheDocument();
    expect(screen.getByText("Boletim nº 1")).toBeInTheDocument();
    expect(screen.getByText("3 de fevereiro de 2025")).toHaveAttribute("dateTime", "2025-02-03");
    expect(screen.getByText("Este é o primeiro boletim.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar aos Boletins" })).toHaveAttribute("href", "/boletins/");

    const teachings = screen.getByRole("region", { name: "Ensinamentos" });
    expect(within(teachings).getByRole("heading", { level: 3, name: "O Lobo Bom e o Lobo Mau" })).toBeInTheDocument();
    expect(within(teachings).getByRole("link", { name: "Ler mais: O Lobo Bom e o Lobo Mau" })).toHaveAttribute(
      "href",
      "/ensinamento/lobo-bom-lobo-mau/",
    );
    const courses = screen.getByRole("region", { name: "Cursos" });
    expect(within(courses).getByRole("link", { name: "Introdução ao Estudo Espírita" })).toHaveAttribute(
      "href",
      "/cursos/4/",
    );
    expect(within(courses).getByRole("link", { name: "Iniciar Curso" })).toHaveAttribute("href", "/cursos/4/aulas/1/");
    // An edition with no book has no books' heading.
    expect(screen.queryByRole("region", { name: "Livros" })).not.toBeInTheDocument();

    // The search indexes the edition's text, not its cards, whose words are their own pages'.
    expect(container.querySelector("article[data-pagefind-body]")).toHaveAttribute(
      "data-pagefind-meta",
      "date:2025-02-03",
    );
    expect(teachings.closest("[data-pagefind-ignore]")).not.toBeNull();
    expect(screen.getByText("Este é o primeiro boletim.").closest("[data-pagefind-ignore]")).toBeNull();
  });

  it("announces its lectures, each with its day and time in Brasília's time and a link to its page", () => {
    render(<EditionView edition={{ ...EDITION, events: LECTURES }} />);
    const lectures = screen.getByRole("region", { name: "Palestras" });
    const items = within(lectures).getAllByRole("listitem");
    expect(within(items[0]).getByRole("link", { name: "Caridade e esperança" })).toHaveAttribute(
      "href",
      "/agenda/caridade-e-esperanca/",
    );
    expect(items[0]).toHaveTextContent(
      "quarta-feira, 2 de dezembro de 2026, 19h30 às 20h30, horário de Brasília" + "com João Batista Moreira",
    );
    expect(items[1]).toHaveTextContent(
      "Toda quinta-feira, de 5 de novembro de 2026 a 25 de março de 2027, 20h às 21h30, horário de Brasília",
    );
    // Without lectures, no heading of them.
    render(<EditionView edition={EDITION} />);
    expect(screen.getAllByRole("region", { name: "Palestras" })).toHaveLength(1);
  });

  it("of items only, shows no text block", () => {
    const { container } = render(<EditionView edition={{ ...EDITION, bodyHtml: null, excerpt: null }} />);
    expect(screen.getByRole("region", { name: "Ensinamentos" })).toBeInTheDocument();
    expect(container.querySelectorAll("article[data-pagefind-body] > div")).toHaveLength(1);
  });
});

describe("What search engines read of the editions (src/shared/structured-data/)", () => {
  it("the newsletter is a Periodical of PublicationIssues; an edition is one, numbered, mentioning what it presents", () => {
    const issue = { name: "A caridade", path: "/boletins/1/", number: 1, date: "2025-02-03" };
    expect(editionsData([issue])).toMatchObject({
      "@type": "Periodical",
      name: `Boletim do ${SITE.name}`,
      url: `${SITE.url}/boletins/`,
      publisher: { "@type": "Organization", name: SITE.name },
      hasPart: [
        { "@type": "PublicationIssue", issueNumber: 1, url: `${SITE.url}/boletins/1/`, datePublished: "2025-02-03" },
      ],
    });
    expect(
      editionData({
        ...issue,
        description: "Texto.",
        mentions: [{ type: "Course", name: "Introdução", path: "/cursos/4/" }],
      }),
    ).toMatchObject({
      "@type": "PublicationIssue",
      issueNumber: 1,
      isPartOf: { "@type": "Periodical", url: `${SITE.url}/boletins/` },
      mentions: [{ "@type": "Course", name: "Introdução", url: `${SITE.url}/cursos/4/` }],
    });
  });
});
