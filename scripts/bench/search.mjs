// The full-text search of /busca/ over N synthetic teachings (`npm run bench -- --only=search`).
import { setTimeout as sleep } from "node:timers/promises";
import { launchBrowser, log, serve, siteWithTeachings, stop } from "./common.mjs";

/**
 * The full-text search of /busca/ over the same N synthetic teachings: for each key typed, the time
 * from the key to the next paint that shows the results of what the box then holds (the live count
 * names the words, so each result is matched to its key), and the bytes the index costs: a first
 * search on a fresh page (Pagefind's script, its WebAssembly, the index's entry, the chunks of the
 * words and the first ten results), then one more search on the same page.
 */
export async function run({ args, results }) {
  const n = Number(args["keystroke-size"] ?? 1000);
  log(`\n== Full-text search over ${n} teachings ==`);
  const site = await siteWithTeachings(n, "busca/index.html");
  const port = 9101;
  const server = await serve(site, port);
  const browser = await launchBrowser();
  const words = [
    "caridade",
    "perdão",
    "oração",
    "jardim",
    "progresso",
    "paciência",
    "humildade",
    "lobo",
    "amor",
    "vida",
  ];
  try {
    // Bytes: every response under /pagefind/, as they came over the wire (gatsby serve compresses).
    const bytesPage = await browser.newPage();
    await bytesPage.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
    let fetched = [];
    bytesPage.on("requestfinished", async (request) => {
      if (!new URL(request.url()).pathname.startsWith("/pagefind/")) return;
      const sizes = await request.sizes();
      fetched.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    await bytesPage.goto(`http://localhost:${port}/busca/`);
    await bytesPage.waitForSelector("html[data-hydrated]");
    const searchFor = async (word) => {
      await bytesPage.getByRole("searchbox", { name: "Palavras" }).fill(word);
      await bytesPage
        .getByRole("status")
        .filter({ hasText: `“${word}”` })
        .waitFor();
      await sleep(500);
      const total = fetched.reduce((sum, entry) => sum + entry.bytes, 0);
      const files = fetched.length;
      fetched = [];
      return { word, files, kB: +(total / 1024).toFixed(1) };
    };
    const first = await searchFor("caridade");
    const next = await searchFor("perdão");
    await bytesPage.close();

    // Latency, on a fresh page: the first key pays for Pagefind's script and WebAssembly.
    const page = await browser.newPage();
    await page.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
    await page.goto(`http://localhost:${port}/busca/`);
    await page.waitForSelector("html[data-hydrated]");
    await page.evaluate(() => {
      window.__searchTimes = [];
      const box = document.querySelector('input[type="search"]');
      const status = document.querySelector('[role="status"]');
      let pending = null;
      box.addEventListener("input", (event) => {
        pending = { at: event.timeStamp, words: box.value.trim() };
      });
      new MutationObserver(() => {
        if (!pending || pending.words === "") return;
        const text = status.textContent ?? "";
        if (!text.includes(`“${pending.words}”`)) return;
        const done = pending;
        pending = null;
        // The frame that shows the results: after the next animation frame, once it is painted.
        requestAnimationFrame(() =>
          setTimeout(() => window.__searchTimes.push({ words: done.words, ms: performance.now() - done.at }), 0),
        );
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });
    const box = page.getByRole("searchbox", { name: "Palavras" });
    let keys = 0;
    for (const word of words) {
      await box.fill("");
      await sleep(300);
      for (const character of word) {
        await page.keyboard.type(character);
        keys += 1;
        await sleep(150);
      }
      await sleep(400);
    }
    const times = await page.evaluate(() => window.__searchTimes);
    const [coldKey, ...warm] = times.map((entry) => entry.ms);
    const sorted = [...warm].sort((a, b) => a - b);
    const at = (p) => +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
    results.search = {
      teachings: n,
      keys,
      measured: times.length,
      firstKeyMs: +coldKey.toFixed(1),
      medianMs: at(50),
      p95Ms: at(95),
      maxMs: +sorted[sorted.length - 1].toFixed(1),
      firstSearch: first,
      nextSearch: next,
    };
    log(`${keys} keys typed, ${times.length} answered before the next key`);
    log(
      `keystroke → results painted: first key ${results.search.firstKeyMs} ms (loads Pagefind), then median ${results.search.medianMs} ms, p95 ${results.search.p95Ms} ms, max ${results.search.maxMs} ms`,
    );
    log(
      `bytes: first search ("${first.word}") ${first.kB} KB in ${first.files} files; next ("${next.word}") ${next.kB} KB in ${next.files} files`,
    );
  } finally {
    await browser.close();
    stop(server);
  }
}
