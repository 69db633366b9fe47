import { test, expect, settled, ALL_ROUTES, VIEWPORTS } from "./fixtures";
import { recordLayoutShifts, recordedShifts, scroll } from "./support/layout-shifts";

test.describe("Layout stability (no layout shift)", () => {
  // Both sizes, in the light scheme: the dark one changes colours only (src/styles/global.css holds
  // no length under :root[data-theme="dark"]), and the scheme is set before the first paint.
  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size, colorScheme: "light" });

      for (const route of ALL_ROUTES) {
        test(`${route} does not shift while loading or scrolling`, async ({ page }) => {
          await recordLayoutShifts(page);
          await page.goto(route);
          await settled(page);
          await scroll(page, "down", "top");
          await scroll(page, "up", "bottom");
          const firstVisit = await recordedShifts(page);
          // Also straight from the end, then back up through blocks that were never rendered.
          await page.reload();
          await settled(page);
          await scroll(page, "up", "bottom");
          expect([...firstVisit, ...(await recordedShifts(page))]).toEqual([]);
        });
      }
    });
  }

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
    await page.goto("/");
    await settled(page);
    await page.evaluate(() => {
      const block = document.createElement("div");
      block.style.height = "200px";
      document.getElementById("conteudo")?.prepend(block);
    });
    await expect.poll(async () => (await recordedShifts(page)).length).toBeGreaterThan(0);
  });
});
