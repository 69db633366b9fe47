import { test, expect, settled, ALL_ROUTES, VIEWPORTS } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * Every route as it looks, at a desktop's and a phone's size, against the reference screenshots in
 * visual.spec.ts-snapshots/: a change of the markup or the styles that shows fails here. After a
 * change that is meant to show, look at the differences Playwright writes to test-results/, then
 * update the references with `npx playwright test e2e/visual.spec.ts --update-snapshots`.
 */
async function everyImageShown(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => undefined))),
    );
  });
}

test.describe("How every route looks", () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: viewport.size });

      for (const route of ALL_ROUTES) {
        test(`${route} looks as it did`, async ({ page }) => {
          await page.goto(route);
          await settled(page);
          await everyImageShown(page);
          const name = `${viewport.name}${route === "/" ? "-home" : route.replace(/\/$/, "").replaceAll("/", "-")}.png`;
          await expect(page).toHaveScreenshot(name, {
            fullPage: true,
            animations: "disabled",
            maxDiffPixelRatio: 0.002,
          });
        });
      }
    });
  }
});
