// Lighthouse (mobile defaults) on every route of the route table, and on the pages of a course, a
// lesson, a book and a chapter of the examples' build (common.mjs, siteWithExamples), next to a bare
// Gatsby page built from the same dependencies. Called by scripts/bench/index.mjs
// (`npm run bench -- --only=lighthouse`; `--lighthouse-routes=/cursos/4/,/livros/4/` audits only those).
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.ts";
import { DELAYED_ROUTES, EXAMPLE_ROUTES, SAMPLE_ROUTES } from "../lib/routes.ts";

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
async function audit(url, port, runs, reportFile) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) lhrs.push(await auditOnce(url, port));
  const median = computeMedianRun(lhrs);
  // The median run's whole report, to read what a score below 100 comes from (LCP element, long tasks...).
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify(median));
  const { categories, audits } = median;
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
    // Every run's metrics, since a score below 100 in one run is read from the metric that cost it.
    runMetrics: lhrs.map(({ audits: runAudits }) => {
      const value = (id) => Math.round(runAudits[id]?.numericValue ?? Number.NaN);
      return {
        fcpMs: value("first-contentful-paint"),
        lcpMs: value("largest-contentful-paint"),
        tbtMs: value("total-blocking-time"),
        siMs: value("speed-index"),
        cls: +(runAudits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3),
      };
    }),
  };
}

/** Where the median run's report of a route is written: bench-results/lighthouse/cursos-4-aulas-1.json. */
const reportFileOf = (resultsDir, route) =>
  path.join(resultsDir, "lighthouse", `${route.replace(/^\/|\/$/g, "").replace(/[/.]/g, "-") || "index"}.json`);

export async function runLighthouse({
  work,
  resultsDir,
  results,
  log,
  copyProject,
  bareSite,
  coldBuild,
  siteWithExamples,
  serve,
  stop,
  runs = 5,
  only,
}) {
  log(`\n== Lighthouse (mobile defaults; median of ${runs} runs per page) ==`);
  const chosen = (route) => !only || only.includes(route);
  const routes = ROUTES.filter(chosen);
  const exampleRoutes = EXAMPLE_ROUTES.filter(chosen);
  const unknown = (only ?? []).filter((route) => !ROUTES.includes(route) && !EXAMPLE_ROUTES.includes(route));
  if (unknown.length > 0) throw new Error(`--lighthouse-routes: no such route ${unknown.join(", ")}`);
  const site = path.join(work, "site");
  if (routes.length > 0 && !fs.existsSync(path.join(site, "public", "index.html"))) {
    copyProject("site");
    await coldBuild(site);
  }
  // Built by the build part when it ran first; the published content has no course or book to audit.
  const examples = exampleRoutes.length > 0 ? (await siteWithExamples()).site : null;
  const bare = path.join(work, "bare");
  if (!fs.existsSync(path.join(bare, "public", "index.html"))) {
    bareSite("bare");
    await coldBuild(bare);
  }
  const siteServer = routes.length > 0 ? await serve(site, 9200) : null;
  const examplesServer = examples ? await serve(examples, 9202) : null;
  const bareServer = await serve(bare, 9201);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const floor = await audit("http://localhost:9201/", chrome.port, runs, reportFileOf(resultsDir, "/bare/"));
    const rows = [];
    for (const route of routes) {
      rows.push({
        route,
        delayed: DELAYED.has(route),
        ...(await audit(`http://localhost:9200${route}`, chrome.port, runs, reportFileOf(resultsDir, route))),
      });
    }
    for (const route of exampleRoutes) {
      rows.push({
        route,
        examples: true,
        ...(await audit(`http://localhost:9202${route}`, chrome.port, runs, reportFileOf(resultsDir, route))),
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
    for (const row of rows) log(line(row.route + (row.delayed ? " (1 s)" : row.examples ? " (examples)" : ""), row));
    log("runs (FCP / LCP / TBT / Speed Index ms, CLS):");
    for (const row of rows) {
      log(
        `  ${row.route}: ${row.runMetrics.map((m) => `${m.fcpMs}/${m.lcpMs}/${m.tbtMs}/${m.siMs} ${m.cls}`).join(", ")}`,
      );
    }
    log(`median runs' reports: ${path.relative(path.dirname(resultsDir), path.join(resultsDir, "lighthouse"))}/`);
  } finally {
    await chrome.kill();
    for (const server of [siteServer, examplesServer, bareServer]) if (server) stop(server);
  }
}
