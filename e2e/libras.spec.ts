import type { Page } from "@playwright/test";
import { test, expect, afterPageTimers, openPage, PHONE, TRANSLATE_SCRIPT } from "./fixtures";
import { expectNoViolations } from "./support/axe";
import { forgetShifts, recordLayoutShifts, recordedShifts } from "../scripts/lib/layout-shifts";
import { VLIBRAS_SCRIPT, VLIBRAS_STAND_IN, TRANSLATION_STAND_IN } from "./support/stand-ins";

/**
 * Libras on request (docs/translation.md, "Libras"): the footer's 'Libras' loads VLibras, the federal
 * government's translator, only when pressed. The tests never reach its hosts: a stand-in answers for
 * its script (e2e/support/stand-ins.ts), as for the translation widget's.
 */

const VLIBRAS_HOST = /^https:\/\/([a-z0-9-]+\.)*vlibras\.gov\.br\//;
const libras = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: /^Libras/ });
const status = (page: Page) => page.getByRole("contentinfo").getByRole("status");
const standIn = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __vlibras?: { rootPath: string; started: number; opened: number } }).__vlibras,
  );

/** Serves the stand-in for VLibras' script and counts the requests for it. */
async function serveStandIn(page: Page): Promise<{ requests: () => number }> {
  let count = 0;
  await page.route(VLIBRAS_SCRIPT, (route) => {
    count += 1;
    return route.fulfill({ contentType: "application/javascript", body: VLIBRAS_STAND_IN });
  });
  return { requests: () => count };
}

test.describe("Libras on request", () => {
  // On every page, the walk of the keyboard focuses 'Libras' and nothing goes to any other host
  // (e2e/support/whole-page.ts); here, the same control hovered and focused, then pressed.
  test("asks nothing of VLibras' hosts until 'Libras' is pressed, not even when it is focused or hovered", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (VLIBRAS_HOST.test(request.url())) asked.push(request.url());
    });
    const script = await serveStandIn(page);
    await openPage(page, "/quem-somos/");
    await libras(page).hover();
    await libras(page).focus();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await libras(page).click();
    await expect(libras(page)).toHaveAttribute("aria-pressed", "true");
    expect(asked).toEqual(["https://vlibras.gov.br/app/vlibras-plugin.js"]);
    expect(script.requests()).toBe(1);
  });

  test("before the first press, a notice says what is sent to whom, and links to the privacy page, which says it too", async ({
    page,
  }) => {
    await openPage(page, "/");
    await expect(libras(page)).toHaveAccessibleName(
      "Libras: tradução para a Língua Brasileira de Sinais, pelo VLibras",
    );
    await expect(libras(page)).toHaveAccessibleDescription(
      /O VLibras, tradutor do governo federal, só é carregado quando você o ativa\. Ativado, o texto que você selecionar é enviado ao serviço de tradução do governo\./,
    );
    await expect(libras(page)).toHaveAttribute("aria-pressed", "false");
    const section = page.getByRole("region", { name: "Acessibilidade" });
    await section.getByRole("link", { name: "Política de Privacidade" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Política de Privacidade" })).toBeVisible();
    const privacy = page.getByRole("region", { name: "O resto do site" });
    await expect(privacy).toContainText("VLibras");
    await expect(privacy).toContainText("texto que você selecionar");
  });

  test("works by the keyboard: Enter turns VLibras on, its own button opens it, Space turns it off, and the choice is remembered", async ({
    page,
  }) => {
    const script = await serveStandIn(page);
    await openPage(page, "/quem-somos/");
    await libras(page).focus();
    await page.keyboard.press("Enter");
    await expect(libras(page)).toHaveAttribute("aria-pressed", "true");
    await expect(status(page)).toHaveText(
      "VLibras ativado: selecione um texto da página e abra o VLibras pelo botão dele.",
    );
    expect(await standIn(page)).toEqual({ rootPath: "https://vlibras.gov.br/app", started: 1, opened: 0 });
    expect(await page.evaluate(() => localStorage.getItem("libras"))).toBe("ativado");
    await expect(libras(page)).toBeFocused();

    // VLibras' own button, an image in its markup, is reached and pressed by the keyboard too.
    const open = page.getByRole("button", { name: "Abrir o VLibras" });
    await expect(open).toBeVisible();
    await open.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press(" ");
    expect((await standIn(page))?.opened).toBe(2);

    await libras(page).focus();
    await page.keyboard.press(" ");
    await expect(libras(page)).toHaveAttribute("aria-pressed", "false");
    await expect(status(page)).toHaveText("VLibras desativado.");
    await expect(open).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("libras"))).toBeNull();
    await page.keyboard.press("Enter");
    await expect(libras(page)).toHaveAttribute("aria-pressed", "true");
    await expect(open).toBeVisible();
    expect(script.requests(), "downloaded once").toBe(1);

    // Remembered, as the language is: the next page has it from the start, and says nothing of it.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(libras(page)).toHaveAttribute("aria-pressed", "true");
    await expect(open).toBeVisible();
    await expect(status(page)).toHaveText("");
    expect(script.requests()).toBe(2);
    expect((await standIn(page))?.started).toBe(1);
  });

  test.describe("when its script cannot be downloaded", () => {
    test.use({ expectedErrors: [/Failed to load resource.*vlibras/] });

    test("says politely that VLibras could not come when its script fails, and changes nothing else", async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.route(VLIBRAS_SCRIPT, (route) => route.abort());
      await openPage(page, "/");
      await libras(page).scrollIntoViewIfNeeded();
      await afterPageTimers(page, 600);
      const before = await page.getByRole("contentinfo").boundingBox();
      await libras(page).click();
      await expect(status(page)).toHaveText("Não foi possível carregar o VLibras agora. Tente novamente mais tarde.");
      await expect(status(page)).toHaveAttribute("role", "status");
      await expect(libras(page)).toHaveAttribute("aria-pressed", "false");
      expect(await page.evaluate(() => localStorage.getItem("libras"))).toBeNull();
      await expect(page.locator("#vlibras, script[src*='vlibras']")).toHaveCount(0);
      await afterPageTimers(page, 600);
      expect(await page.getByRole("contentinfo").boundingBox()).toEqual(before);
      expect(await recordedShifts(page)).toEqual([]);

      // Once the script can come, pressing again brings it.
      await page.unroute(VLIBRAS_SCRIPT);
      await serveStandIn(page);
      await libras(page).click();
      await expect(libras(page)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: "Abrir o VLibras" })).toBeVisible();
    });
  });

  test("works beside the translation widget, in the dark scheme, and moves nothing", async ({ page }) => {
    // Both scripts held until the page has settled, so that what they do is told apart from the
    // page's own start (the language selector reads 'Idioma: FR' once hydrated).
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(VLIBRAS_SCRIPT, async (route) => {
      await held;
      await route.fulfill({ contentType: "application/javascript", body: VLIBRAS_STAND_IN });
    });
    await page.route(TRANSLATE_SCRIPT, async (route) => {
      await held;
      await route.fulfill({ contentType: "application/javascript", body: TRANSLATION_STAND_IN });
    });
    await recordLayoutShifts(page);
    // Both chosen on an earlier visit: both come at start.
    await page.addInitScript(() => {
      localStorage.setItem("selectedLanguage", "fr");
      localStorage.setItem("libras", "ativado");
      localStorage.setItem("tema", "dark");
    });
    await openPage(page, "/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Idioma: FR" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Only what moves once both have come counts.
    await forgetShifts(page);
    release();
    await page.waitForFunction(() => document.querySelectorAll("select.goog-te-combo option").length > 1);
    await expect(libras(page)).toHaveAttribute("aria-pressed", "true");
    // The page's translator leaves VLibras' own interface alone.
    await expect(page.locator("#vlibras")).toHaveAttribute("translate", "no");
    await page.getByRole("button", { name: "Abrir o VLibras" }).click();
    expect((await standIn(page))?.opened).toBe(1);
    await libras(page).click();
    await expect(libras(page)).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("banner").getByRole("button", { name: "Idioma: FR" })).toBeVisible();
    await afterPageTimers(page, 500);
    expect(await recordedShifts(page)).toEqual([]);
  });

  for (const [name, viewport] of [
    ["desktop", undefined],
    ["phone", PHONE],
  ] as const) {
    test.describe(name, () => {
      if (viewport) test.use({ viewport });

      test(`with VLibras on, the control and VLibras' button have no axe violation, light and dark (${name})`, async ({
        page,
      }) => {
        await serveStandIn(page);
        await openPage(page, "/acessibilidade/");
        await libras(page).click();
        await expect(page.getByRole("button", { name: "Abrir o VLibras" })).toBeVisible();
        await expectNoViolations(page);
        await page.emulateMedia({ colorScheme: "dark" });
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        await expectNoViolations(page, { scheme: "dark" });
      });
    });
  }
});
