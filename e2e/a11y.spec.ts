import AxeBuilder from "@axe-core/playwright";
import { test, expect, settled, ALL_ROUTES, PHONE, VIEWPORTS } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * WCAG 2.1 A and AA rules of axe-core. Only the violations are asked for in detail: axe then keeps one
 * node of each passed rule instead of all, which spares it most of its work on a page that passes.
 */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

test.describe("Accessibility (axe-core, WCAG 2.1 AA)", () => {
  // Each route at the default desktop size and at a phone's, and in the dark scheme (which changes
  // every colour but the gold gradients) at the desktop's: the same page turned dark as the system's
  // preference changes, without a second load. On a phone more of the page starts below the fold,
  // where the teaching cards skip rendering (content-visibility); axe measures contrast from what is
  // rendered.
  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size, colorScheme: "light" });

      for (const route of ALL_ROUTES) {
        test(`${route} has no violations${name === "desktop" ? ", light and dark" : ""}`, async ({ page }) => {
          await page.goto(route);
          await settled(page);
          await expectNoViolations(page);
          if (name !== "desktop") return;
          await page.emulateMedia({ colorScheme: "dark" });
          await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
          await expectNoViolations(page);
        });
      }
    });
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(colorScheme, () => {
      test.use({ colorScheme });

      test("the search with its results and marked words has no violations", async ({ page }) => {
        await page.goto("/busca/?q=a");
        await settled(page);
        await expect(page.getByRole("list", { name: "Resultados da busca" }).locator("mark").first()).toBeVisible();
        await expectNoViolations(page);
      });
    });
  }

  test("the teachings list with the empty result has no violations", async ({ page }) => {
    await page.goto("/ensinamentos/");
    await settled(page);
    await page.getByRole("button", { name: "Sabedoria" }).click();
    await expect(page.getByText("Nenhum ensinamento encontrado.")).toBeVisible();
    await expectNoViolations(page);
  });

  test("the open language list has no violations", async ({ page }) => {
    await page.goto("/");
    await settled(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Idioma:/ })
      .first()
      .click();
    await expect(page.getByRole("listbox", { name: "Idiomas" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the contact form with errors and with the success banner has no violations", async ({ page }) => {
    await page.goto("/contato/");
    await settled(page);
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.locator("form :invalid")).toHaveCount(4);
    await expectNoViolations(page);
    await page.getByLabel(/^Nome/).fill("Maria");
    await page.getByLabel(/^E-mail/).fill("maria@example.org");
    await page.getByLabel(/^Assunto/).fill("Dúvida");
    await page.getByLabel(/^Mensagem/).fill("Olá!");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    // A real send now (docs/messages.md): its code's download, the request, the store.
    await expect(page.getByText(/Mensagem enviada com sucesso/)).toBeVisible({ timeout: 10_000 });
    await expectNoViolations(page);
  });

  test.describe("mobile", () => {
    test.use({ viewport: PHONE });

    test("the open mobile menu and its language list have no violations", async ({ page }) => {
      await page.goto("/");
      await settled(page);
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
