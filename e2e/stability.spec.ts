import { test, expect, movesOfPagesWhileArriving, visit } from "./fixtures";
import { movesWhileArriving, recordLayoutShifts, recordedShifts } from "../scripts/lib/layout-shifts";
import { ALL_ROUTES_OF_THE_SPEC, VIEWPORTS } from "../scripts/lib/routes";

/**
 * What keeps pages from shifting, and the recorder's own check. Every route is opened and scrolled
 * through at both sizes, shifts recorded, in e2e/routes.spec.ts; here, every route as a browser paints it
 * while its markup is still arriving (gatsby-ssr.tsx holds nothing back until the last byte); the pages
 * of the examples so in e2e/example-pages.spec.ts.
 */
test.describe("Layout stability (no layout shift)", () => {
  for (const { name, size } of VIEWPORTS)
    test(`every route painted while it arrives keeps each part where it stays, on a ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      expect(await movesOfPagesWhileArriving(page, ALL_ROUTES_OF_THE_SPEC)).toEqual([]);
    });

  test("a page cut off in transit shows what came of it: nothing hides a page until its last byte", async ({
    page,
  }) => {
    const html = await (await page.request.get("/quem-somos/")).text();
    const end = html.indexOf("</h1>") + "</h1>".length;
    expect(end).toBeGreaterThan(5);
    // The answer ends after the page's heading, as a line that drops does: its scripts never come.
    await page.route("**/quem-somos/", (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html.slice(0, end) }),
    );
    await page.goto("/quem-somos/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("banner").getByRole("link", { name: /página inicial/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Quem Somos" })).toBeVisible();
  });

  test("the check of a page while it arrives sees a part that a later one moves", async ({ page }) => {
    await page.setContent(
      '<main style="display:flex;flex-direction:column;justify-content:flex-end;height:300px"><p>primeiro</p><p>segundo</p></main>',
    );
    expect(await movesWhileArriving(page)).toEqual([
      expect.stringMatching(/^p "primeiro" at .* \(cut after p "primeiro"\)$/),
    ]);
  });

  test("the check of a page while it arrives sees a field that a later button makes taller", async ({ page }) => {
    await page.setContent(
      '<form style="display:grid;grid-template-columns:1fr 8rem"><input style="min-height:30px"><button style="min-height:60px">Buscar</button></form>',
    );
    expect(await movesWhileArriving(page)).toEqual([expect.stringMatching(/^input at .* \(cut after input\)$/)]);
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
