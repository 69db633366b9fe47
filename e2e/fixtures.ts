import { test as base, expect, type Page } from "@playwright/test";
import { ALL_ROUTES_OF_THE_SPEC } from "../scripts/lib/routes";
import { movesWhileArriving } from "../scripts/lib/layout-shifts";

export { PHONE, VIEWPORTS } from "../scripts/lib/routes";
export { LOADING_ENDS_MS, afterPageTimers, settled, visit } from "../scripts/lib/page-settled";

const isLocal = (url: string) => /^(http:\/\/localhost[:/]|data:|blob:|about:)/.test(url);

export const TRANSLATE_SCRIPT = /translate\.google\.com\/translate_a\/element\.js/;

/** Which server a project runs against (playwright.config.ts). */
export interface HostOptions {
  /**
   * gatsby-serve: `npm start`'s server (the site's service before `gatsby serve`), which adds the
   * deployment's headers to what it passes on (HSTS aside); nginx: the repository's nginx configuration.
   */
  host: "gatsby-serve" | "nginx";
}

interface Fixtures {
  /** Errors a test provokes on purpose; anything else thrown or logged fails the test. */
  expectedErrors: RegExp[];
  /** Errors thrown in the page or logged with console.error during the test. */
  pageErrors: string[];
}

/** A URL's path without its trailing slash ("/a/b/" and "/a/b" are the same page). */
const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, "$1");

/** The teachings API answers 404 for an id it does not have: the page's 'Ensino não encontrado' (docs/behaviour.md: Texts). */
const API_TEACHING = /^http:\/\/localhost:\d+\/api\/ensinos\//;

/**
 * Every test runs offline from the rest of the world: requests that leave localhost fail at once
 * (Chromium resolves no other host, scripts/lib/chromium.ts; the translation script included), and
 * the test fails if the page threw or logged an error.
 * Chromium logs "Failed to load resource" for a request that fails or answers an error status. Left
 * out are only: the third parties this fixture blocks, a 404 page (a document answered 404 by
 * design, with the page data Gatsby's runtime then asks for that path) and the teachings API's 404
 * (an id it does not have). A script, an image or any other
 * resource of the site's own that fails is an error unless the test expects it (expectedErrors).
 */
export const test = base.extend<Fixtures & HostOptions>({
  host: ["gatsby-serve", { option: true }],
  expectedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      const failedLoads: { text: string; url: string }[] = [];
      // Answers with status 404: every URL, and the paths of the documents (the 404 pages).
      const answeredNotFound = new Set<string>();
      const notFoundPages = new Set<string>();
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("response", (response) => {
        if (response.status() !== 404) return;
        answeredNotFound.add(response.url());
        if (response.request().resourceType() === "document") notFoundPages.add(pathOf(response.url()));
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const url = message.location().url;
        if (message.text().startsWith("Failed to load resource")) failedLoads.push({ text: message.text(), url });
        else errors.push(`console.error: ${message.text()} (${url})`);
      });
      await use(errors);
      for (const { text, url } of failedLoads) {
        if (!isLocal(url)) continue;
        const path = pathOf(url);
        const byDesign =
          answeredNotFound.has(url) &&
          (notFoundPages.has(path) ||
            API_TEACHING.test(url) ||
            // On a 404 page Gatsby's runtime asks for the missing path's page data itself.
            [...notFoundPages].some((page) => path === `/page-data${page}/page-data.json`));
        if (!byDesign) errors.push(`console.error: ${text} (${url})`);
      }
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
    const overlay = () => document.querySelector("[data-loading-overlay]");
    // Whether what the overlay covers is really invisible (and so out of the accessibility tree).
    const contentHidden = () =>
      Array.from(document.querySelectorAll("[data-loading-content][data-loading]")).every(
        (element) => getComputedStyle(element).visibility === "hidden",
      );
    const onShown = (element: Element) => {
      // The logo is the overlay's first child (LoadingOverlay.tsx), drawn by its stylesheet.
      const logo = element.firstElementChild?.getBoundingClientRect();
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
    .poll(async () => (await read()).hiddenAt, { message: "the overlay never went away", timeout: 30_000 })
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

type FirstLoadRecord = {
  overlayAddedAt: number | null;
  overlayRemovedAt: number | null;
  hydratedAt: number | null;
  /** Whether the content under the overlay, or any page heading (h1), showed while the overlay was there. */
  contentShownUnderOverlay: boolean;
};

/**
 * Starts watching, from the very start of the next page load, the loading overlay and the content
 * under it: call it before page.goto, then check with expectOneSecondLoad. Measured from the outside,
 * against the browser's own first paint, not from anything the site's code records.
 */
async function recordFirstLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: FirstLoadRecord = {
      overlayAddedAt: null,
      overlayRemovedAt: null,
      hydratedAt: null,
      contentShownUnderOverlay: false,
    };
    (window as unknown as { __firstLoad: FirstLoadRecord }).__firstLoad = record;
    new MutationObserver(() => {
      const present = document.querySelector("[data-loading-overlay]") !== null;
      if (present && record.overlayAddedAt === null) record.overlayAddedAt = performance.now();
      if (present) {
        const content = Array.from(document.querySelectorAll("[data-loading-content][data-loading], h1"));
        if (content.some((element) => getComputedStyle(element).visibility !== "hidden")) {
          record.contentShownUnderOverlay = true;
        }
      }
      if (!present && record.overlayAddedAt !== null && record.overlayRemovedAt === null) {
        record.overlayRemovedAt = performance.now();
      }
      if (record.hydratedAt === null && document.documentElement.dataset.hydrated)
        record.hydratedAt = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * The simulated load of the page opened (docs/behaviour.md: States), as the visitor saw it: the first paint shows the
 * overlay, the content stays hidden under it, and it goes no sooner than 1 s after that paint, and
 * no later than half a second after the page could end it (1 s after the paint, or the moment React
 * had hydrated the page if that came later). Needs recordFirstLoad before page.goto.
 */
async function expectOneSecondLoad(page: Page): Promise<void> {
  await expect(page.getByText("Carregando...")).toBeVisible();
  await expect(page.locator("[data-loading-overlay]")).toHaveCount(0, { timeout: 30_000 });
  const { firstPaint, record } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    record: (window as unknown as { __firstLoad: FirstLoadRecord }).__firstLoad,
  }));
  expect(record.overlayAddedAt, "the overlay was in the page at its first paint").toBeLessThanOrEqual(firstPaint);
  expect(record.contentShownUnderOverlay, "the content, its heading included, stayed hidden under the overlay").toBe(
    false,
  );
  const removedAt = record.overlayRemovedAt ?? Number.NaN;
  expect(removedAt - firstPaint, "shown for at least 1 s").toBeGreaterThanOrEqual(1000);
  const couldEndAt = Math.max(firstPaint + 1000, record.hydratedAt ?? Number.NaN);
  expect(removedAt - couldEndAt, "ended on time").toBeLessThan(500);
}

/** Opens a page and waits until React has hydrated it, so a click reaches its handlers. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  return response;
}

/** Every route of the spec, plus the error states of /ensinos/{id} and of an unknown address. */
export const ALL_ROUTES = ALL_ROUTES_OF_THE_SPEC;

/**
 * Holds the scripts whose address matches `pattern` on their way, as on a slow connection, until
 * `release` is called; `asked` lists the addresses asked for.
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<{ asked: string[]; release: () => void }> {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(pattern, async (route) => {
    asked.push(route.request().url());
    await arrived;
    await route.continue();
  });
  return { asked, release };
}

/** The site's scripts, which the page's loader starts after its markup (src/buildtime/inline-scripts.ts). */
const SITE_SCRIPTS = /^http:\/\/localhost:\d+\/[^?]*\.js$/;

/**
 * What moves on each page at `addresses` as a browser paints it while its markup is still arriving
 * (movesWhileArriving, scripts/lib/layout-shifts.ts), each move named with its page: the page as it is
 * first painted, its own inline scripts run and Gatsby's held back.
 */
export async function movesOfPagesWhileArriving(page: Page, addresses: readonly string[]): Promise<string[]> {
  const { release } = await holdScripts(page, SITE_SCRIPTS);
  const moved: string[] = [];
  for (const address of addresses) {
    await page.goto(address, { waitUntil: "domcontentloaded" });
    moved.push(...(await movesWhileArriving(page)).map((move) => `${address}: ${move}`));
  }
  release();
  return moved;
}

/** Opens `address` and checks its simulated load of docs/behaviour.md: States, from the first paint on. */
export async function openWithOneSecondLoad(page: Page, address: string): Promise<void> {
  await recordFirstLoad(page);
  await page.goto(address, { waitUntil: "commit" });
  await expectOneSecondLoad(page);
}
