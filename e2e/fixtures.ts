import { test as base, expect, type Page } from "@playwright/test";

const isLocal = (url: string) => /^(http:\/\/localhost[:/]|data:|blob:|about:)/.test(url);

export const TRANSLATE_SCRIPT = /translate\.google\.com\/translate_a\/element\.js/;

interface Fixtures {
  /** Errors a test provokes on purpose; anything else thrown or logged fails the test. */
  expectedErrors: RegExp[];
  /** Errors thrown in the page or logged with console.error during the test. */
  pageErrors: string[];
}

/**
 * Every test runs offline from the rest of the world: requests that leave localhost are aborted
 * (the translation script included), and the test fails if the page threw or logged an error.
 * Chromium's own "Failed to load resource" lines are network logs (an aborted third party, an API
 * status a test asked for), not errors of the site, so they are left out.
 */
export const test = base.extend<Fixtures>({
  expectedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      await page.context().route((url) => !isLocal(url.toString()), (route) => route.abort());
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(errors);
      const unexpected = errors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, "the page threw or logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Records, inside the page, when the loading overlay appears and disappears, so a test can check
 * the spec's durations without racing the clock from outside.
 */
export async function watchLoadingOverlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __overlay: { shownAt: number | null; hiddenAt: number | null; contentHidden: boolean | null };
    };
    w.__overlay = { shownAt: null, hiddenAt: null, contentHidden: null };
    const present = () => document.querySelector(".loading-overlay") !== null;
    // Whether what the overlay covers is really invisible (and so out of the accessibility tree).
    const contentHidden = () =>
      Array.from(document.querySelectorAll(".loading-gate__content[data-loading]")).every(
        (element) => getComputedStyle(element).visibility === "hidden",
      );
    const onShown = () => {
      w.__overlay.shownAt = performance.now();
      w.__overlay.contentHidden = contentHidden();
    };
    if (present()) onShown();
    new MutationObserver(() => {
      if (present() && w.__overlay.shownAt === null) onShown();
      if (!present() && w.__overlay.shownAt !== null && w.__overlay.hiddenAt === null) {
        w.__overlay.hiddenAt = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** How long the overlay stayed, once it is gone; fails if the content showed through meanwhile. */
export async function overlayDuration(page: Page): Promise<number> {
  await expect(page.locator(".loading-overlay")).toHaveCount(0, { timeout: 5_000 });
  const record = await page.evaluate(
    () =>
      (window as unknown as { __overlay: { shownAt: number; hiddenAt: number; contentHidden: boolean } }).__overlay,
  );
  expect(record.contentHidden, "content under the overlay must be invisible").toBe(true);
  return record.hiddenAt - record.shownAt;
}

/** The main navigation of the header (desktop). */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navegação principal" });

/** Duration of a page's simulated load (SPEC §4), from the User Timing marks of useFakeLoad. */
export async function fakeLoadDuration(page: Page): Promise<number> {
  await expect(page.locator(".loading-overlay")).toHaveCount(0, { timeout: 5_000 });
  return page.evaluate(() => {
    const start = performance.getEntriesByName("fake-load-start").at(-1);
    const end = performance.getEntriesByName("fake-load-end").at(-1);
    return start && end ? end.startTime - start.startTime : Number.NaN;
  });
}

/** Opens a page and waits until React has hydrated it, so a click reaches its handlers. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  return response;
}
