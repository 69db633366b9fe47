import { test, expect, settled, PHONE, visit } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * The dark scheme: the system's preference by default, the visitor's choice once made, kept for the
 * next visits and applied before the first paint. The test of that last point runs on nginx
 * (@hosting), whose policy must let the inline script that applies it run.
 */
const LIGHT_BACKGROUND = "rgb(255, 250, 240)";
const DARK_BACKGROUND = "rgb(23, 18, 10)";

const headerSwitch = (page: Page) => page.getByRole("banner").getByRole("switch", { name: "Tema escuro" }).first();
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("Colour scheme", () => {
  test.describe("with a light system", () => {
    test.use({ colorScheme: "light" });

    test("is light, with the switch off", async ({ page }) => {
      await visit(page, "/");
      expect(await background(page)).toBe(LIGHT_BACKGROUND);
      await expect(headerSwitch(page)).not.toBeChecked();
    });

    test("turns dark at once with the switch, and stays dark on the next visits", async ({ page }) => {
      await visit(page, "/");
      await headerSwitch(page).check();
      expect(await background(page)).toBe(DARK_BACKGROUND);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

      await visit(page, "/ensinamento/lobo-bom-lobo-mau/");
      expect(await background(page)).toBe(DARK_BACKGROUND);
      await expect(headerSwitch(page)).toBeChecked();
    });
  });

  test.describe("before any of the site's scripts run @hosting", () => {
    // What Chromium logs of the script files the test holds back.
    test.use({ colorScheme: "light", expectedErrors: [/net::ERR_FAILED .*\.js\)$/] });

    test("applies the choice before any of the site's scripts run (no flash of the light scheme)", async ({ page }) => {
      await visit(page, "/");
      await headerSwitch(page).check();
      // Only the page itself: no script file, so what shows is what the first paint shows.
      await page.route(/\.js$/, (route) => route.abort());
      const firstPaint = page.waitForEvent("load");
      await page.goto("/quem-somos/", { waitUntil: "commit" });
      await firstPaint;
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await background(page)).toBe(DARK_BACKGROUND);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    });
  });

  test.describe("with a dark system", () => {
    test.use({ colorScheme: "dark" });

    test("is dark, with the switch on, and a light choice wins over the system", async ({ page }) => {
      await visit(page, "/contato/");
      expect(await background(page)).toBe(DARK_BACKGROUND);
      await expect(headerSwitch(page)).toBeChecked();
      await headerSwitch(page).uncheck();
      expect(await background(page)).toBe(LIGHT_BACKGROUND);
      await page.reload();
      await settled(page);
      expect(await background(page)).toBe(LIGHT_BACKGROUND);
      await expect(headerSwitch(page)).not.toBeChecked();
    });

    test("keeps the gold of the hero and the buttons", async ({ page }) => {
      await visit(page, "/");
      const hero = page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::section[1]");
      await expect(hero).toHaveCSS("background-image", /linear-gradient\(135deg, rgb\(59, 42, 8\)/);
      const primary = page.getByRole("link", { name: "Explorar Ensinamentos" });
      await expect(primary).toHaveCSS("background-image", /rgb\(246, 211, 101\)/);
      await expect(primary).toHaveCSS("color", "rgb(43, 29, 0)");
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE, colorScheme: "light" });

    test("the mobile menu has the switch, named, in step with the system", async ({ page }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Abrir menu" }).click();
      const menuSwitch = page.getByRole("navigation", { name: "Navegação móvel" }).getByRole("switch");
      await expect(menuSwitch).toHaveAccessibleName("Tema escuro");
      await expect(menuSwitch).toBeVisible();
      await menuSwitch.press("Space");
      await expect(menuSwitch).toBeChecked();
      expect(await background(page)).toBe(DARK_BACKGROUND);
      await page.emulateMedia({ colorScheme: "dark" });
      await menuSwitch.press("Space");
      await expect(menuSwitch).not.toBeChecked();
      expect(await background(page)).toBe(LIGHT_BACKGROUND);
    });
  });

  test.describe("when the page cannot use storage", () => {
    test.use({ colorScheme: "dark" });

    test("follows the system and the switch still works for the visit", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("denied", "SecurityError");
          },
        });
      });
      await visit(page, "/");
      expect(await background(page)).toBe(DARK_BACKGROUND);
      await headerSwitch(page).uncheck();
      expect(await background(page)).toBe(LIGHT_BACKGROUND);
    });
  });
});
