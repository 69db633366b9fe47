import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { PHONE, type Viewport } from "../../scripts/lib/routes";
import { settled } from "../../scripts/lib/page-settled";
import { recordLayoutShifts, recordedShifts, scroll } from "../../scripts/lib/layout-shifts";
import { SITE } from "../../src/shared/site";
import { FRAME } from "../../src/shared/texts/frame";
import { CATALOGUES } from "../../src/shared/texts/catalogues";
import { expectNoViolations } from "./axe";
import { expectSecurityHeaders, policyViolations, recordPolicyViolations } from "./policy";

/**
 * A page checked whole in one visit, at one screen size: everything a browser alone can see of a page
 * as it opens, so that the suite opens each page once per size instead of once per check. What the
 * HTML alone shows (the titles, the same header and footer, no media, the statement's tables, the
 * structured data) is checked on the built files, in __tests__/built/. The accessibility statement's
 * table names the steps below by the test titles of e2e/routes.spec.ts and e2e/example-pages.spec.ts.
 *
 * At both sizes: the answer (status, type, the host's security headers), its heading, axe-core (WCAG
 * 2.2 AA), no layout shift while it loads, while its overlay goes and while scrolling, how it looks (a
 * screenshot), nothing refused by the policy, and nothing asked of any host but the site's own. On the
 * desktop also: no layout shift after a reload, axe in the dark scheme, the title, the controls named
 * with the words they show, the keyboard walked both ways from the skip link, reflow at 320 px and on a
 * phone held sideways, and the text spacing of WCAG 1.4.12.
 */
interface Answer {
  status: number;
  heading: string;
}

export interface WholePage {
  address: string;
  answer: Answer;
  size: "desktop" | "phone";
  /** The reference image's file name, in the spec's `-snapshots/` folder. */
  screenshot: string;
  /** Brings the page to a state after it opens (an answered question, progress shown); its own shifts are the visitor's. */
  act?: () => Promise<void>;
  /**
   * The page's clock (page.clock), for a page whose content depends on the day it is read (the
   * agenda's): its screenshot then never depends on the day the test runs.
   */
  clock?: number;
}

/** Requests to the site's own hosts only, as a first visit in Portuguese makes (docs/translation.md). */
const isOwnHost = (url: string) => /^(http:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:|about:)/.test(url);

export async function checkWholePage(page: Page, { address, answer, size, screenshot, act, clock }: WholePage) {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  if (clock !== undefined) await page.clock.setFixedTime(clock);
  await recordLayoutShifts(page);
  await recordPolicyViolations(page);

  await test.step("answers with its status, type, security headers and heading", async () => {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(answer.status);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    expectSecurityHeaders(response, address);
    await settled(page);
    await expect(page.getByRole("heading", { level: 1, name: answer.heading })).toBeVisible();
    if (answer.status === 404)
      await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
  });

  // Axe on the page as a visitor first meets it, before anything scrolls it.
  await test.step("has no axe violation", () => expectNoViolations(page));
  const reloaded = size === "desktop";
  await test.step(`does not shift while it loads, while its overlay goes, while scrolling${reloaded ? ", and after a reload" : ""}`, async () => {
    // Down from the top, then up from the end (where a restored scroll position starts); on the
    // desktop once more after a reload (a warm cache, which no screen size changes).
    await scroll(page, "down", "top");
    await scroll(page, "up", "bottom");
    const firstVisit = await recordedShifts(page);
    if (reloaded) {
      await page.reload();
      await settled(page);
      await scroll(page, "up", "bottom");
    }
    expect([...firstVisit, ...(reloaded ? await recordedShifts(page) : [])]).toEqual([]);
  });

  if (act)
    await test.step("has no axe violation in its state", async () => {
      await act();
      await expectNoViolations(page);
    });

  // A change of the markup or the styles that shows fails here.
  await test.step("looks as it did", async () => {
    await everyImageShown(page);
    await expectLooksAsBefore(page, screenshot);
  });

  if (size === "desktop") {
    if (!act) await walkByKeyboard(page);
    await test.step("has no axe violation in the dark scheme", async () => {
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoViolations(page, { scheme: "dark" });
      await page.emulateMedia({ colorScheme: "light" });
    });
    await test.step("says what the page is in its title, before the institute's name", () =>
      expectTitle(page, address));
    await test.step("names every control with the words it shows", async () => {
      expect(await controlsNamedOtherwise(page)).toEqual([]);
    });
    await test.step("reflows at 320 px and on a phone held sideways without scrolling sideways or cutting text off", () =>
      expectReflow(page, address));
    await test.step("keeps its text whole with the text spacing of WCAG 1.4.12", () => expectTextSpacing(page));
  }

  await test.step("asks nothing of any host but the site's own, and the policy refuses nothing", async () => {
    expect(await policyViolations(page), "refused by the policy").toEqual([]);
    expect(requests.length, "the page asked for its files").toBeGreaterThan(3);
    expect(requests.filter((url) => !isOwnHost(url))).toEqual([]);
  });
}

/** The options of the page's screenshot: the whole page, still, as Playwright's `toHaveScreenshot` takes it. */
const SCREENSHOT = { fullPage: true, animations: "disabled", caret: "hide", scale: "css" } as const;

/**
 * The page against its reference image: at once when a screenshot is the reference byte for byte (the
 * same pixels, encoded by the same browser), else by Playwright's comparison, which allows a few pixels to
 * differ (`maxDiffPixelRatio`) and writes the difference on failure. The first way spares the decoding and
 * comparing of two images of some ten million pixels each, which on two cores took most of the step; it
 * relies on Chromium encoding the same pixels to the same bytes, and costs only time where it does not.
 *
 * The sticky header (every sticky element) is held in the flow while the page is taken: at the top of
 * the page it is where it would be anyway, but Chromium draws a sticky layer's round edges a little
 * differently from one capture of the whole page to the next (three different images in the first three
 * captures of /quem-somos/), so that no capture could be trusted to be the reference's and most fell to
 * Playwright's comparison. Its stickiness is the keyboard walk's to check (no stop under the header),
 * after this step.
 */
async function expectLooksAsBefore(page: Page, name: string) {
  const info = test.info();
  const reference = info.snapshotPath(name, { kind: "screenshot" });
  const updating = info.config.updateSnapshots === "all" || info.config.updateSnapshots === "changed";
  await holdStickyInFlow(page, true);
  try {
    if (!updating && fs.existsSync(reference) && (await page.screenshot(SCREENSHOT)).equals(fs.readFileSync(reference)))
      return;
    // A tall page's screenshot takes seconds on a slow machine: the bound is a last guard, not a wait.
    await expect(page).toHaveScreenshot(name, { ...SCREENSHOT, maxDiffPixelRatio: 0.002, timeout: 60_000 });
  } finally {
    await holdStickyInFlow(page, false);
  }
}

/** Every sticky element of the page held in the flow (`hold`), or let go again. */
const holdStickyInFlow = (page: Page, hold: boolean) =>
  page.evaluate((holding) => {
    if (!holding) {
      for (const element of document.querySelectorAll<HTMLElement>("[data-held-in-flow]")) {
        element.style.removeProperty("position");
        element.removeAttribute("data-held-in-flow");
      }
      return;
    }
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).position === "sticky") {
        element.setAttribute("data-held-in-flow", "");
        element.style.setProperty("position", "relative", "important");
      }
  }, hold);

/** Every image loaded and decoded, those below the fold included, for a full-page screenshot. */
async function everyImageShown(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => undefined))),
    );
  });
}

/**
 * WCAG 2.4.2: what the page is before the institute's name (the home page: the name and the slogan).
 * The HTML's titles are checked unique in __tests__/built/; a client-only route sets its own here.
 */
async function expectTitle(page: Page, address: string) {
  // Waited for: on /livros/1/ (a client-only route) the title was once read empty just after the heading
  // showed, while the Head API wrote the page's head again after hydration.
  if (address === "/") await expect(page).toHaveTitle(`${SITE.name}: ${SITE.slogan}`);
  else await expect(page, address).toHaveTitle(new RegExp(`^\\S.* \\| ${SITE.name}$`));
}

/** WCAG 2.5.3: the controls whose accessible name (aria-label) does not contain the words they show. */
const controlsNamedOtherwise = (page: Page) =>
  page.evaluate(() => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
    return Array.from(document.querySelectorAll<HTMLElement>("a, button, [role=button], label, summary"))
      .filter((element) => element.hasAttribute("aria-label") && element.innerText.trim() !== "")
      .filter((element) => !words(element.getAttribute("aria-label") ?? "").includes(words(element.innerText)))
      .map((element) => `"${element.innerText.trim()}" named "${element.getAttribute("aria-label")}"`);
  });

/** One stop of a walk through the page with the keyboard, as the test reads it in the page. */
interface Stop {
  what: string;
  shown: boolean;
  inViewport: boolean;
  ring: boolean;
  underHeader: boolean;
}

/** The focused element: what it is, whether it shows, has a focus ring (its own or its label's), and is wholly covered by the header. */
const currentStop = (page: Page) =>
  page.evaluate((): Stop | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    const ringOf = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    };
    const header = document.querySelector("header");
    const style = getComputedStyle(element);
    const transparent = style.opacity === "0";
    // Wholly under the sticky header: the header is what the browser shows at each point of the element.
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const covered = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && !element.contains(hit) && header?.contains(hit) === true;
    });
    return {
      what: `${element.tagName.toLowerCase()} "${name}"`,
      shown: rect.width > 0 && rect.height > 0 && style.visibility !== "hidden",
      inViewport: rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth,
      ring: ringOf(element) || (transparent && ringOf(element.closest("label"))),
      underHeader: !header?.contains(element) && covered,
    };
  });

/**
 * The keyboard (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7, 2.4.11, 3.2.1): the first stop is the skip link,
 * every stop shows with a focus ring and none hides under the sticky header, the walk leaves the page at
 * its end (no trap) and comes back the same way in reverse, focus alone changes nothing, and the skip
 * link takes the focus to the content, past the header's links. Smooth scrolling off, as the visitor's
 * system may ask (src/styles/global.css), so that a stop is read where it ends up.
 */
async function walkByKeyboard(page: Page) {
  await test.step("is walked by the keyboard in order, every stop shown and none under the header, without a trap", () =>
    walkBothWays(page));
  await test.step("opens on the skip link, which takes the focus to the content", () => skipToContent(page));
}

async function walkBothWays(page: Page) {
  // Not by emulating the reduced motion in the open page: Chromium was seen keeping a stale style of
  // the focused element after that media change (the skip link focused, but still off screen).
  await page.addStyleTag({ content: "html { scroll-behavior: auto !important; }" });
  // From the top, where a visitor who just arrived is.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const address = page.url();
  expect(await page.locator("[tabindex]").evaluateAll((all) => all.filter((e) => e.tabIndex > 0).length)).toBe(0);
  const forward: Stop[] = [];
  for (let presses = 0; presses < 400; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await currentStop(page);
    if (!stop) break;
    forward.push(stop);
  }
  expect(forward.length, "the walk reached the end of the page and left it").toBeGreaterThan(5);
  expect(forward.length).toBeLessThan(400);
  expect(forward[0].what).toBe(`a "${await skipLinkName(page)}"`);
  expect(forward[0].inViewport, "the skip link shows where it is").toBe(true);
  expect(forward.filter((stop) => !stop.shown || !stop.ring || stop.underHeader)).toEqual([]);
  expect(page.url(), "focus alone changes nothing").toBe(address);

  const backward: Stop[] = [];
  for (let presses = 0; presses < forward.length; presses += 1) {
    await page.keyboard.press("Shift+Tab");
    const stop = await currentStop(page);
    if (!stop) break;
    backward.push(stop);
  }
  expect(backward.map((stop) => stop.what)).toEqual(forward.map((stop) => stop.what).reverse());
  expect(backward.filter((stop) => !stop.shown || !stop.ring || stop.underHeader)).toEqual([]);
}

/** The skip link's words in the page's language: Portuguese, or a reviewed translation's (docs/translation.md). */
async function skipLinkName(page: Page): Promise<string> {
  const lang = await page.locator("html").getAttribute("lang");
  const translated = Object.values(CATALOGUES).find((catalogue) => catalogue.language.htmlLang === lang);
  return translated?.frame.skipToContent ?? FRAME.skipToContent;
}

/** Back on the skip link, the walk's first stop: it takes the focus to the content, and the next stop is in it or after it. */
async function skipToContent(page: Page) {
  const skip = page.getByRole("link", { name: await skipLinkName(page) });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  const afterHeader = await page.evaluate(() => {
    const main = document.querySelector("main");
    const active = document.activeElement;
    if (!main || !active) return false;
    return main.contains(active) || (main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(afterHeader, "the skip link skipped the header").toBe(true);
}

/** Whether the page scrolls sideways at its current size. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The elements whose text their own box cuts off (overflow hidden or clip), with the start of the text. */
const clippedText = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === "none" || style.visibility === "hidden" || !element.innerText?.trim()) return false;
        // The visually hidden helper clips on purpose, for screen readers only.
        if (element.getBoundingClientRect().width <= 1) return false;
        const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
        return (
          (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
          (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.innerText.slice(0, 40)}`),
  );

/**
 * WCAG 1.4.10 and 1.4.4: at 320 px wide (a 1280 px screen zoomed to 400%) and on a phone held
 * sideways, nothing scrolls sideways and no text is cut off. The page is resized where it is, as a
 * zoom does, without loading it again.
 */
async function expectReflow(page: Page, address: string) {
  const size = page.viewportSize();
  for (const narrow of [
    { width: 320, height: 640 },
    { width: PHONE.height, height: PHONE.width },
  ] satisfies Viewport[]) {
    await page.setViewportSize(narrow);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await scrollsSideways(page), `${address} at ${narrow.width} px`).toBe(false);
    expect(await clippedText(page), `${address} at ${narrow.width} px`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}

/** WCAG 1.4.12: with the spacing a reader may set, no text is cut off and nothing scrolls sideways. */
async function expectTextSpacing(page: Page) {
  await page.addStyleTag({
    content:
      "*{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}p{margin-bottom:2em!important}",
  });
  expect(await clippedText(page), "text spacing").toEqual([]);
  expect(await scrollsSideways(page), "text spacing").toBe(false);
}
