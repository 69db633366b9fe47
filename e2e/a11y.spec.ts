import { test, expect, PHONE, visit } from "./fixtures";
import { expectNoViolations } from "./support/axe";

/**
 * The states a page reaches only by the visitor's doing (results, an empty list, an open list, a form
 * with errors, the mobile menu), with axe-core's WCAG 2.2 A and AA rules. Every route as it opens, at
 * both sizes and in both schemes, is checked in e2e/routes.spec.ts.
 */
test.describe("Accessibility (axe-core, WCAG 2.2 AA)", () => {
  test.describe("light, then dark", () => {
    test.use({ colorScheme: "light" });

    test("the search with its results and marked words has no violations, light and dark", async ({ page }) => {
      await visit(page, "/busca/?q=a");
      await expect(page.getByRole("list", { name: "Resultados da busca" }).locator("mark").first()).toBeVisible();
      await expectNoViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoViolations(page, { scheme: "dark" });
    });
  });

  test("the teachings list with the empty result has no violations", async ({ page }) => {
    await visit(page, "/ensinamentos/");
    await page.getByRole("button", { name: "Sabedoria" }).click();
    await expect(page.getByText("Nenhum ensinamento encontrado.")).toBeVisible();
    await expectNoViolations(page);
  });

  test("the open language list has no violations", async ({ page }) => {
    await visit(page, "/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Idioma:/ })
      .first()
      .click();
    await expect(page.getByRole("listbox", { name: "Idiomas" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the contact form with errors and with the success banner has no violations", async ({ page }) => {
    await visit(page, "/contato/");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.locator("form :invalid")).toHaveCount(4);
    await expectNoViolations(page);
    await page.getByLabel(/^Nome/).fill("Maria");
    await page.getByLabel(/^E-mail/).fill("maria@example.org");
    await page.getByLabel(/^Assunto/).fill("Dúvida");
    await page.getByLabel(/^Mensagem/).fill("Olá!");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    // A real send now (docs/service.md): its code's download, the request, the store.
    await expect(page.getByText(/Mensagem enviada com sucesso/)).toBeVisible({ timeout: 30_000 });
    await expectNoViolations(page);
  });

  test.describe("mobile", () => {
    test.use({ viewport: PHONE });

    test("the open mobile menu and its language list have no violations", async ({ page }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Abrir menu" }).click();
      const menu = page.getByRole("navigation", { name: "Navegação móvel" });
      await expect(menu).toBeVisible();
      await expectNoViolations(page);
      await menu.getByRole("button", { name: /^Idioma:/ }).click();
      await expect(menu.getByRole("listbox", { name: "Idiomas" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
});
