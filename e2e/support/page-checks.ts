import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { settled } from "../../scripts/lib/page-settled";
import { recordLayoutShifts, recordedShifts, scroll } from "../../scripts/lib/layout-shifts";
import { expectNoViolations } from "./axe";

/**
 * A page checked whole, as e2e/routes.spec.ts checks every route of the spec: no axe violation in the
 * light scheme and, on a desktop, in the dark one; no layout shift while it loads, hydrates and
 * scrolls. `act` brings it to a state first (an answered question, a playing video); its own shifts
 * are the visitor's doing and are not counted, as CLS does not count them.
 */
export async function expectSoundPage(
  page: Page,
  address: string,
  options: { dark: boolean; act?: () => Promise<void> },
) {
  await recordLayoutShifts(page);
  await page.goto(address);
  await settled(page);
  await scroll(page, "down", "top");
  await scroll(page, "up", "bottom");
  expect(await recordedShifts(page), `${address} does not shift`).toEqual([]);
  await options.act?.();
  await expectNoViolations(page);
  if (options.dark) {
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectNoViolations(page, { scheme: "dark" });
  }
}

/** The titles of the files of content/<kind>/ (the published content: the spec's three, 'Em breve'). */
function publishedTitles(kind: "cursos" | "livros"): string[] {
  const dir = path.resolve(__dirname, "../../content", kind);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => String(matter(fs.readFileSync(path.join(dir, name), "utf8")).data.titulo));
}

/**
 * The spec's three courses or books (`kind`), as docs/behaviour.md has them whatever else is offered:
 * cards 'Em breve' with their inert `button` and no link, the list's own inert button, and the
 * placeholder whose heading is `placeholder` at their addresses.
 */
export async function expectSpecOffer(
  page: Page,
  kind: "cursos" | "livros",
  buttons: [string, string],
  placeholder: string,
) {
  const titles = publishedTitles(kind);
  expect(titles).toHaveLength(3);
  await page.goto(`/${kind}/`);
  await settled(page);
  for (const title of titles) {
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(card.getByRole("button", { name: buttons[0] })).toBeVisible();
    await expect(card).toContainText("Em breve");
  }
  await expect(page.getByRole("button", { name: buttons[1] })).toBeVisible();
  for (const id of [1, 2, 3]) {
    await page.goto(`/${kind}/${id}/`);
    await settled(page);
    await expect(page.getByRole("heading", { level: 1, name: placeholder })).toBeVisible();
    await expect(page.getByText(/Esta página está em desenvolvimento/)).toBeVisible();
  }
}
