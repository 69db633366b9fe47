// What a page looks like once a visitor can use it, for the browser tests and the benchmark's checks.
import { expect, type Page } from "@playwright/test";

/**
 * How long a test waits for a page's simulated load (1 s) to end. Its length is measured by the
 * @timed tests, alone on the machine; elsewhere only its end matters, and a runner busy with a build
 * can take seconds to hydrate a page.
 */
export const LOADING_ENDS_MS = 15_000;

/** Hydrated, past any loading overlay, with its heading shown: the page as a visitor settles on it. */
export async function settled(page: Page) {
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.locator("[data-loading-overlay]")).toHaveCount(0, { timeout: LOADING_ENDS_MS });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Opens `address` and waits until it is settled. */
export async function visit(page: Page, address: string) {
  await page.goto(address);
  await settled(page);
}

/**
 * Waits in the page until its timers due within `ms` have run, then for a frame: the page's own clock,
 * not the test runner's, so that on a slow machine too a check of what did not happen comes after what
 * could have (HTML runs a document's timers of equal or shorter delay, set before, first).
 */
export async function afterPageTimers(page: Page, ms: number) {
  await page.evaluate((delay) => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), delay)), ms);
}
