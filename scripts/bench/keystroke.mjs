// The teachings list over N synthetic teachings (`npm run bench -- --only=keystroke`): the time from a
// search key to the next paint, and the layout shifts while scrolling the list at both sizes.
import { setTimeout as sleep } from "node:timers/promises";
import { VIEWPORTS } from "../lib/routes.ts";
import { launchBrowser, log, serve, siteWithTeachings, stop } from "./common.mjs";

export async function run({ args, results }) {
  const n = Number(args["keystroke-size"] ?? 1000);
  log(`\n== Search keystroke over ${n} teachings ==`);
  const site = await siteWithTeachings(n, "ensinamentos/index.html");
  const port = 9100;
  const server = await serve(site, port);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
    await page.goto(`http://localhost:${port}/ensinamentos/`);
    await page.waitForSelector("[data-loading-overlay]", { state: "detached" });
    const cards = await page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article").count();
    // Event Timing (the measure behind INP): for each key press, the time from the event to the
    // next paint that shows its result. Chromium reports only interactions of 16 ms or more, so a
    // key without an entry took less than 16 ms.
    await page.evaluate(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          const previous = window.__interactions.get(entry.interactionId) ?? 0;
          window.__interactions.set(entry.interactionId, Math.max(previous, entry.duration));
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    });
    const search = page.getByRole("searchbox", { name: "Buscar" });
    const text = "ensinamento de teste número 1";
    await search.focus();
    for (const character of text) {
      await page.keyboard.type(character);
      await sleep(150);
    }
    await sleep(500);
    const slow = await page.evaluate(() => [...window.__interactions.values()]);
    const keys = text.length;
    const over16 = slow.filter((duration) => duration >= 16);
    const sorted = [...over16].sort((a, b) => a - b);
    const atPercentile = (p) => {
      const rank = Math.ceil((p / 100) * keys);
      const fast = keys - sorted.length;
      return rank <= fast ? "<16" : sorted[rank - fast - 1];
    };
    results.keystroke = {
      teachings: n,
      cardsRendered: cards,
      keys,
      keysAt16msOrMore: over16.length,
      medianMs: atPercentile(50),
      p95Ms: atPercentile(95),
      maxMs: sorted.length ? sorted[sorted.length - 1] : "<16",
    };
    log(`${cards} cards; ${keys} keys typed; ${over16.length} took 16 ms or more to the next paint`);
    log(
      `keystroke → next paint: median ${results.keystroke.medianMs} ms, p95 ${results.keystroke.p95Ms} ms, max ${results.keystroke.maxMs} ms`,
    );
    results.keystroke.scrollShifts = {};
    for (const { name, size: viewport } of VIEWPORTS) {
      const shifts = await listScrollShifts(browser, `http://localhost:${port}/ensinamentos/`, viewport);
      results.keystroke.scrollShifts[name] = shifts;
      log(`scrolling the list (${name}): ${shifts.count} layout shifts, total ${shifts.total}`);
    }
  } finally {
    await browser.close();
    stop(server);
  }
}

/**
 * Layout shifts while a reader jumps to the end of the list and scrolls back up through cards never
 * seen, then down again from the top. A card's image loads as it comes near; a card whose height
 * changed when it arrived would move what is on screen.
 */
async function listScrollShifts(browser, url, viewport) {
  const page = await browser.newPage({ viewport });
  try {
    await page.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url);
    await page.waitForSelector("[data-loading-overlay]", { state: "detached" });
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const move = async (top) => {
        window.scrollTo({ top, behavior: "instant" });
        await frame();
      };
      const half = Math.round(window.innerHeight / 2);
      await move(document.documentElement.scrollHeight);
      for (let step = 0; step < 40 && window.scrollY > 0; step++) await move(window.scrollY - half);
      await move(0);
      for (let step = 0; step < 40; step++) await move(window.scrollY + half);
    });
    const shifts = await page.evaluate(() => window.__shifts);
    return { count: shifts.length, total: +shifts.reduce((sum, value) => sum + value, 0).toFixed(4) };
  } finally {
    await page.close();
  }
}
