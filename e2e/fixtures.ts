import { test as base, expect, type Page } from "@playwright/test";
import { SAMPLE_ROUTES } from "../scripts/routes.mjs";

export { PHONE, VIEWPORTS } from "../scripts/routes.mjs";

const isLocal = (url: string) => /^(http:\/\/localhost[:/]|data:|blob:|about:)/.test(url);

export const TRANSLATE_SCRIPT = /translate\.google\.com\/translate_a\/element\.js/;

/** Which server a project runs against (playwright.config.ts). */
export interface HostOptions {
  /**
   * gatsby-serve: `gatsby serve`, which sends no deployment headers, so tests that need them add the
   * ones Netlify would send; nginx: the repository's nginx configuration, which sends its own.
   */
  host: "gatsby-serve" | "nginx";
}

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
export const test = base.extend<Fixtures & HostOptions>({
  host: ["gatsby-serve", { option: true }],
  expectedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      await page.context().route(
        (url) => !isLocal(url.toString()),
        (route) => route.abort(),
      );
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

/** What watchLoadingOverlay records inside the page, so a test checks durations without racing the clock. */
type OverlayRecord = {
  shownAt: number | null;
  hiddenAt: number | null;
  contentHidden: boolean | null;
  /** What the overlay showed when it appeared: its role, its text and whether the logo had a size. */
  role: string | null;
  text: string | null;
  logoVisible: boolean | null;
};

/**
 * Starts watching for the loading overlay. What it shows is recorded the moment it appears, because a
 * 300 ms overlay can be gone before a later assertion on a busy runner gets to look at it.
 */
export async function watchLoadingOverlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __overlay: OverlayRecord };
    w.__overlay = { shownAt: null, hiddenAt: null, contentHidden: null, role: null, text: null, logoVisible: null };
    const overlay = () => document.querySelector(".loading-overlay");
    // Whether what the overlay covers is really invisible (and so out of the accessibility tree).
    const contentHidden = () =>
      Array.from(document.querySelectorAll(".loading-gate__content[data-loading]")).every(
        (element) => getComputedStyle(element).visibility === "hidden",
      );
    const onShown = (element: Element) => {
      const logo = element.querySelector("svg")?.getBoundingClientRect();
      w.__overlay.shownAt = performance.now();
      w.__overlay.contentHidden = contentHidden();
      w.__overlay.role = element.getAttribute("role");
      w.__overlay.text = element.textContent;
      w.__overlay.logoVisible = logo !== undefined && logo.width > 0 && logo.height > 0;
    };
    const current = overlay();
    if (current) onShown(current);
    new MutationObserver(() => {
      const element = overlay();
      if (element && w.__overlay.shownAt === null) onShown(element);
      if (!element && w.__overlay.shownAt !== null && w.__overlay.hiddenAt === null) {
        w.__overlay.hiddenAt = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** What the overlay showed and how long it stayed, once it is gone; fails if the content showed through. */
export async function overlayRecord(page: Page): Promise<{
  duration: number;
  role: string | null;
  text: string | null;
  logoVisible: boolean | null;
}> {
  const read = () => page.evaluate(() => (window as unknown as { __overlay: OverlayRecord }).__overlay);
  await expect.poll(async () => (await read()).shownAt, { message: "the overlay never appeared" }).not.toBeNull();
  await expect
    .poll(async () => (await read()).hiddenAt, { message: "the overlay never went away", timeout: 5_000 })
    .not.toBeNull();
  const record = await read();
  expect(record.contentHidden, "content under the overlay must be invisible").toBe(true);
  return {
    duration: (record.hiddenAt ?? Number.NaN) - (record.shownAt ?? Number.NaN),
    role: record.role,
    text: record.text,
    logoVisible: record.logoVisible,
  };
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

/** Every route of the spec, plus the error states of /ensinos/{id} and of an unknown address. */
export const ALL_ROUTES = [...SAMPLE_ROUTES, "/ensinos/999/", "/pagina-que-nao-existe/"];

/** Hydrated, past any loading overlay, with its heading shown: the page as a visitor settles on it. */
export async function settled(page: Page) {
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.locator(".loading-overlay")).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}
