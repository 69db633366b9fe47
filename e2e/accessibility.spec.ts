import type { Page } from "@playwright/test";
import { test, expect, settled, visit } from "./fixtures";

/**
 * The accessibility statement (/acessibilidade/, docs/accessibility.md) in the browser: its way to
 * report a barrier, which fills in the contact form's subject. What its HTML says (the claim, the
 * tables, every footer's link to it) is checked on the built files (__tests__/built/), and what its
 * table says is checked on every page beyond axe (reflow, text spacing, the keyboard, the names of the
 * controls, the skip link) by the one visit of each page (e2e/support/whole-page.ts).
 */

const STATEMENT = "/acessibilidade/";
const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("The accessibility statement", () => {
  test("reports a barrier through the contact form, its subject filled in and still editable", async ({ page }) => {
    await visit(page, STATEMENT);
    await footer(page).getByRole("link", { name: "Acessibilidade", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Declaração de Acessibilidade" })).toBeVisible();
    await page.getByRole("link", { name: "relatar uma barreira", exact: true }).click();
    await expect(page).toHaveURL(/\/contato\/\?assunto=Acessibilidade$/);
    await settled(page);
    const subject = page.getByLabel(/^Assunto/);
    await expect(subject).toHaveValue("Acessibilidade");
    await subject.fill("Acessibilidade: o menu no celular");
    await expect(subject).toHaveValue("Acessibilidade: o menu no celular");
    // Opened directly, as a link from elsewhere would open it; and from the footer's 'Conte para nós'.
    await visit(page, "/contato/?assunto=Acessibilidade");
    await expect(page.getByLabel(/^Assunto/)).toHaveValue("Acessibilidade");
    await footer(page).getByRole("link", { name: "Conte para nós" }).click();
    await expect(page).toHaveURL(/\/contato\/\?assunto=Acessibilidade$/);
    await expect(page.getByLabel(/^Assunto/)).toHaveValue("Acessibilidade");
  });
});
