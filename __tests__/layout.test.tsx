import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Header } from "../src/components/Header";
import { Footer } from "../src/components/Footer";
import { Layout } from "../src/components/Layout";
import { LANGUAGE_STORAGE_KEY } from "../src/browser/language-state";

const renderHeader = (path: string) => render(<Header currentPath={path} />);

const mainNav = () => screen.getByRole("navigation", { name: "Navegação principal" });

describe("Header: navigation", () => {
  afterEach(() => window.localStorage.clear());

  it("lists the six sections of the spec, in order, with their routes", () => {
    renderHeader("/");
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Início", "/"],
      ["Quem Somos", "/quem-somos/"],
      ["Ensinamentos", "/ensinamentos/"],
      ["Cursos", "/cursos/"],
      ["Livros", "/livros/"],
      ["Contato", "/contato/"],
    ]);
  });

  it.each([
    ["/", "Início"],
    ["/quem-somos/", "Quem Somos"],
    ["/ensinamentos/", "Ensinamentos"],
    ["/ensinamento/lobo-bom-lobo-mau/", "Ensinamentos"],
    ["/ensinos/7/", "Ensinamentos"],
    ["/cursos", "Cursos"],
    ["/cursos/3/", "Cursos"],
    ["/livros/", "Livros"],
    ["/contato/", "Contato"],
  ])("on %s highlights only %s", (path, label) => {
    renderHeader(path);
    const current = within(mainNav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([label]);
    expect(current[0]).toHaveClass("active");
  });

  it("highlights nothing on an unknown path", () => {
    renderHeader("/pagina-que-nao-existe/");
    expect(within(mainNav()).queryByRole("link", { current: "page" })).not.toBeInTheDocument();
  });

  it("labels the home entry 'Home' when the language is not Portuguese", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    renderHeader("/");
    expect(within(mainNav()).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(mainNav()).queryByRole("link", { name: "Início" })).not.toBeInTheDocument();
  });

  it("links the logo to the home page", () => {
    renderHeader("/contato/");
    expect(screen.getByRole("link", { name: /página inicial/ })).toHaveAttribute("href", "/");
  });
});

describe("Header: mobile menu", () => {
  const toggle = () => screen.getByRole("button", { name: /menu/ });
  const menu = () => document.getElementById("mobile-menu") as HTMLElement;
  const mobileNav = () => within(menu()).getByRole("navigation", { name: "Navegação móvel" });

  it("is the platform's popover, which the toggle opens without the page's code", () => {
    renderHeader("/");
    expect(menu()).toHaveAttribute("popover", "auto");
    expect(toggle()).toHaveAttribute("popovertarget", "mobile-menu");
    expect(toggle()).toHaveAttribute("aria-controls", "mobile-menu");
    expect(within(mobileNav()).getAllByRole("link")).toHaveLength(6);
  });

  // jsdom has no popovers: what follows is what the code does in a browser without them.
  it("where the browser has no popovers, opens and closes with the toggle, reflecting aria-expanded", () => {
    renderHeader("/");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toHaveAttribute("data-open");
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(toggle()).toHaveAccessibleName("Fechar menu");
    expect(menu()).toHaveAttribute("data-open");
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toHaveAttribute("data-open");
  });

  it("closes when a link is followed", () => {
    renderHeader("/");
    fireEvent.click(toggle());
    fireEvent.click(within(mobileNav()).getByRole("link", { name: "Cursos" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toHaveAttribute("data-open");
  });

  it("closes on Escape and gives focus back to the toggle", () => {
    renderHeader("/");
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("offers the language selector inside the menu", () => {
    renderHeader("/");
    fireEvent.click(toggle());
    expect(within(mobileNav()).getByRole("button", { name: "Idioma: PT" })).toBeInTheDocument();
  });
});

describe("Footer", () => {
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it("labels the home quick link 'Home' when the language is not Portuguese, as the header does", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    render(<Footer />);
    const quickLinks = screen.getByRole("navigation", { name: "Links Rápidos" });
    expect(within(quickLinks).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(quickLinks).queryByRole("link", { name: "Início" })).not.toBeInTheDocument();
  });

  it("prints the copyright line with the visitor's current year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
    render(<Footer />);
    expect(screen.getByText(/© 2031 .+ Todos os direitos reservados\./)).toBeInTheDocument();
  });

  it("ends with the links about the site itself, the accessibility statement's among them", () => {
    render(<Footer />);
    const siteLinks = screen.getByRole("list", { name: "Sobre o site" });
    expect(
      within(siteLinks)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Política de Privacidade", "/privacidade/"],
      ["Acessibilidade", "/acessibilidade/"],
    ]);
  });

  it("offers Libras and the way to report a barrier, in its accessibility section", () => {
    render(<Footer />);
    const section = screen.getByRole("region", { name: "Acessibilidade" });
    expect(within(section).getByRole("button", { name: /^Libras/ })).toHaveAttribute("aria-pressed", "false");
    expect(within(section).getByRole("link", { name: "Conte para nós" })).toHaveAttribute(
      "href",
      "/contato/?assunto=Acessibilidade",
    );
  });

  it("marks the English label it shows in another language as English", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    render(<Footer />);
    const quickLinks = screen.getByRole("navigation", { name: "Links Rápidos" });
    expect(within(quickLinks).getByRole("link", { name: "Home" })).toHaveAttribute("lang", "en");
    expect(within(quickLinks).getByRole("link", { name: "Cursos" })).not.toHaveAttribute("lang");
  });

  it("has the institute description, quick links (the newsletter's editions and the agenda among them) and the contact blurb", () => {
    render(<Footer />);
    expect(screen.getByText(/estudo e à divulgação da doutrina espírita/)).toBeInTheDocument();
    const quickLinks = screen.getByRole("navigation", { name: "Links Rápidos" });
    expect(within(quickLinks).getAllByRole("link")).toHaveLength(8);
    expect(within(quickLinks).getByRole("link", { name: "Agenda" })).toHaveAttribute("href", "/agenda/");
    expect(within(quickLinks).getByRole("link", { name: "Boletins" })).toHaveAttribute("href", "/boletins/");
    expect(screen.getByRole("link", { name: "contato@example.org" })).toHaveAttribute(
      "href",
      "mailto:contato@example.org",
    );
  });
});

describe("Layout: loading state on route change", () => {
  afterEach(() => jest.useRealTimers());

  const renderLayout = (path: string) => (
    <Layout pathname={path}>
      <p>Conteúdo de {path}</p>
    </Layout>
  );

  it("shows no loading on the first page", () => {
    render(renderLayout("/"));
    expect(screen.queryByText("Carregando...")).not.toBeInTheDocument();
  });

  it("shows 'Carregando...' for 300 ms after each route change", () => {
    jest.useFakeTimers();
    const { rerender } = render(renderLayout("/"));
    rerender(renderLayout("/cursos/"));
    expect(within(screen.getByRole("main")).getByRole("status")).toHaveTextContent("Carregando...");
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText("Carregando...")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Carregando...")).not.toBeInTheDocument();
    expect(screen.getByText("Conteúdo de /cursos/")).toBeVisible();
  });
});
