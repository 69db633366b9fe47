// Lighthouse (mobile defaults) on every route of the route table, next to a bare Gatsby page built
// from the same dependencies. Called by scripts/bench/index.mjs (`npm run bench -- --only=lighthouse`).
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.ts";
import { DELAYED_ROUTES, SAMPLE_ROUTES } from "../lib/routes.ts";

const ROUTES = [
  ...SAMPLE_ROUTES,
  // The 404 page: Lighthouse refuses documents answered with a 404 status, so it reads the same page
  // at the address where it is served with 200.
  "/404.html",
];

/** Their performance target is 95, not 100. */
const DELAYED = new Set(DELAYED_ROUTES);

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function auditOnce(url, port, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // The machine is offline: the translation widget's hosts fail fast instead of timing out.
    blockedUrlPatterns: ["*translate.google.com*", "*translate.googleapis.com*", "*gstatic.com*"],
  });
  const { runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < 3) return auditOnce(url, port, attempt + 1);
    throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
  return result.lhr;
}

/**
 * Audits a page `runs` times and reports the median run (Lighthouse's own choice, by FCP and
 * interactive time), as Lighthouse's documentation advises against reading a single run: on 2
 * cores, one run's TBT swings by ±100 ms. The spread of the performance score is kept too.
 */
async function audit(url, port, runs) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) lhrs.push(await auditOnce(url, port));
  const { categories, audits } = computeMedianRun(lhrs);
  const numeric = (id) => audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  const performanceRuns = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  const sortedRuns = [...performanceRuns].sort((a, b) => a - b);
  return {
    performance: score("performance"),
    // computeMedianRun picks the run nearest the median FCP and interactive time, whose score can be
    // the odd one out; the median of the scores themselves is reported beside it.
    performanceMedian: sortedRuns[Math.floor((sortedRuns.length - 1) / 2)],
    performanceRuns,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: +numeric("cumulative-layout-shift").toFixed(3),
    failing,
  };
}

export async function runLighthouse({ work, results, log, copyProject, bareSite, coldBuild, serve, stop, runs = 5 }) {
  log(`\n== Lighthouse (mobile defaults; median of ${runs} runs per page) ==`);
  const site = path.join(work, "site");
  if (!fs.existsSync(path.join(site, "public", "index.html"))) {
    copyProject("site");
    await coldBuild(site);
  }
  const bare = path.join(work, "bare");
  if (!fs.existsSync(path.join(bare, "public", "index.html"))) {
    bareSite("bare");
    await coldBuild(bare);
  }
  const siteServer = await serve(site, 9200);
  const bareServer = await serve(bare, 9201);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const floor = await audit("http://localhost:9201/", chrome.port, runs);
    const rows = [];
    for (const route of ROUTES) {
      rows.push({
        route,
        delayed: DELAYED.has(route),
        ...(await audit(`http://localhost:9200${route}`, chrome.port, runs)),
      });
    }
    results.lighthouse = { runs, floor, routes: rows };
    const runsWidth = runs * 4 + 2;
    log(
      `${"route".padEnd(40)}perf  median ${"(runs)".padEnd(runsWidth)}a11y  bp   seo   LCP ms  TBT ms  CLS    failing audits`,
    );
    log("(perf, LCP, TBT, CLS: Lighthouse's median run; median: the median of the runs' performance scores)");
    const line = (name, r) =>
      `${name.padEnd(40)}${String(r.performance).padEnd(6)}${String(r.performanceMedian).padEnd(7)}${`(${r.performanceRuns.join(" ")})`.padEnd(runsWidth)}${String(r.accessibility).padEnd(6)}${String(r.bestPractices).padEnd(5)}${String(r.seo).padEnd(6)}${String(r.lcpMs).padEnd(8)}${String(r.tbtMs).padEnd(8)}${String(r.cls).padEnd(7)}${r.failing.join(", ")}`;
    log(line("bare Gatsby page (floor)", floor));
    for (const row of rows) log(line(row.route + (row.delayed ? " (1 s)" : ""), row));
  } finally {
    await chrome.kill();
    stop(siteServer);
    stop(bareServer);
  }
}
