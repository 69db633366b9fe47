import { test, expect, TRANSLATE_SCRIPT, openPage } from "./fixtures";

/**
 * Privacy by default (docs/translation.md): the translator's script is asked for only when the visitor
 * chooses a language, or comes back with such a choice kept. That a visitor who has not asked for
 * another language sends nothing to anyone but the site, on every route, is checked by the one visit
 * of each route (e2e/support/whole-page.ts, "asks nothing of any host but the site's own").
 */
test.describe("The translator, when the visitor asks for it", () => {
  test("choosing a language asks for the script then, with its callback and hl=pt", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (TRANSLATE_SCRIPT.test(request.url())) asked.push(request.url());
    });
    await openPage(page, "/quem-somos/");
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    const scriptRequest = page.waitForRequest(TRANSLATE_SCRIPT);
    const reload = page.waitForEvent("load");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Idioma:/ })
      .first()
      .click();
    await page.getByRole("option", { name: /Inglês/ }).click();
    const url = new URL((await scriptRequest).url());
    expect(url.searchParams.get("cb")).toBe("googleTranslateElementInit");
    expect(url.searchParams.get("hl")).toBe("pt");
    // The script is blocked here, so the page reloads and the widget would read the cookie.
    await reload;
  });

  for (const [kept, setUp] of [
    ["a stored choice", "localStorage.setItem('selectedLanguage', 'es')"],
    ["the widget's cookie", "document.cookie = 'googtrans=/pt/fr; path=/'"],
  ] as const) {
    test(`a visitor who comes back with ${kept} of another language gets the script at start`, async ({ page }) => {
      await page.goto("/quem-somos/");
      await page.evaluate(setUp);
      const scriptRequest = page.waitForRequest(TRANSLATE_SCRIPT);
      await page.reload();
      expect(new URL((await scriptRequest).url()).searchParams.get("cb")).toBe("googleTranslateElementInit");
    });
  }
});
