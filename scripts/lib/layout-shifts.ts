import type { Page } from "@playwright/test";

/** The Layout Instability API's entry, which TypeScript's DOM library does not describe. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** A shift as a failure shows it: what moved, from where to where, and where the page was scrolled. */
interface RecordedShift {
  value: number;
  moved: string[];
  at: string;
}

type ShiftWindow = Window & { __layoutShifts: RecordedShift[] };

/**
 * Records every layout shift of the page from its first paint on, as CLS counts them: shifts right
 * after a click or key press are the visitor's doing and are left out. Set up before navigation, so
 * it also sees the loading overlay of a delayed route come and go.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    (window as unknown as ShiftWindow).__layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element ? [node.tagName.toLowerCase(), ...node.classList].join(".") : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${describe(node)} from y=${Math.round(from.y)} h=${Math.round(from.height)} to y=${Math.round(to.y)} h=${Math.round(to.height)}`,
            ),
            at: `${Math.round(entry.startTime)} ms, scrollY ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}`,
          });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const recordedShifts = (page: Page) => page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);

/** Forgets the shifts recorded so far: only those from now on are then `recordedShifts`. */
export const forgetShifts = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as ShiftWindow).__layoutShifts.length = 0;
  });

/** How long a scroll waits for the browser to draw a frame before it fails, saying where it stopped. */
const FRAME_GUARD_MS = 15_000;

/**
 * Scrolls a page down (or up) at a time, seven eighths of the screen as a browser's Page Down moves, one
 * step per rendered frame, the way a reader moves through an article. What loads as it comes near (a
 * lazy image) must not move what is on screen when it arrives. Starting at the far end is what a
 * restored scroll position or a dragged scrollbar does.
 */
export async function scroll(page: Page, direction: "down" | "up", from: "top" | "bottom") {
  await page.evaluate(
    async ([way, start, guard]) => {
      // Two frames drawn, which takes milliseconds; the guard is a last one, for a browser that stopped
      // drawing (seen once, on a busy runner: the test then hung until its own timeout, saying nothing).
      const frame = () =>
        new Promise((resolve, reject) => {
          const stalled = setTimeout(
            () => reject(new Error(`no frame drawn in ${guard / 1000} s, scrolled to ${Math.round(window.scrollY)}`)),
            guard,
          );
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(stalled);
              resolve(undefined);
            }),
          );
        });
      const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: start === "top" ? 0 : bottom(), behavior: "instant" });
      await frame();
      const step = (way === "down" ? 1 : -1) * Math.round((window.innerHeight * 7) / 8);
      // Until the end, or until a step moves nothing (a page that stops scrolling ends the walk, not the test).
      while (way === "down" ? window.scrollY < bottom() - 1 : window.scrollY > 0) {
        const before = window.scrollY;
        window.scrollBy({ top: step, behavior: "instant" });
        await frame();
        if (window.scrollY === before) break;
      }
    },
    [direction, from, FRAME_GUARD_MS] as const,
  );
}

/**
 * What would move if the page were painted while it is still arriving, as a browser paints a page whose
 * markup has come in part (over a slow line, or when a slice of its parser's time runs out): for each of
 * the page's elements in the first screen and a half, the page cut off right after it (everything later
 * in the document taken away, as if not yet parsed) and laid out again; every element shown on screen at
 * that moment must already be where it is once the whole page is there. Boxes are compared, not words: a
 * line of text still arriving moves its own words as it grows, as every line of text does, and an inline
 * element within it with them; the height of a field, a select or a button is compared too, since each
 * centres its words. Run on the page as first painted (its code held back), animations stopped so that
 * only the layout is compared. Each move is told as the element that moved, from where to where, and
 * after which element the page was cut.
 */
export async function movesWhileArriving(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: "*,*::before,*::after{animation:none!important;transition:none!important}" });
  return page.evaluate(() => {
    const elements = () => Array.from(document.body.querySelectorAll("*"));
    const place = (element: Element) => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
    };
    const name = (element: Element) =>
      [element.tagName.toLowerCase(), ...Array.from(element.classList).slice(0, 1)].join(".") +
      (element.textContent ? ` "${element.textContent.trim().slice(0, 30)}"` : "");
    const onScreen = (element: Element, [x, y, width, height]: number[]) =>
      width > 0 &&
      height > 0 &&
      y < window.innerHeight &&
      y + height > 0 &&
      x < window.innerWidth &&
      getComputedStyle(element).display !== "inline" &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    // A field, a select or a button draws its words in the middle of its box, a field's in the browser's
    // own shadow tree (which the Layout Instability API reports as a shift of no node): one made taller by
    // a later part (a taller button arriving beside a field in a row) moves its words though its box
    // stays. A textarea's words start at its top, which stays.
    const centresItsWords = (element: Element) => element.matches("input, select, button");
    const whole = elements();
    whole.forEach((element, index) => element.setAttribute("data-cut-index", String(index)));
    const final = whole.map(place);
    const original = document.body.cloneNode(true) as HTMLElement;
    // An element whose content is words alone is also cut right after its start tag, before its words:
    // the parser may stop there too, and a box shrunk to its words (a centred button) then grows.
    const wordsAlone = (element: Element) =>
      element.childNodes.length > 0 && Array.from(element.childNodes).every((node) => node.nodeType === Node.TEXT_NODE);
    const cuts = whole
      .flatMap((element, index) =>
        final[index][1] > window.innerHeight * 1.5
          ? []
          : [{ index, open: false }, ...(wordsAlone(element) ? [{ index, open: true }] : [])],
      )
      .map((cut, order) => {
        // Where the page ends at this cut: inside its element, before its words, or right after it.
        const point = document.createRange();
        if (cut.open) point.setStart(whole[cut.index], 0);
        else point.setStartAfter(whole[cut.index]);
        return { ...cut, order, point };
      });
    // The cuts from the last point in the document to the first, each taking away the rest of the page from
    // its point on: what a later cut left is the page up to that later point, so each cut is the page cut
    // there, without the whole page laid out again from a copy at every cut (which took most of the time).
    cuts.sort((a, b) => b.point.compareBoundaryPoints(Range.START_TO_START, a.point));
    /**
     * Each element's move, by its name: at the first cut of the document's order that moved one so named
     * (and the first element so named at that cut), as if the cuts were made from the first on.
     */
    const moves = new Map<string, { order: number; at: number; text: string }>();
    for (const { index, open, order, point } of cuts) {
      const cut = whole[index];
      point.setEndAfter(document.body.lastChild ?? cut);
      point.deleteContents();
      for (const element of elements()) {
        const now = place(element);
        const at = Number(element.getAttribute("data-cut-index"));
        const then = final[at];
        const moved =
          Math.abs(now[0] - then[0]) > 1 ||
          Math.abs(now[1] - then[1]) > 1 ||
          // (Not the control cut before its words: they were not there to move.)
          (centresItsWords(element) && !(open && element === cut) && Math.abs(now[3] - then[3]) > 1);
        const known = moves.get(name(element));
        if (moved && onScreen(element, now) && (!known || order < known.order))
          moves.set(name(element), {
            order,
            at,
            text: `${name(element)} at ${now.join(",")}, then at ${then.join(",")} (cut ${open ? "inside" : "after"} ${name(cut)})`,
          });
      }
    }
    document.body.replaceWith(original);
    return [...moves.values()].sort((a, b) => a.order - b.order || a.at - b.at).map((move) => move.text);
  });
}
