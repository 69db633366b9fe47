import fs from "node:fs";
import path from "node:path";
import { within } from "@testing-library/dom";
import { SITE } from "../../src/shared/site";
import { PUBLISHED, WITH_EXAMPLES, openBuilt } from "./built-site";

/**
 * What every page's HTML shows before any script runs, on both builds: its own title (WCAG 2.4.2), the
 * same header and footer with the same ways to get help (3.2.3, 3.2.4, 3.2.6), and no media (1.2.x).
 * The accessibility statement's table names these tests (src/shared/accessibility/checks.ts). What needs
 * a browser (the title a client-only route sets, the keyboard, reflow) is e2e/support/whole-page.ts's.
 */

/**
 * The pages a visitor reads, as routes: every index.html of the build, but the editor (/admin/), the
 * service's page for forms sent without JavaScript (/mensagens/, the service's own), 'Comece Agora's
 * address (/ensinos/, which sends the visitor on to the list: its title is the list's), the 404 page's
 * second copy (/404/, Gatsby's) and the search index.
 */
const NOT_PAGES = new Set(["admin", "mensagens", "pagefind", "404", "page-data", "static", "_gatsby", "api"]);

function pagesOf(build: string): string[] {
  const walk = (dir: string, route: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory()) return entry.name === "index.html" ? [route] : [];
      if (route === "/" && NOT_PAGES.has(entry.name)) return [];
      return walk(path.join(dir, entry.name), `${route}${entry.name}/`);
    });
  return [...walk(build, "/").filter((route) => route !== "/ensinos/"), "/pagina-que-nao-existe/"];
}

const BUILDS = [
  ["the published build", PUBLISHED],
  ["the build with the examples", WITH_EXAMPLES],
] as const;

/** What a page's HTML holds that these tests read, one page at a time in the test's document. */
function readPage(build: string, route: string) {
  const document = openBuilt(build, route);
  // The page's own header and footer: jsdom's roles do not leave out those inside <main> and <article>.
  const landmark = (selector: string) => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`${route}: no ${selector}`);
    return within(found);
  };
  const banner = landmark("header:not(main header, article header)");
  const footer = landmark("footer:not(main footer, article footer)");
  // Hidden ones too: the controls that need the page's code are hidden until it runs (src/shared/needs-script.ts).
  const all = { hidden: true };
  return {
    route,
    lang: document.documentElement.lang,
    title: document.title,
    layout: {
      header: [
        ...banner.getAllByRole("link", all).map((link) => `${link.textContent} ${link.getAttribute("href")}`),
        ...banner.getAllByRole("button", all).map((button) => button.textContent),
      ],
      footer: footer.getAllByRole("link", all).map((link) => `${link.textContent} ${link.getAttribute("href")}`),
    },
    feeds: Array.from(document.querySelectorAll('link[type="application/rss+xml"]')).map(
      (link) => link.getAttribute("href") ?? "",
    ),
    media: Array.from(document.querySelectorAll("audio, video, iframe, embed, object")).map(
      (element) => element.tagName,
    ),
  };
}

describe.each(BUILDS)("Every page of %s", (_name, build) => {
  let pages: ReturnType<typeof readPage>[];
  beforeAll(() => {
    pages = pagesOf(build).map((route) => readPage(build, route));
  });

  it("gives every page a title of its own, what the page is before the institute's name", () => {
    expect(pages.length).toBeGreaterThan(15);
    for (const { route, title } of pages) {
      if (route === "/") expect(title).toBe(`${SITE.name}: ${SITE.slogan}`);
      else expect(`${route} ${title}`).toMatch(new RegExp(`^\\S+ \\S.* \\| ${SITE.name}$`));
    }
    // Unique within a language: "Buscar" is the search's title in Portuguese and in Spanish alike.
    const titles = pages.map(({ lang, title }) => `${lang} ${title}`);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it("has the same header and footer, with the same ways to get help, in the same order", () => {
    const expected = pages[0].layout;
    expect(pages[0].lang).toBe(SITE.lang);
    expect(expected.footer).toEqual(
      expect.arrayContaining([
        "Contato /contato/",
        "Acessibilidade /acessibilidade/",
        "Conte para nós /contato/?assunto=Acessibilidade",
      ]),
    );
    // A page published in another language has the same frame in its language, leading to the same pages
    // (without Libras, which signs Portuguese, and its note's link to the privacy page).
    const hrefs = (links: string[]) => [...new Set(links.map((link) => link.slice(link.lastIndexOf(" ") + 1)))];
    const first = new Map(pages.map((page) => [page.lang, page.layout] as const).reverse());
    for (const { route, lang, layout } of pages) {
      expect({ route, ...layout }).toEqual({ route, ...first.get(lang) });
      expect({ route, footer: hrefs(layout.footer).map((href) => href.replace(/^\/[a-z]{2}\//, "/")) }).toEqual({
        route,
        footer: hrefs(expected.footer),
      });
    }
    // The header's home and search (the logo, the search's icon, the navigation's first entry) are the
    // page's language's, which every language published in has; its other entries are the Portuguese pages.
    for (const { route, lang, layout } of pages.filter((page) => page.lang !== SITE.lang)) {
      const code = route.split("/")[1];
      const headerHrefs = hrefs(layout.header.filter((entry) => entry.includes("/")));
      expect({
        route,
        lang,
        home: headerHrefs.includes(`/${code}/`),
        search: headerHrefs.includes(`/${code}/busca/`),
      }).toEqual({
        route,
        lang,
        home: true,
        search: true,
      });
      expect({ route, portuguese: headerHrefs.filter((href) => href === "/" || href === "/busca/") }).toEqual({
        route,
        portuguese: [],
      });
    }
  });

  it("links only feeds the build wrote", () => {
    const linked = new Set(pages.flatMap(({ feeds }) => feeds));
    expect([...linked].filter((feed) => !fs.existsSync(path.join(build, feed)))).toEqual([]);
    expect(linked.has("/rss.xml")).toBe(true);
  });

  it("has no audio, video or embedded player on a page as it is served", () => {
    expect(pages.flatMap(({ route, media }) => media.map((tag) => `${route}: ${tag}`))).toEqual([]);
  });
});
