import type { Page } from "@playwright/test";
import { test, expect, openPage, TRANSLATE_SCRIPT } from "./fixtures";

/**
 * The reviewed translations of docs/exemplos/traducoes/ (docs/translation.md, "Reviewed translations"):
 * the language selector's four paths, with Google's hosts blocked (as every test runs) and every request
 * the page makes recorded, so that a reviewed path shows no translation script asked for; the offer to a
 * visitor whose stored language has a version; a translated page in its language; each language's search
 * apart. The pages themselves (axe in both schemes, keyboard, reflow, screenshots) are checked whole in
 * e2e/example-pages.spec.ts.
 */

const ORIGINAL = "/ensinamento/lobo-bom-lobo-mau/";
const ENGLISH = "/en/ensinamento/lobo-bom-lobo-mau/";
const SPANISH = "/es/ensinamento/lobo-bom-lobo-mau/";

/** Every address the page asks for from now on, across its loads. */
function recordRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  return asked;
}

const translationScripts = (asked: string[]) => asked.filter((url) => TRANSLATE_SCRIPT.test(url));

/** Chooses a language in the header's selector, whatever the page's language names the button. */
async function choose(page: Page, language: RegExp) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^(Idioma|Language): / })
    .first()
    .click();
  await page.getByRole("option", { name: language }).click();
}

const googtrans = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "googtrans")?.value;

test.describe("The language selector where a person translated the page", () => {
  test("on a page with a version in the chosen language, opens that version, stores the choice and asks for no translation script", async ({
    page,
  }) => {
    const asked = recordRequests(page);
    await openPage(page, ORIGINAL);
    await choose(page, /Inglês/);
    await page.waitForURL(`**${ENGLISH}`);
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "The Good Wolf and the Bad Wolf" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Language: EN" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("en");
    expect(translationScripts(asked)).toEqual([]);
  });

  test("on a page without one, keeps the spec's path: the cookie, the translation script asked for, the reload", async ({
    page,
  }) => {
    // The book's first chapter has an English version, not a Spanish one.
    const asked = recordRequests(page);
    await openPage(page, "/livros/4/capitulos/1/");
    const reload = page.waitForEvent("load");
    await choose(page, /Espanhol/);
    await reload;
    expect(new URL(page.url()).pathname).toBe("/livros/4/capitulos/1/");
    expect(await googtrans(page)).toBe("/pt/es");
    expect(translationScripts(asked).length).toBeGreaterThan(0);
  });

  test("on a translated page, Português opens the original, another version opens it, and a language no person has opens the original for the widget", async ({
    page,
  }) => {
    const asked = recordRequests(page);
    // The list names each language as the page's language does (src/shared/languages.ts, languagesIn).
    await openPage(page, ENGLISH);
    await choose(page, /^Spanish/);
    await page.waitForURL(`**${SPANISH}`);
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByRole("heading", { level: 1, name: "El lobo bueno y el lobo malo" })).toBeVisible();
    expect(translationScripts(asked)).toEqual([]);

    await choose(page, /^portugués/i);
    await page.waitForURL(`**${ORIGINAL}`);
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    expect(await googtrans(page)).toBeUndefined();
    expect(translationScripts(asked)).toEqual([]);

    await openPage(page, SPANISH);
    await choose(page, /^francés/i);
    await page.waitForURL(`**${ORIGINAL}`);
    expect(await googtrans(page)).toBe("/pt/fr");
    // The original, in Portuguese, is what the widget translates: its script is asked for there.
    await expect.poll(() => translationScripts(asked).length).toBeGreaterThan(0);
  });
});

test.describe("A visitor whose stored language has a reviewed version", () => {
  test.use({ locale: "en-US" });

  test("is offered it at the top of the Portuguese page, in that language and kept from the widget, never redirected, with no script asked for", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("selectedLanguage", "en"));
    const asked = recordRequests(page);
    await openPage(page, ORIGINAL);
    const offer = page.getByText("This page is also available in English, translated and reviewed by a person.");
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "en");
    await expect(offer).toHaveAttribute("translate", "no");
    await expect(offer.getByRole("link", { name: "Read it in English" })).toHaveAttribute("href", ENGLISH);
    // The Spanish version's line is on the page too, hidden from a visitor who chose English.
    const spanish = page.getByText("Esta página también está en español, traducida y revisada por una persona.");
    await expect(spanish).toBeAttached();
    await expect(spanish).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(ORIGINAL);
    expect(translationScripts(asked)).toEqual([]);
  });

  test("without a stored choice, a browser in English sees the Portuguese page as it is, with no offer", async ({
    page,
  }) => {
    await openPage(page, ORIGINAL);
    expect(new URL(page.url()).pathname).toBe(ORIGINAL);
    await expect(page.getByText("This page is also available in English", { exact: false })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "O Lobo Bom e o Lobo Mau" })).toBeVisible();
  });
});

test.describe("A page published in another language", () => {
  test("is in its language, says who reviewed it, and leads to the Portuguese pages marked as such", async ({
    page,
  }) => {
    await openPage(page, "/en/");
    await expect(page.getByRole("heading", { level: 1, name: "In English" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en/");
    await expect(nav.getByRole("link", { name: "About us (in Portuguese)" })).toHaveAttribute("hreflang", "pt-BR");
    await page.getByRole("searchbox", { name: "Search in English" }).fill("wolf");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/en/busca/?q=wolf");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: "The Good Wolf and the Bad Wolf" })).toHaveAttribute(
      "href",
      ENGLISH,
    );
    await expect(page.getByRole("status")).toHaveText("1 result for “wolf”.");

    await results.getByRole("link", { name: "The Good Wolf and the Bad Wolf" }).click();
    await expect(
      page.getByText("Translation reviewed by Equipe Evolução para Todos on November 30, 2026."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the original in Portuguese" })).toHaveAttribute("href", ORIGINAL);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
  });

  test("is found by its language's search only, and the Portuguese search finds only Portuguese pages", async ({
    page,
  }) => {
    await openPage(page, "/busca/?q=lobo");
    const results = page.getByRole("list", { name: "Resultados da busca" });
    await expect(results.getByRole("link", { name: "O Lobo Bom e o Lobo Mau" })).toBeVisible();
    expect(
      await results.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).not.toContainEqual(expect.stringMatching(/^\/(en|es)\//));
    await openPage(page, "/es/busca/?q=lobo");
    const spanish = page.getByRole("list", { name: "Resultados de la búsqueda" });
    await expect(spanish.getByRole("link", { name: "El lobo bueno y el lobo malo" })).toHaveAttribute("href", SPANISH);
    expect(await spanish.getByRole("link").count()).toBe(1);
  });
});
