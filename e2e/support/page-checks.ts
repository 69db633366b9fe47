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
    await expectNoViolations(page);
  }
}
