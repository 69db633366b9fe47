import type { Page } from "@playwright/test";
import { test, expect, settled, ALL_ROUTES, SIZES_AND_SCHEMES } from "./fixtures";

/** The Layout Instability API's entry, which TypeScript's DOM library does not describe. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null }[];
}

interface RecordedShift {
  value: number;
  moved: string[];
}

type ShiftWindow = Window & { __layoutShifts: RecordedShift[] };

/**
 * Records every layout shift of the page from its first paint on, as CLS counts them: shifts right
 * after a click or key press are the visitor's doing and are left out. Set up before navigation, so
 * it also sees the loading overlay of a delayed route come and go.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    (window as unknown as ShiftWindow).__layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element ? [node.tagName.toLowerCase(), ...node.classList].join(".") : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const recordedShifts = (page: Page) => page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);

/**
 * Scrolls in half-screen steps, one step per rendered frame, the way a reader moves through an
 * article. A block that skips rendering until it comes near (content-visibility) gets its real size
 * only then, and that must not move what is on screen. Starting at the far end is what a restored
 * scroll position or a dragged scrollbar does.
 */
async function scroll(page: Page, direction: "down" | "up", from: "top" | "bottom") {
  await page.evaluate(
    async ([way, start]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: start === "top" ? 0 : bottom(), behavior: "instant" });
      await frame();
      const step = (way === "down" ? 1 : -1) * Math.round(window.innerHeight / 2);
      while (way === "down" ? window.scrollY < bottom() - 1 : window.scrollY > 0) {
        window.scrollBy({ top: step, behavior: "instant" });
        await frame();
      }
    },
    [direction, from] as const,
  );
}

test.describe("Layout stability (no layout shift)", () => {
  for (const { name, size, colorScheme } of SIZES_AND_SCHEMES) {
    test.describe(`${name}, ${colorScheme}`, () => {
      test.use({ viewport: size, colorScheme });

      for (const route of ALL_ROUTES) {
        test(`${route} does not shift while loading or scrolling`, async ({ page }) => {
          await recordLayoutShifts(page);
          await page.goto(route);
          await settled(page);
          await scroll(page, "down", "top");
          await scroll(page, "up", "bottom");
          const firstVisit = await recordedShifts(page);
          // The schemes differ in colours only: the dark one is read on the first visit, the light one
          // also straight from the end, then back up through blocks that were never rendered.
          if (colorScheme === "dark") {
            expect(firstVisit).toEqual([]);
            return;
          }
          await page.reload();
          await settled(page);
          await scroll(page, "up", "bottom");
          expect([...firstVisit, ...(await recordedShifts(page))]).toEqual([]);
        });
      }
    });
  }

  test("a page is shown only once its markup is all parsed (the marker after it is there)", async ({ page }) => {
    // The same page with its end marker taken out stands for a page whose parsing is still under way.
    await page.route("**/quem-somos/", async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('<div id="___gatsby-parsed" hidden=""></div>', ""),
      });
    });
    await page.goto("/quem-somos/");
    await expect(page.locator("#___gatsby")).toHaveCSS("visibility", "hidden");
    await page.unroute("**/quem-somos/");
    await page.reload();
    await expect(page.locator("#___gatsby")).toHaveCSS("visibility", "visible");
    await expect(page.getByRole("heading", { level: 1, name: "Quem Somos" })).toBeVisible();
  });

  test("the recorder sees content that moves", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto("/");
    await settled(page);
    await page.evaluate(() => {
      const block = document.createElement("div");
      block.style.height = "200px";
      document.getElementById("conteudo")?.prepend(block);
    });
    await expect.poll(async () => (await recordedShifts(page)).length).toBeGreaterThan(0);
  });
});
