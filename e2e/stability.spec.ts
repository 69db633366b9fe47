import { test, expect, visit } from "./fixtures";
import { recordLayoutShifts, recordedShifts } from "../scripts/lib/layout-shifts";

/**
 * What keeps pages from shifting, and the recorder's own check. Every route is opened and scrolled
 * through at both sizes, shifts recorded, in e2e/routes.spec.ts.
 */
test.describe("Layout stability (no layout shift)", () => {
  test("a page is shown only once its markup is all parsed (the marker after it is there)", async ({ page }) => {
    // The same page with its end marker taken out stands for a page whose parsing is still under way.
    await page.route("**/quem-somos/", async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('<div id="___gatsby-parsed" hidden=""></div>', ""),
      });
    });
    await page.goto("/quem-somos/");
    await expect(page.locator("#___gatsby")).toHaveCSS("visibility", "hidden");
    await page.unroute("**/quem-somos/");
    await page.reload();
    await expect(page.locator("#___gatsby")).toHaveCSS("visibility", "visible");
    await expect(page.getByRole("heading", { level: 1, name: "Quem Somos" })).toBeVisible();
  });

  test("the recorder sees content that moves", async ({ page }) => {
    await recordLayoutShifts(page);
    await visit(page, "/");
    await page.evaluate(() => {
      const block = document.createElement("div");
      block.style.height = "200px";
      document.getElementById("conteudo")?.prepend(block);
    });
    await expect.poll(async () => (await recordedShifts(page)).length).toBeGreaterThan(0);
  });
});
