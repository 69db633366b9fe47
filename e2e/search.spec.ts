import { test, expect, visit } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * The full-text search at /busca/ (Pagefind's index of the build), on `gatsby serve`; the tests tagged
 * @hosting run on nginx instead, with the repository's configuration and headers, whose policy must
 * let Pagefind's WebAssembly run and whose types must let its script load.
 */
const status = (page: Page) => page.getByRole("status").filter({ hasText: /resultado|Digite|Buscando|busca/ });
const results = (page: Page) => page.getByRole("list", { name: "Resultados da busca" }).getByRole("listitem");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Palavras" });

async function openSearch(page: Page, address = "/busca/") {
  await visit(page, address);
}

test.describe("Full-text search", () => {
  test("every page's header leads to it", async ({ page }) => {
    for (const route of ["/", "/ensinamento/lobo-bom-lobo-mau/", "/contato/"]) {
      await visit(page, route);
      await page.getByRole("banner").getByRole("link", { name: "Buscar" }).click();
      await expect(page).toHaveURL(/\/busca\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Buscar" })).toBeVisible();
    }
  });

  test("finds a word that only a teaching's body has, with the title and the word marked @hosting", async ({
    page,
  }) => {
    await openSearch(page);
    for (const [word, title] of [
      ["tigela", "O Lobo Bom e o Lobo Mau"],
      ["retrovisor", "A Vida Não Tem Marcha Ré"],
      ["jabuticabeira", "O Ângulo do Jardim e o Ângulo do Lixo"],
    ]) {
      await searchBox(page).fill(word);
      await expect(status(page)).toHaveText(`1 resultado para “${word}”.`);
      await expect(results(page)).toHaveCount(1);
      await expect(results(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(results(page).locator("mark").first()).toHaveText(new RegExp(word, "i"));
    }
  });

  test("ignores accents and finds other forms of a word, in the API's teachings too @hosting", async ({ page }) => {
    await openSearch(page);
    for (const typed of ["oracao", "orações", "oracoes", "ORAÇÃO"]) {
      await searchBox(page).fill(typed);
      await expect(status(page)).toHaveText(`1 resultado para “${typed}”.`);
      await expect(results(page).getByRole("link", { name: "A Prece como Alimento da Alma" })).toHaveAttribute(
        "href",
        "/ensinos/1/",
      );
    }
    await searchBox(page).fill("oracao");
    await expect(results(page).locator("mark").first()).toHaveText("oração");
  });

  test("ranks several results and shows each one's date", async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill("caridade");
    await expect(status(page)).toHaveText(/^[2-9] resultados para “caridade”\.$/);
    const count = await results(page).count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const result = results(page).nth(index);
      await expect(result.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(result.locator("time")).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
      await expect(result.locator("mark").first()).toHaveText(/caridade/i);
    }
  });

  test("keeps the search in the address, so that it can be shared and reopened", async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill("perdao");
    await expect(status(page)).toHaveText(/resultados para “perdao”/);
    await expect(page).toHaveURL(/\/busca\/\?q=perdao$/);
    await page.getByLabel("Ano").selectOption("2024");
    await expect(page).toHaveURL(/\/busca\/\?q=perdao&ano=2024$/);

    await openSearch(page, "/busca/?q=tigela");
    await expect(searchBox(page)).toHaveValue("tigela");
    await expect(status(page)).toHaveText("1 resultado para “tigela”.");
    await expect(results(page).getByRole("link", { name: "O Lobo Bom e o Lobo Mau" })).toBeVisible();
  });

  test("says so, and how to go on, when nothing matches", async ({ page }) => {
    await openSearch(page);
    await expect(status(page)).toHaveText("Digite uma ou mais palavras, ou escolha uma categoria ou um ano.");
    await searchBox(page).fill("xilofonequantico");
    await expect(status(page)).toHaveText("Nenhum resultado para “xilofonequantico”.");
    await expect(page.getByText("Confira a grafia, use menos palavras ou remova os filtros.")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("filters by category and year, which the three fixed teachings do not have", async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill("caridade");
    await expect(status(page)).toHaveText(/resultados para “caridade”/);
    await page.getByLabel("Categoria").selectOption("Sabedoria");
    await expect(status(page)).toHaveText("Nenhum resultado para “caridade”.");
    await expect(page).toHaveURL(/categoria=Sabedoria/);
    await searchBox(page).fill("");
    await expect(status(page)).toHaveText("Nenhum resultado com os filtros escolhidos.");
    await page.getByLabel("Categoria").selectOption("");
    await expect(status(page)).toHaveText("Digite uma ou mais palavras, ou escolha uma categoria ou um ano.");
    await expect(page).toHaveURL(/\/busca\/$/);
  });

  test("works from the keyboard: type, then Tab to a result and open it", async ({ page }) => {
    await openSearch(page);
    await searchBox(page).focus();
    await page.keyboard.type("retrovisor");
    await expect(status(page)).toHaveText("1 resultado para “retrovisor”.");
    await expect(page.getByRole("status").filter({ hasText: "resultado" })).toHaveAttribute("role", "status");
    // Past the two filters to the first result.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(results(page).getByRole("link", { name: "A Vida Não Tem Marcha Ré" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ensinamento\/vida-nao-tem-marcha-re\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "A Vida Não Tem Marcha Ré" })).toBeVisible();
  });

  test("a single letter lists every teaching, the API's included, all on one page", async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill("a");
    // Three teaching pages and three of content/ensinos: fewer than a page of ten results, so no
    // 'Mostrar mais' (the paging itself is tested in __tests__/search.test.tsx).
    await expect(status(page)).toHaveText("6 resultados para “a”.");
    await expect(results(page)).toHaveCount(6);
    await expect(page.getByRole("button", { name: /^Mostrar mais resultados/ })).toHaveCount(0);
  });

  test("the rest of the site never downloads the search", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) fetched.push(request.url());
    });
    for (const route of ["/", "/ensinamentos/", "/ensinamento/lobo-bom-lobo-mau/"]) {
      await visit(page, route);
    }
    await openSearch(page);
    expect(fetched).toEqual([]);
    await searchBox(page).fill("tigela");
    await expect(status(page)).toHaveText("1 resultado para “tigela”.");
    expect(fetched.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
  });
});

test.describe("Full-text search when the index cannot be reached", () => {
  // What Chromium logs of the script's download that the test aborts.
  test.use({ expectedErrors: [/net::ERR_FAILED .*\/pagefind\/pagefind\.js\)$/] });

  test("says the search is unavailable and tries again on request", async ({ page }) => {
    await page.route("**/pagefind/**", (route) => route.abort());
    await openSearch(page);
    await searchBox(page).fill("tigela");
    await expect(status(page)).toHaveText(
      "A busca não está disponível agora. Verifique a sua conexão e tente novamente.",
    );
    await page.unroute("**/pagefind/**");
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(status(page)).toHaveText("1 resultado para “tigela”.");
    await expect(results(page).getByRole("link", { name: "O Lobo Bom e o Lobo Mau" })).toBeVisible();
  });
});
