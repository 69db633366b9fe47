import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { within } from "@testing-library/dom";
import { pixCodes, readPixSettings } from "../../src/shared/pix/settings";
import * as TEXTS from "../../src/shared/texts/donations";
import { PUBLISHED, WITH_EXAMPLES, openBuilt } from "./built-site";

/**
 * The page to support the institute as the builds wrote it (docs/routes.md, "Apoie o instituto"): with
 * the example of docs/exemplos/apoie.mdx, the page whose HTML alone, before any script, holds every
 * amount's QR and code, the links that lead to it, what it tells search engines and the site search;
 * in the published build, which has no content/apoie.mdx, no page and no link anywhere.
 */

const EXAMPLE = matter(fs.readFileSync(path.resolve(__dirname, "../../docs/exemplos/apoie.mdx"), "utf8")).data;

/** The codes the example's settings make, by the project's own encoder (held to the manual in __tests__/pix.test.ts). */
function exampleCodes() {
  const reading = readPixSettings(EXAMPLE);
  if (!reading.ok) throw new Error("The example's settings make no code.");
  return pixCodes(reading.settings);
}

/** Every built page's HTML, by its route. */
function pagesOf(build: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}${entry.name}/`);
      else if (entry.name.endsWith(".html"))
        pages.set(`${route}${entry.name}`, fs.readFileSync(path.join(dir, entry.name), "utf8"));
    }
  };
  walk(build, "/");
  return pages;
}

/** The JSON-LD of a page. */
const structuredData = (document: Document) =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as Record<
    string,
    unknown
  >;

/** The script every page loads with the layout, the footer's code included: Gatsby's app chunk. */
const appChunk = (build: string) => {
  const name = fs.readdirSync(build).find((file) => /^app-[0-9a-f]+\.js$/.test(file));
  if (!name) throw new Error(`${build} has no app chunk`);
  return fs.readFileSync(path.join(build, name), "utf8");
};

describe("/apoie/ in the build with the examples", () => {
  it("holds, before any script runs, every amount's QR, named for what it asks, and its code as text", () => {
    const document = openBuilt(WITH_EXAMPLES, "/apoie/");
    const codes = exampleCodes();
    // A browser that runs no script reads what <noscript> holds as the page's own markup (the test's
    // document, which runs scripts, keeps it as text).
    const main = document.querySelector("main");
    const noscript = main?.querySelector("noscript");
    if (!main || !noscript) throw new Error("/apoie/ has no <noscript> in its content");
    const listed = new DOMParser().parseFromString(
      main.innerHTML.replace(noscript.outerHTML, () => noscript.textContent ?? ""),
      "text/html",
    );
    const images = Array.from(listed.querySelectorAll("svg"));
    expect(images.map((svg) => [svg.getAttribute("role"), svg.getAttribute("aria-label")])).toEqual([
      ["img", TEXTS.qrLabel(null)],
      ...codes.suggested.map(({ reais }) => ["img", TEXTS.qrLabel(reais)]),
    ]);
    expect(Array.from(listed.querySelectorAll("code")).map((code) => code.textContent)).toEqual([
      codes.free,
      ...codes.suggested.map(({ payload }) => payload),
    ]);
    // Drawn inline: nothing to load, nothing that runs.
    expect(images.every((svg) => svg.querySelector("image, script, use, foreignObject") === null)).toBe(true);
    // The choice and the copy button wait for the page's code; without it they are not shown.
    expect(document.querySelector("fieldset")?.hasAttribute("data-needs-script")).toBe(true);
    // Hidden until the page's code runs, so found by its text.
    const copy = within(main)
      .getAllByRole("button", { hidden: true })
      .find((button) => button.textContent === TEXTS.copyCode);
    expect(copy?.closest("[data-needs-script]")).not.toBeNull();
    expect(main.querySelector("form")).toBeNull();
  });

  it("has each year's accounts as a PDF the build published, with its size, the same bytes as the file's", () => {
    const document = openBuilt(WITH_EXAMPLES, "/apoie/");
    const link = within(document.body).getByRole("link", { name: /^Contas de 2025 \(PDF, 1,4 KB\)$/ });
    const href = link.getAttribute("href") ?? "";
    expect(href).toMatch(/^\/static\/[0-9a-f]+\/contas-2025\.pdf$/);
    expect(fs.readFileSync(path.join(WITH_EXAMPLES, href))).toEqual(
      fs.readFileSync(path.resolve(__dirname, "../../docs/exemplos/relatorios/contas-2025.pdf")),
    );
  });

  it("tells search engines of the institute and the gift it takes there, and the sitemap lists the page", () => {
    const document = openBuilt(WITH_EXAMPLES, "/apoie/");
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    const site = canonical.replace(/\/apoie\/$/, "");
    const action = { "@type": "DonateAction", target: canonical, priceCurrency: "BRL" };
    expect(structuredData(document)).toMatchObject({
      "@type": "Organization",
      name: "Instituto Evolução para Todos",
      potentialAction: { ...action, recipient: { "@type": "Organization", url: `${site}/` } },
    });
    expect(structuredData(openBuilt(WITH_EXAMPLES, "/"))).toMatchObject({ potentialAction: action });
    expect(fs.readFileSync(path.join(WITH_EXAMPLES, "sitemap.xml"), "utf8")).toContain(`<loc>${canonical}</loc>`);
  });

  it("gives the site search its text and accounts, never its codes nor the bank's numbers", () => {
    const document = openBuilt(WITH_EXAMPLES, "/apoie/");
    const body = document.querySelector("[data-pagefind-body]");
    expect(body?.querySelector("h1")?.textContent).toBe("Apoie o instituto");
    const ignored = Array.from(body?.querySelectorAll("[data-pagefind-ignore]") ?? []).map(
      (part) => part.querySelector("h2")?.textContent,
    );
    expect(ignored).toEqual(["Doe por Pix", "Transferência bancária"]);
    expect(body?.querySelector("[data-pagefind-ignore] code")).not.toBeNull();
    expect(
      Array.from(body?.querySelectorAll("code") ?? []).every((code) => code.closest("[data-pagefind-ignore]")),
    ).toBe(true);
  });

  it("is linked from every page's footer, from the home page and /quem-somos/; the header keeps its six entries", () => {
    for (const route of ["/", "/quem-somos/", "/agenda/", "/apoie/"]) {
      const document = openBuilt(WITH_EXAMPLES, route);
      const footer = within(document.querySelector("footer:not(main footer)") as HTMLElement);
      expect(footer.getByRole("link", { name: "Apoie o instituto", hidden: true })).toHaveAttribute("href", "/apoie/");
      const nav = document.querySelector('nav[aria-label="Navegação principal"]');
      expect(nav?.querySelectorAll("a")).toHaveLength(6);
    }
    for (const route of ["/", "/quem-somos/"]) {
      const main = within(openBuilt(WITH_EXAMPLES, route).querySelector("main") as HTMLElement);
      const invite = main.getByRole("region", { name: "Apoie o instituto" });
      expect(within(invite).getByRole("link", { name: "Como apoiar" })).toHaveAttribute("href", "/apoie/");
    }
    expect(appChunk(WITH_EXAMPLES)).toContain("Apoie o instituto");
  });

  it("is named in the language of a page published in another, as the Portuguese page it leads to", () => {
    for (const [route, name] of [
      ["/en/", "Support the institute (in Portuguese)"],
      ["/en/ensinamento/lobo-bom-lobo-mau/", "Support the institute (in Portuguese)"],
      ["/es/busca/", "Apoye al instituto (en portugués)"],
    ]) {
      const footer = within(openBuilt(WITH_EXAMPLES, route).querySelector("footer:not(main footer)") as HTMLElement);
      const link = footer.getByRole("link", { name, hidden: true });
      expect(link).toHaveAttribute("href", "/apoie/");
      expect(link).toHaveAttribute("hreflang", "pt-BR");
    }
  });
});

describe("The published build, without content/apoie.mdx", () => {
  it("has no /apoie/, no link to it on any page, nothing of it in the sitemap or the structured data", () => {
    expect(fs.existsSync(path.join(PUBLISHED, "apoie"))).toBe(false);
    const pages = pagesOf(PUBLISHED);
    expect(pages.size).toBeGreaterThan(15);
    const linking = [...pages].filter(([, html]) => /href="\/apoie\/?"/.test(html)).map(([route]) => route);
    expect(linking).toEqual([]);
    expect(fs.readFileSync(path.join(PUBLISHED, "sitemap.xml"), "utf8")).not.toContain("/apoie/");
    expect(structuredData(openBuilt(PUBLISHED, "/"))).not.toHaveProperty("potentialAction");
    // The footer's link is left out of the code every page loads, not only hidden.
    expect(appChunk(PUBLISHED)).not.toContain("Apoie o instituto");
  });
});
