// The first paint over a slow line (`npm run bench -- --only=paint`): each route of the spec loaded in
// Chromium through nginx with the network held to a slow mobile line (Chrome's DevTools throttling: 400
// kbit/s down, 150 ms of latency), its first contentful paint and when its last byte arrived, beside the
// same pages held back until their last byte is parsed, as the site once did (a rule that hid the page
// until a marker after its markup was there). The layout itself keeps what is painted early from moving
// (e2e/stability.spec.ts); this measures what the visitor gains by seeing it.
import fs from "node:fs";
import path from "node:path";
import { ALL_ROUTES_OF_THE_SPEC } from "../lib/routes.ts";
import { launchBrowser, log, root, serveWithNginx, stop, work } from "./common.mjs";

/** A slow mobile line, slower than Lighthouse's (1.6 Mbit/s), where a page's markup arrives in parts. */
const LINE = { latency: 150, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8, offline: false };

/** The rule and its marker, as gatsby-ssr.tsx once wrote them into every page. */
const HELD_RULE = "<style>body:not(:has(#___gatsby-parsed)) #___gatsby{visibility:hidden}</style>";
const MARKER = '<div id="___gatsby-parsed" hidden=""></div>';

/** A copy of the build whose pages are held back until parsed, for the comparison. */
function heldCopy(publicDir, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(publicDir, path.join(dir, "public"), { recursive: true });
  const pages = fs.readdirSync(path.join(dir, "public"), { recursive: true, withFileTypes: true });
  for (const entry of pages) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, "utf8");
    if (!html.includes("</head>")) continue;
    fs.writeFileSync(file, html.replace("</head>", `${HELD_RULE}</head>`).replace("</body>", `${MARKER}</body>`));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One load of `address` over the slow line: its first contentful paint and its last byte, in ms. */
async function load(browser, origin, address) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", LINE);
  await page.goto(`${origin}${address}`, { waitUntil: "load", timeout: 120_000 });
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          const [navigation] = performance.getEntriesByType("navigation");
          resolve({ firstPaint: Math.round(paint.startTime), lastByte: Math.round(navigation.responseEnd) });
        }).observe({ type: "paint", buffered: true });
      }),
  );
  await context.close();
  return figures;
}

export async function run({ args, results }) {
  const runs = Number(args["paint-runs"] ?? 3);
  log(`\n== First paint over a slow line (400 kbit/s, 150 ms), ${runs} loads per route, on a phone's screen ==`);
  const publicDir = path.join(root, "public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("build the site first (npm run build)");
  const held = path.join(work, "paint-held");
  heldCopy(publicDir, held);
  const servers = [
    { name: "as it arrives", child: await serveWithNginx(root, 9131), origin: "http://127.0.0.1:9131" },
    { name: "held until parsed", child: await serveWithNginx(held, 9132), origin: "http://127.0.0.1:9132" },
  ];
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const address of ALL_ROUTES_OF_THE_SPEC) {
      const row = { address };
      for (const { name, origin } of servers) {
        const loads = [];
        for (let i = 0; i < runs; i += 1) loads.push(await load(browser, origin, address));
        row[name] = {
          firstPaintMs: median(loads.map((figure) => figure.firstPaint)),
          lastByteMs: median(loads.map((figure) => figure.lastByte)),
        };
      }
      rows.push(row);
      log(
        `${address.padEnd(40)} first paint ${String(row["as it arrives"].firstPaintMs).padStart(5)} ms ` +
          `(held until parsed: ${row["held until parsed"].firstPaintMs} ms); last byte ${row["as it arrives"].lastByteMs} ms`,
      );
    }
  } finally {
    await browser.close();
    for (const { child } of servers) stop(child);
  }
  const summary = (name) => median(rows.map((row) => row[name].firstPaintMs));
  results.paint = {
    line: "400 kbit/s down, 150 ms latency",
    runsPerRoute: runs,
    medianFirstPaintMs: { asItArrives: summary("as it arrives"), heldUntilParsed: summary("held until parsed") },
    routes: rows,
  };
  log(
    `median first paint: ${results.paint.medianFirstPaintMs.asItArrives} ms as the page arrives, ` +
      `${results.paint.medianFirstPaintMs.heldUntilParsed} ms held until parsed`,
  );
}
