import { test, expect, visit } from "./fixtures";
import { EDITIONS_MANIFEST_PATH } from "../src/shared/editions";

/**
 * The newsletter's editions on the published build, which has none yet (docs/routes.md, "Editions"):
 * the list says so and where to subscribe, the links that lead to it are there, and the manifest the
 * service reads is an empty list. The pages of published editions are tested on the examples' build
 * (e2e/editions.spec.ts).
 */
test.describe("The editions before the first one", () => {
  test("/boletins/ says there is none yet and leads to the newsletter box, which leads back to it", async ({
    page,
  }) => {
    await visit(page, "/boletins/");
    await expect(page.getByRole("heading", { level: 1, name: "Boletins" })).toBeVisible();
    await expect(page.getByText("Nenhuma edição publicada ainda.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Ensinamentos" }).click();
    await expect(page).toHaveURL("/ensinamentos/");
    await page.getByRole("link", { name: "Ver edições anteriores" }).click();
    await expect(page).toHaveURL("/boletins/");
    await expect(page.getByText("Nenhuma edição publicada ainda.")).toBeVisible();
  });

  test("every page's footer leads to it", async ({ page }) => {
    for (const route of ["/", "/contato/"]) {
      await visit(page, route);
      await page.getByRole("contentinfo").getByRole("link", { name: "Boletins" }).click();
      await expect(page).toHaveURL("/boletins/");
      await expect(page.getByRole("heading", { level: 1, name: "Boletins" })).toBeVisible();
    }
  });

  test("the manifest the service reads is an empty list, as JSON @hosting @npm-start", async ({ request }) => {
    const answer = await request.get(EDITIONS_MANIFEST_PATH);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ edicoes: [] });
  });
});
