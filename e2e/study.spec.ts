import { test, expect, openPage } from "./fixtures";
import type { Page } from "@playwright/test";

// The three fixed teachings, newest first (as the list shows them): 20, 15 and 10 January 2025.
const NEWEST = { slug: "vida-nao-tem-marcha-re", titulo: "A Vida Não Tem Marcha Ré" };
const MIDDLE = { slug: "angulo-jardim-lixo", titulo: "O Ângulo do Jardim e o Ângulo do Lixo" };
const OLDEST = { slug: "lobo-bom-lobo-mau", titulo: "O Lobo Bom e o Lobo Mau" };

const SITE_URL = "https://evolucao-para-todos.example.org";

const body = (page: Page) => page.getByTestId("article-body");
const toc = (page: Page) => page.getByRole("navigation", { name: "Neste ensinamento" });
const neighbours = (page: Page) => page.getByRole("navigation", { name: "Ensinamento anterior e próximo" });
const related = (page: Page) => page.getByRole("region", { name: "Leia também" });

test.describe("Table of contents", () => {
  test("lists the body's subtitles, and a link moves to its subtitle and puts the anchor in the address", async ({
    page,
  }) => {
    await openPage(page, `/ensinamento/${MIDDLE.slug}/`);
    const subtitles = body(page).getByRole("heading", { level: 2 });
    const links = toc(page).getByRole("link");
    // The teaching has seven subtitles, each with an id, each listed in order.
    await expect(subtitles).toHaveCount(7);
    await expect(links).toHaveText(await subtitles.allTextContents());
    const ids = await subtitles.evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(
      ids.map((id) => `#${id}`),
    );

    const target = subtitles.nth(5);
    await expect(target).not.toBeInViewport();
    await links.nth(5).click();
    await expect(page).toHaveURL(`/ensinamento/${MIDDLE.slug}/#${encodeURI(ids[5])}`);
    await expect(target).toBeInViewport();
    // Not hidden under the sticky header: the subtitle starts below it.
    await expect
      .poll(async () => {
        const header = await page.getByRole("banner").boundingBox();
        const heading = await target.boundingBox();
        return header && heading ? heading.y - (header.y + header.height) : Number.NaN;
      })
      .toBeGreaterThanOrEqual(0);
    // An anchor of the same page is no route change: no loading state.
    await expect(page.locator("[data-loading-overlay]")).toHaveCount(0);
  });

  test("an address with a subtitle's anchor opens the page at that subtitle", async ({ page }) => {
    await openPage(page, `/ensinamento/${OLDEST.slug}/`);
    const last = body(page).getByRole("heading", { level: 2 }).last();
    const id = await last.getAttribute("id");
    await openPage(page, `/ensinamento/${OLDEST.slug}/#${id ?? ""}`);
    await expect(last).toBeInViewport();
  });
});

test.describe("Previous and next teaching", () => {
  test("'Anterior' is the next older teaching and 'Próximo' the next newer one", async ({ page }) => {
    await openPage(page, `/ensinamento/${MIDDLE.slug}/`);
    const previous = neighbours(page).getByRole("link", { name: /Anterior/ });
    const next = neighbours(page).getByRole("link", { name: /Próximo/ });
    await expect(previous).toHaveAttribute("href", `/ensinamento/${OLDEST.slug}/`);
    await expect(previous).toHaveAttribute("rel", "prev");
    await expect(previous).toContainText(OLDEST.titulo);
    await expect(next).toHaveAttribute("href", `/ensinamento/${NEWEST.slug}/`);
    await expect(next).toHaveAttribute("rel", "next");
    await expect(next).toContainText(NEWEST.titulo);

    await next.click();
    await expect(page).toHaveURL(`/ensinamento/${NEWEST.slug}/`);
    await expect(page.getByRole("heading", { level: 1, name: NEWEST.titulo })).toBeVisible();
  });

  test("the newest has only 'Anterior', the oldest only 'Próximo'", async ({ page }) => {
    await openPage(page, `/ensinamento/${NEWEST.slug}/`);
    await expect(neighbours(page).getByRole("link")).toHaveCount(1);
    await expect(neighbours(page).getByRole("link", { name: /Anterior/ })).toHaveAttribute(
      "href",
      `/ensinamento/${MIDDLE.slug}/`,
    );
    await openPage(page, `/ensinamento/${OLDEST.slug}/`);
    await expect(neighbours(page).getByRole("link")).toHaveCount(1);
    await expect(neighbours(page).getByRole("link", { name: /Próximo/ })).toHaveAttribute(
      "href",
      `/ensinamento/${MIDDLE.slug}/`,
    );
  });
});

test.describe("Related teachings", () => {
  test("'Leia também' offers the most recent others when no teaching shares a category", async ({ page }) => {
    await openPage(page, `/ensinamento/${OLDEST.slug}/`);
    const links = related(page).getByRole("link");
    await expect(links).toHaveText([NEWEST.titulo, MIDDLE.titulo]);
    await links.first().click();
    await expect(page).toHaveURL(`/ensinamento/${NEWEST.slug}/`);
    await expect(related(page).getByRole("link")).toHaveText([MIDDLE.titulo, OLDEST.titulo]);
  });
});

test.describe("Printing a teaching", () => {
  test("prints the title, author, date, text and address, and none of the site around them", async ({ page }) => {
    await openPage(page, `/ensinamento/${NEWEST.slug}/`);
    await page.emulateMedia({ media: "print" });

    await expect(page.getByRole("heading", { level: 1, name: NEWEST.titulo })).toBeVisible();
    await expect(page.getByText("Equipe Evolução para Todos")).toBeVisible();
    await expect(page.getByText("20 de janeiro de 2025")).toBeVisible();
    await expect(body(page)).toBeVisible();
    await expect(body(page)).toHaveCSS("color", "rgb(0, 0, 0)");
    await expect(body(page)).toHaveCSS("font-family", /Georgia|serif/);
    const address = page.getByText("Endereço desta página:");
    await expect(address).toBeVisible();
    await expect(address).toHaveText(`Endereço desta página: ${SITE_URL}/ensinamento/${NEWEST.slug}/`);

    for (const hidden of [
      page.getByRole("banner"),
      page.getByRole("contentinfo"),
      page.getByRole("link", { name: "Pular para o conteúdo" }),
      page.getByRole("link", { name: "Voltar aos Ensinamentos" }),
      page.getByRole("button", { name: "Curtir" }),
      page.getByRole("button", { name: "Compartilhar" }),
      page.getByRole("button", { name: /^Idioma:/ }),
      page.locator("#google_translate_element"),
      toc(page),
      neighbours(page),
      related(page),
    ]) {
      await expect(hidden).toBeHidden();
    }
    // The page leaves no empty space for the hidden header and footer.
    await expect(page.getByRole("main")).toHaveCSS("min-height", "0px");

    // And Chromium makes a PDF of it: the text spans a few pages.
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(12);
  });

  test("on screen the address is not shown, and the links to other teachings are", async ({ page }) => {
    await openPage(page, `/ensinamento/${NEWEST.slug}/`);
    await expect(page.getByText("Endereço desta página:")).toBeHidden();
    await expect(toc(page)).toBeVisible();
    await expect(neighbours(page)).toBeVisible();
    await expect(related(page)).toBeVisible();
  });
});

test.describe("Site search markers", () => {
  test("the article is what the search indexes; the links around the text are left out", async ({ page }) => {
    await openPage(page, `/ensinamento/${MIDDLE.slug}/`);
    const article = page.locator("[data-pagefind-body]");
    await expect(article).toHaveCount(1);
    await expect(article).toHaveAttribute("data-pagefind-meta", "date:2025-01-15");
    for (const ignored of [toc(page), neighbours(page), related(page), page.getByText("Endereço desta página:")]) {
      await expect(ignored).toHaveAttribute("data-pagefind-ignore", /.*/);
    }
    // The fixed teachings have no category or year, so nothing to filter them by.
    await expect(page.locator("[data-pagefind-filter]")).toHaveCount(0);
  });
});
