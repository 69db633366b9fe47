import { within } from "@testing-library/dom";
import { PUBLISHED, openBuilt } from "./built-site";

/**
 * The shared layout of docs/behaviour.md: Screens, as each section's page is served: inside the header
 * and footer, its navigation entry marked as the current one (the spec's highlight), the logo leading
 * home, the language selector, the copyright line with the year, and what every page's <head> carries.
 * A route change in the browser is e2e/site.spec.ts's ("Shared layout").
 */
const SECTIONS = [
  { path: "/", label: "Início" },
  { path: "/quem-somos/", label: "Quem Somos" },
  { path: "/ensinamentos/", label: "Ensinamentos" },
  { path: "/cursos/", label: "Cursos" },
  { path: "/livros/", label: "Livros" },
  { path: "/contato/", label: "Contato" },
];

describe("Shared layout, as each section's page is served", () => {
  it.each(SECTIONS)('$path renders its page inside the layout with "$label" highlighted', ({ path, label }) => {
    const document = openBuilt(PUBLISHED, path);
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Navegação principal"]');
    expect(nav).not.toBeNull();
    const current = Array.from(nav?.querySelectorAll("[aria-current=page]") ?? []).map((link) => link.textContent);
    expect(current).toEqual([label]);
    const page = within(document.body);
    expect(page.getByRole("link", { name: /página inicial/ }).getAttribute("href")).toBe("/");
    // Hidden until the page's code runs (src/shared/needs-script.ts), so named by its text here.
    expect(page.getAllByRole("button", { hidden: true }).map((button) => button.textContent)).toContain("Idioma: PT");
    // The build's year: the page is built again at least once a year, as the content changes.
    expect(document.body.textContent).toMatch(
      new RegExp(`© ${new Date().getFullYear()} .*Todos os direitos reservados`),
    );
    expect(document.documentElement.getAttribute("lang")).toBe("pt-BR");
    expect(document.title).toMatch(/Instituto Evolução para Todos/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/.{50,}/);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute("href")).toBe("/favicon.svg");
  });
});
