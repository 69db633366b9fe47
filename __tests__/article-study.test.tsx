import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { TableOfContents } from "../src/components/TableOfContents";
import { RelatedTeachings } from "../src/components/RelatedTeachings";
import { TeachingArticle, TeachingHead } from "../src/components/TeachingArticle";
import { Neighbours } from "../src/components/Neighbours";
import { SITE } from "../src/shared/site";
import { ARTICLE } from "../src/shared/texts/article";
import { BOOKS } from "../src/shared/texts/books";
import { COURSES } from "../src/shared/texts/courses";
import { structuredDataOf } from "./fixtures/head";

const ENTRIES = [
  { id: "o-retrovisor-e-o-para-brisa", text: "O retrovisor e o para-brisa" },
  { id: "a-lei-do-progresso", text: "A lei do progresso" },
  { id: "perdoar-reparar-e-servir", text: "Perdoar, reparar e servir" },
];

const toc = () => screen.queryByRole("navigation", { name: "Neste ensinamento" });

describe("Table of contents", () => {
  it("is left out below three subtitles", () => {
    const { container } = render(<TableOfContents entries={ENTRIES.slice(0, 2)} />);
    expect(toc()).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it("lists three subtitles or more, in order, as links to their anchors", () => {
    render(<TableOfContents entries={ENTRIES} />);
    const links = within(toc() as HTMLElement).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["O retrovisor e o para-brisa", "#o-retrovisor-e-o-para-brisa"],
      ["A lei do progresso", "#a-lei-do-progresso"],
      ["Perdoar, reparar e servir", "#perdoar-reparar-e-servir"],
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Neste ensinamento" })).toBeInTheDocument();
    expect(toc()).toHaveAttribute("data-pagefind-ignore");
  });
});

/** What the pages' links say, as each page gives them (src/shared/texts/article.ts, courses.ts, books.ts). */
const TEACHING_WORDS = { label: ARTICLE.neighbours, previous: ARTICLE.previous, next: ARTICLE.next };
const LESSON_WORDS = { label: COURSES.lessonNeighbours, previous: COURSES.previousLesson, next: COURSES.nextLesson };
const CHAPTER_WORDS = { label: BOOKS.chapterNeighbours, previous: BOOKS.previousChapter, next: BOOKS.nextChapter };

const neighbours = () => screen.queryByRole("navigation", { name: "Ensinamento anterior e próximo" });

describe("Previous and next teaching", () => {
  const older = { titulo: "O Lobo Bom e o Lobo Mau", path: "/ensinamento/lobo-bom-lobo-mau/" };
  const newer = { titulo: "A Vida Não Tem Marcha Ré", path: "/ensinamento/vida-nao-tem-marcha-re/" };

  it("links 'Anterior' to the older one and 'Próximo' to the newer one", () => {
    render(<Neighbours words={TEACHING_WORDS} previous={older} next={newer} />);
    const previous = within(neighbours() as HTMLElement).getByRole("link", { name: /Anterior/ });
    expect(previous).toHaveAttribute("href", "/ensinamento/lobo-bom-lobo-mau/");
    expect(previous).toHaveAttribute("rel", "prev");
    expect(previous).toHaveTextContent("O Lobo Bom e o Lobo Mau");
    const next = within(neighbours() as HTMLElement).getByRole("link", { name: /Próximo/ });
    expect(next).toHaveAttribute("href", "/ensinamento/vida-nao-tem-marcha-re/");
    expect(next).toHaveAttribute("rel", "next");
  });

  it("has only the link that exists at either end, and nothing for a lone teaching", () => {
    const { rerender } = render(<Neighbours words={TEACHING_WORDS} previous={null} next={newer} />);
    expect(within(neighbours() as HTMLElement).getAllByRole("link")).toHaveLength(1);
    rerender(<Neighbours words={TEACHING_WORDS} previous={older} next={null} />);
    expect(within(neighbours() as HTMLElement).getByRole("link")).toHaveAttribute("rel", "prev");
    rerender(<Neighbours words={TEACHING_WORDS} previous={null} next={null} />);
    expect(neighbours()).not.toBeInTheDocument();
  });
});

describe("Previous and next, one link for every kind of page", () => {
  const links = (label: string) =>
    within(screen.getByRole("navigation", { name: label }))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("rel")]);

  it("names a chapter's and a lesson's neighbours by their kind, and leads where the build says", () => {
    render(
      <>
        <Neighbours
          words={CHAPTER_WORDS}
          previous={{ titulo: "Em casa", path: "/livros/4/capitulos/1/" }}
          next={{ titulo: "Na rua", path: "/livros/4/capitulos/6/" }}
        />
        <Neighbours words={LESSON_WORDS} previous={null} next={{ titulo: "A prece", path: "/cursos/4/aulas/5/" }} />
      </>,
    );
    expect(links("Capítulo anterior e próximo")).toEqual([
      ["← Capítulo anteriorEm casa", "/livros/4/capitulos/1/", "prev"],
      ["Próximo capítulo →Na rua", "/livros/4/capitulos/6/", "next"],
    ]);
    expect(links("Aula anterior e próxima")).toEqual([["Próxima aula →A prece", "/cursos/4/aulas/5/", "next"]]);
  });

  it("after the last page, leads where its end says, doing what it asks first", () => {
    const onFollow = jest.fn();
    const end = { page: { titulo: "Introdução", path: "/cursos/4/" }, direction: "Concluir curso", onFollow };
    const { rerender } = render(
      <Neighbours
        words={LESSON_WORDS}
        previous={{ titulo: "A prece", path: "/cursos/4/aulas/5/" }}
        next={null}
        end={end}
      />,
    );
    expect(links("Aula anterior e próxima")).toEqual([
      ["← Aula anteriorA prece", "/cursos/4/aulas/5/", "prev"],
      ["Concluir curso →Introdução", "/cursos/4/", "next"],
    ]);
    fireEvent.click(screen.getByRole("link", { name: /Concluir curso/ }));
    expect(onFollow).toHaveBeenCalledTimes(1);
    // Not the last one: its next page, and no end.
    rerender(
      <Neighbours
        words={LESSON_WORDS}
        previous={null}
        next={{ titulo: "A prece", path: "/cursos/4/aulas/5/" }}
        end={end}
      />,
    );
    expect(links("Aula anterior e próxima")).toEqual([["Próxima aula →A prece", "/cursos/4/aulas/5/", "next"]]);
  });
});

describe("Related teachings", () => {
  it("'Leia também' lists each with its link and summary, in the order given", () => {
    render(
      <RelatedTeachings
        teachings={[
          { titulo: "Um", slug: "um", resumo: "Resumo um." },
          { titulo: "Dois", slug: "dois", resumo: "Resumo dois." },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Leia também" });
    expect(
      within(section)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/ensinamento/um/", "/ensinamento/dois/"]);
    expect(within(section).getByText("Resumo dois.")).toBeInTheDocument();
  });

  it("is left out when there is none", () => {
    render(<RelatedTeachings teachings={[]} />);
    expect(screen.queryByRole("region", { name: "Leia também" })).not.toBeInTheDocument();
  });
});

type Teaching = React.ComponentProps<typeof TeachingArticle>["teaching"];

const TEACHING: Teaching = {
  titulo: "A Vida Não Tem Marcha Ré",
  resumo: "Resumo.",
  autor: "Equipe Evolução para Todos",
  path: "/ensinamento/vida-nao-tem-marcha-re/",
  categoria: "Reflexões",
  ano: 2025,
  tempo_leitura: 8,
  publishedOn: "2025-01-20",
  longDate: "20 de janeiro de 2025",
  bodyHtml: '<h2 id="o-retrovisor-e-o-para-brisa">O retrovisor e o para-brisa</h2><p>Texto.</p>',
  toc: ENTRIES,
  imagem: { childImageSharp: null },
};

describe("A teaching's page", () => {
  it("prints its own address, and marks what the site search indexes and filters by", () => {
    const { container } = render(<TeachingArticle teaching={TEACHING} />);
    const article = screen.getByRole("article");
    expect(article).toHaveAttribute("data-pagefind-body");
    expect(article).toHaveAttribute("data-pagefind-meta", "date:2025-01-20");
    expect(screen.getByText(/^Endereço desta página: /)).toHaveTextContent(
      /^Endereço desta página: https?:\/\/[^/]+\/ensinamento\/vida-nao-tem-marcha-re\/$/,
    );
    expect(container.querySelector('[data-pagefind-filter="categoria"]')).toHaveTextContent("Reflexões");
    expect(container.querySelector('[data-pagefind-filter="ano"]')).toHaveTextContent("2025");
    expect(screen.getByRole("link", { name: /Voltar aos Ensinamentos/ })).toHaveAttribute("data-pagefind-ignore");
    expect(toc()).toBeInTheDocument();
    // Without neighbours or related teachings (a site of one teaching), neither block shows.
    expect(neighbours()).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Leia também" })).not.toBeInTheDocument();
  });

  it("has no search filter for a category or year it does not carry", () => {
    const { container } = render(<TeachingArticle teaching={{ ...TEACHING, categoria: null, ano: null }} />);
    expect(container.querySelector("[data-pagefind-filter]")).toBeNull();
  });
});

describe("What search engines read of a teaching (src/shared/structured-data/)", () => {
  it("an Article in the site's language, by its author, published by the institute, with its picture", () => {
    const picture = { images: { fallback: { src: "/static/x/foto.webp" } } };
    const teaching = { ...TEACHING, imagem: { childImageSharp: { gatsbyImageData: picture } } } as unknown as Teaching;
    const data = structuredDataOf(<TeachingHead teaching={teaching} pathname="/ensinamento/vida-nao-tem-marcha-re/" />);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "A Vida Não Tem Marcha Ré",
      description: "Resumo.",
      datePublished: "2025-01-20",
      inLanguage: "pt-BR",
      author: { "@type": "Organization", name: "Equipe Evolução para Todos" },
      publisher: { "@type": "Organization", name: SITE.name, url: `${SITE.url}/`, logo: `${SITE.url}/icon-512.png` },
      mainEntityOfPage: `${SITE.url}/ensinamento/vida-nao-tem-marcha-re/`,
      image: `${SITE.url}/static/x/foto.webp`,
    });
  });
});
