// Scale: N synthetic teachings built by the site and by a bare Gatsby + MDX site from the same files,
// with what the issue reads against its targets at 10,000: cold build time, peak memory of the build,
// the rebuild after one new teaching, what /ensinamentos/ costs before it is usable (bytes and DOM
// nodes), and whether any other page grows with N. Then what must hold at that size (scale-checks.ts:
// headers at every N, the list of teachings from 1,000 on): a check that fails fails the benchmark.
// With `--translated=1000`, the site at each N is built once more with that many of its teachings
// translated into English (docs/translation.md), cold. Called by scripts/bench/index.mjs
// (`npm run bench -- --only=scale --sizes=3,1000,10000`); writes bench-results/scale.md.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import * as copies from "../lib/site-copies.ts";
import { gatsbyBuild, running, stopOnInterrupt } from "./builds.mjs";
import { runScaleChecks } from "./scale-checks.ts";

/** The figures the table is read against (the issue's targets at 10,000 teachings). */
const TARGETS = {
  buildSeconds: 10 * 60,
  peakMB: 6 * 1024,
  rebuildSeconds: 60,
  listKB: 200,
  listDomNodes: 1500,
};

const LIST_PAGE = "/ensinamentos/";
/** The generator's addresses (scripts/lib/site-copies.ts): teaching i is at /ensinamento/ensinamento-i/. */
const articlePage = (i) => `/ensinamento/ensinamento-${i}/`;

// ---------------------------------------------------------------------------------------------------
// What a page costs: files of the build, gzip -9 each (each is a response of its own)

const gzipBytes = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => +(bytes / 1024).toFixed(1);

function pageDataFile(publicDir, page) {
  const name = page === "/" ? "index" : page.replace(/^\/|\/$/g, "");
  return path.join(publicDir, "page-data", name, "page-data.json");
}

/**
 * The bytes a first visit to `page` needs before the page works: its HTML (Gatsby inlines the CSS
 * there; a linked stylesheet would count too), the first-load JavaScript (`firstLoadJs` of common.mjs),
 * and the data the runtime fetches before it hydrates: the page's page-data.json, app-data.json, the
 * results of the static queries it uses and the data of its slices.
 */
function firstVisitBytes(publicDir, page, firstLoadJs) {
  const htmlFile = path.join(publicDir, page.replace(/^\//, ""), "index.html");
  const html = fs.readFileSync(htmlFile, "utf8");
  const htmlGzip = gzipBytes(html);
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => (/\brel="stylesheet"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined))
    .filter((href) => href?.startsWith("/"));
  const cssGzip = stylesheets.reduce(
    (sum, href) => sum + gzipBytes(fs.readFileSync(path.join(publicDir, href.split("?")[0]))),
    0,
  );
  const js = firstLoadJs(publicDir, page);
  const pageData = fs.readFileSync(pageDataFile(publicDir, page));
  const { staticQueryHashes = [], slicesMap = {} } = JSON.parse(pageData.toString());
  const dataFiles = [
    path.join(publicDir, "page-data", "app-data.json"),
    ...staticQueryHashes.map((hash) => path.join(publicDir, "page-data", "sq", "d", `${hash}.json`)),
    ...Object.values(slicesMap).map((slice) => path.join(publicDir, "slice-data", `${slice}.json`)),
  ].filter((file) => fs.existsSync(file));
  const dataGzip = gzipBytes(pageData) + dataFiles.reduce((sum, file) => sum + gzipBytes(fs.readFileSync(file)), 0);
  return {
    htmlKB: kb(htmlGzip),
    cssKB: kb(cssGzip),
    jsKB: kb(js.gzipBytes),
    dataKB: kb(dataGzip),
    totalKB: kb(htmlGzip + cssGzip + js.gzipBytes + dataGzip),
  };
}

/** The list's index (src/buildtime/teachings-list.ts), which a first search or filter of the list downloads. */
function listIndexSize(publicDir) {
  const dir = path.join(publicDir, "static");
  const name = fs.existsSync(dir)
    ? fs.readdirSync(dir).find((file) => /^ensinamentos-[0-9a-f]+\.json$/.test(file))
    : undefined;
  if (!name) return null;
  const content = fs.readFileSync(path.join(dir, name));
  return { KB: kb(content.length), gzipKB: kb(gzipBytes(content)) };
}

/** Size of one page's page-data.json, raw and gzip. */
function pageDataSize(publicDir, page) {
  const file = pageDataFile(publicDir, page);
  if (!fs.existsSync(file)) return null;
  const content = fs.readFileSync(file);
  return { page, KB: kb(content.length), gzipKB: kb(gzipBytes(content)) };
}

/** The page a page-data.json belongs to, from its folder under public/page-data/. */
function pageOfDataFile(relativeDir) {
  if (relativeDir === "index") return "/";
  return relativeDir.endsWith(".html") ? `/${relativeDir}` : `/${relativeDir}/`;
}

/** The largest page-data.json of the build, and the largest of any page other than /ensinamentos/. */
function largestPageData(publicDir) {
  const root = path.join(publicDir, "page-data");
  const sizes = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page-data.json")
        sizes.push({ page: pageOfDataFile(path.relative(root, dir)), bytes: fs.statSync(full).size });
    }
  };
  walk(root);
  sizes.sort((a, b) => b.bytes - a.bytes);
  const describe = (entry) => entry && pageDataSize(publicDir, entry.page);
  return {
    pages: sizes.length,
    largest: describe(sizes[0]),
    largestOtherThanList: describe(sizes.find((entry) => entry.page !== LIST_PAGE)),
  };
}

// ---------------------------------------------------------------------------------------------------
// The list in a browser

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** What a browser asks for to use a page (prefetches of other pages, images and fonts left out). */
const NEEDED_RESOURCES = new Set(["document", "script", "stylesheet", "xhr", "fetch"]);

/**
 * /ensinamentos/ in Chromium, before any interaction: the elements in its DOM once it is usable (the
 * site: hydrated, as the browser tests wait for it, and its loading overlay gone; the bare site, which
 * has neither, once the network is idle), how long that took, and the bytes of what the browser
 * actually fetched until then (gzip -9 each), a check on the figure counted from the files.
 */
async function measureList(browser, origin, { site }) {
  const page = await browser.newPage();
  const responses = [];
  page.on("response", (response) => responses.push(response));
  // Nothing leaves the machine (the translation widget's hosts).
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const timeout = 5 * 60_000;
  try {
    const started = Date.now();
    await page.goto(`${origin}${LIST_PAGE}`, { timeout });
    if (site) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout });
      await page.waitForSelector("[data-loading-overlay]", { state: "detached", timeout });
    } else {
      await page.waitForLoadState("networkidle", { timeout });
    }
    const usableMs = Date.now() - started;
    // Two frames, so that what the last state rendered is in the DOM.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    let fetchedGzip = 0;
    let requests = 0;
    for (const response of responses.slice()) {
      const request = response.request();
      if (!NEEDED_RESOURCES.has(request.resourceType())) continue;
      const purpose = (await request.allHeaders())["sec-purpose"] ?? "";
      if (purpose.includes("prefetch")) continue;
      try {
        fetchedGzip += gzipBytes(await response.body());
        requests += 1;
      } catch {
        // a redirect has no body
      }
    }
    return { domNodes, usableMs, fetched: { requests, KB: kb(fetchedGzip) } };
  } catch (error) {
    return { error: error.message.split("\n")[0] };
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// One N

/** What the built pages cost: files counted from public/, then /ensinamentos/ served and opened in Chromium. */
async function measurePages(kind, dir, n, helpers) {
  const publicDir = path.join(dir, "public");
  const figures = {
    list: firstVisitBytes(publicDir, LIST_PAGE, helpers.firstLoadJs),
    pageData: largestPageData(publicDir),
    articleFirst: pageDataSize(publicDir, articlePage(1)),
    articleLast: pageDataSize(publicDir, articlePage(n)),
    articleFirstVisit: firstVisitBytes(publicDir, articlePage(1), helpers.firstLoadJs),
    listIndex: listIndexSize(publicDir),
  };
  figures.browser = await withBrowser(helpers, helpers.serve, dir, (browser, port) =>
    measureList(browser, `http://127.0.0.1:${port}`, { site: kind === "site" }),
  );
  return figures;
}

/** `use` given Chromium and the port on which `serve` serves the build in `dir`; both closed after. */
async function withBrowser(helpers, serve, dir, use) {
  const port = await freePort();
  const server = await serve(dir, port);
  running.add(server);
  try {
    const browser = await helpers.launchBrowser();
    try {
      return await use(browser, port);
    } finally {
      await browser.close();
    }
  } finally {
    helpers.stop(server);
    running.delete(server);
  }
}

function logPages(log, kind, figures) {
  const { list, browser: seen, pageData } = figures;
  log(
    `  ${kind}: ${LIST_PAGE} ${list.totalKB} KB gzip before usable (HTML ${list.htmlKB}, JS ${list.jsKB}, data ${list.dataKB}; ` +
      `the browser fetched ${seen.fetched?.KB ?? "?"} KB in ${seen.fetched?.requests ?? "?"} requests), ` +
      `${seen.domNodes ?? `no DOM count (${seen.error})`} DOM nodes, usable after ${seen.usableMs ?? "?"} ms`,
  );
  log(
    `  ${kind}: largest page-data ${pageData.largest.KB} KB (${pageData.largest.gzipKB} gzip) ${pageData.largest.page}; ` +
      `largest of another page ${pageData.largestOtherThanList?.KB} KB ${pageData.largestOtherThanList?.page}; ` +
      `article page-data first ${figures.articleFirst?.KB} KB, last ${figures.articleLast?.KB} KB; ` +
      `article first visit ${figures.articleFirstVisit.totalKB} KB gzip; ` +
      `list index ${figures.listIndex ? `${figures.listIndex.KB} KB (${figures.listIndex.gzipKB} gzip)` : "none (one page)"}`,
  );
}

/**
 * The figures of one builder (the site or the bare site) at one N: cold build, then what its pages
 * cost, then the rebuild after `extraTeaching` is added to `teachingsDir` (and taken away again).
 */
async function measureBuilder(kind, dir, n, context) {
  const { log, helpers, buildEnv, capMinutes, teachingsDir, extraTeaching } = context;
  const build = (cold) => gatsbyBuild(helpers.gatsbyBin, dir, { env: buildEnv, cold, capMinutes });
  const figures = { build: await build(true) };
  const { build: cold } = figures;
  log(
    `  ${kind}: cold build ${cold.ok ? `${cold.seconds} s` : cold.timedOut ? `did not finish in ${capMinutes} min` : "FAILED"}, peak memory ${cold.peakMB} MB`,
  );
  if (!cold.ok) {
    if (cold.error) log(cold.error);
    return figures;
  }
  try {
    Object.assign(figures, await measurePages(kind, dir, n, helpers));
    logPages(log, kind, figures);
  } catch (error) {
    // A page missing from the build (a route renamed...) is reported, and the run goes on.
    figures.measureError = error.message;
    log(`  ${kind}: could not measure the pages: ${error.message}`);
  }
  if (kind === "site") figures.checks = await checkSite(dir, n, context);

  // One teaching more, on the previous build's .cache and public, as an editor's publication would be.
  const added = path.join(teachingsDir, path.basename(extraTeaching));
  fs.copyFileSync(extraTeaching, added);
  try {
    figures.rebuild = await build(false);
  } finally {
    fs.rmSync(added, { force: true });
  }
  log(`  ${kind}: rebuild after adding one teaching ${describeBuild(figures.rebuild)}`);
  if (kind === "site" && figures.rebuild.ok) {
    // Back to N teachings, so that the keystroke part, which reuses .bench/site-N, finds N.
    figures.restore = await build(false);
    log(`  ${kind}: rebuild after taking it away again ${describeBuild(figures.restore)}`);
  }
  if (figures.rebuild.error) log(figures.rebuild.error);
  return figures;
}

/** The site's build at N served by nginx (deploy/nginx/site.conf), and what must hold of it (scale-checks.ts). */
async function checkSite(dir, n, { log, helpers, teachingsDir }) {
  return withBrowser(helpers, helpers.serveWithNginx, dir, (browser, port) =>
    runScaleChecks({ siteDir: dir, teachingsDir, n, origin: `http://localhost:${port}`, browser }, log),
  );
}

function describeBuild(build) {
  if (build.ok)
    return `${build.seconds} s (peak ${build.peakMB} MB; ${build.queries ?? "no"} page queries run, ${build.pages ?? "no"} pages written)`;
  return build.timedOut ? `did not finish in ${build.capMinutes} min` : "FAILED";
}

// ---------------------------------------------------------------------------------------------------
// The table

const number = (value) => value.toLocaleString("en-US");
const duration = (seconds) => (seconds < 120 ? `${seconds.toFixed(1)} s` : `${(seconds / 60).toFixed(1)} min`);

/** The cells of one builder, in the table's column order. */
function cells(figures) {
  const { build, rebuild, list, browser, pageData, articleFirst, articleLast, articleFirstVisit, listIndex } =
    figures ?? {};
  if (!build) return Array(9).fill("not run");
  const buildCell = build.ok
    ? duration(build.seconds)
    : build.timedOut
      ? `did not finish in ${build.capMinutes} min`
      : "failed";
  // A build stopped by its cap had not reached its peak yet.
  const memory = `${build.timedOut ? "≥ " : ""}${number(build.peakMB)} MB`;
  if (!build.ok) return [buildCell, memory, "—", "—", "—", "—", "—", "—", "—"];
  const rebuildCell = rebuild.ok ? duration(rebuild.seconds) : rebuild.timedOut ? "did not finish" : "failed";
  if (!list) return [buildCell, memory, rebuildCell, "not measured", "—", "—", "—", "—", "—"];
  const largest = pageData.largest;
  return [
    buildCell,
    memory,
    rebuildCell,
    `${list.totalKB} KB`,
    browser.domNodes === undefined ? "—" : number(browser.domNodes),
    `${largest.KB} KB (${largest.gzipKB} gzip) \`${largest.page}\``,
    `${articleFirst?.KB ?? "—"} / ${articleLast?.KB ?? "—"} KB`,
    `${articleFirstVisit.totalKB} KB`,
    listIndex ? `${listIndex.gzipKB} KB` : "none",
  ];
}

const COLUMNS = [
  "cold build",
  "peak memory",
  "rebuild +1",
  "`/ensinamentos/` gzip",
  "`/ensinamentos/` DOM nodes",
  "largest page-data",
  "article page-data, first / last",
  "article first visit gzip",
  "list index gzip (first filter)",
];

/** The checks of scale-checks.ts at one N, as the table's note reads them. */
function describeChecks(checks) {
  if (!checks) return "not checked (no build)";
  const failed = checks.filter((check) => !check.ok);
  if (failed.length === 0) return `${checks.length} checks passed`;
  return `${failed.length} of ${checks.length} checks FAILED: ${failed.map((check) => check.name).join("; ")}`;
}

function markdown(rows, { date, cpus }) {
  const header = ["N", ...COLUMNS.flatMap((column) => [`${column}, site`, "bare"])];
  const target = [
    "target at 10,000",
    `≤ ${TARGETS.buildSeconds / 60} min`,
    "",
    `≤ ${TARGETS.peakMB / 1024} GB`,
    "",
    `≤ ${TARGETS.rebuildSeconds} s`,
    "",
    `≤ ${TARGETS.listKB} KB`,
    "",
    `≤ ${number(TARGETS.listDomNodes)}`,
    "",
    "",
    "",
    "same at every N",
    "",
    "same at every N",
    "",
    "",
    "",
  ];
  const lines = [
    `Scale, measured on ${date.slice(0, 10)} (${cpus} cores, \`npm run bench -- --only=scale --sizes=${rows.map((row) => row.n).join(",")}\`):`,
    "",
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    `| ${target.join(" | ")} |`,
    ...rows.map((row) => {
      const site = cells(row.site);
      const bare = cells(row.bare);
      return `| ${number(row.n)} | ${site.flatMap((cell, index) => [cell, bare[index]]).join(" | ")} |`;
    }),
    "",
    "Site: this project; bare: a Gatsby + MDX site with the same dependencies and the same files, one page per",
    "teaching and a list page with every title and summary. Peak memory: the summed resident memory (RSS) of",
    "the build's process tree, sampled every 250 ms. Rebuild +1: `gatsby build` on the cold build's `.cache` and",
    "`public` after one teaching is added. `/ensinamentos/` gzip: gzip -9 of its HTML, first-load JavaScript,",
    "page data, app data and static query results; DOM nodes: elements in Chromium once it is usable, before",
    "any interaction. Article: `/ensinamento/ensinamento-1/`, the same file at every N, and the last",
    "teaching's page (bodies are 300 to 3,000 words); its first visit counts the same files as the list's.",
    "List index: what the list downloads at a visitor's first search or filter when the archive is larger than",
    "one page (every teaching's card text and filter fields; the bare site has none).",
    "",
    ...rows.map(
      (row) =>
        `- N = ${number(row.n)}: ${duration(row.totalSeconds)} end to end (generation ${row.generateSeconds} s); ${describeChecks(row.site?.checks)}.` +
        (row.translated
          ? ` With ${number(row.translated.count)} of them translated into English: cold build ${describeBuild(row.translated.build)}, peak ${number(row.translated.build.peakMB)} MB (without: ${row.site.build.ok ? duration(row.site.build.seconds) : "failed"}, ${number(row.site.build.peakMB)} MB).`
          : ""),
    ),
  ];
  return `${lines.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------------

/**
 * For each N: generate N + 1 teachings and set the last apart (the one a rebuild adds), then the site
 * and the bare site, each built cold, measured and rebuilt. The site's builds are capped at
 * `site-cap-minutes` (45), the bare site's at `bare-cap-minutes` (30).
 */
export async function runScale({ root, sizes, args, work, resultsDir, results, log, env, helpers }) {
  const siteCap = Number(args["site-cap-minutes"] ?? 45);
  const bareCap = Number(args["bare-cap-minutes"] ?? 30);
  // `--builders=site` leaves the bare site out (its figures do not change with this project's code).
  const builders = (args.builders ?? "site,bare").split(",");
  const translated = Number(args.translated ?? 0);
  log(`\n== Scale: N teachings (site builds capped at ${siteCap} min, bare builds at ${bareCap} min) ==`);
  const release = stopOnInterrupt();
  const measuredOn = { date: results.date, cpus: results.machine.cpus };
  results.scale = [];
  for (const n of sizes) {
    const started = process.hrtime.bigint();
    const elapsed = () => +(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    log(`N = ${n}`);
    // The generator makes each teaching from its number alone: N + 1 of them are the N that
    // generateTeachings(N) writes plus the one the rebuild adds, set apart beside the directory.
    const teachingsDir = copies.generateTeachings(root, path.join(work, `teachings-${n}`), n + 1);
    const extraTeaching = path.join(work, `teachings-${n}.extra`, `ensinamento-${n + 1}.mdx`);
    fs.rmSync(path.dirname(extraTeaching), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(extraTeaching), { recursive: true });
    fs.renameSync(path.join(teachingsDir, path.basename(extraTeaching)), extraTeaching);
    const row = { n, generateSeconds: elapsed() };
    const context = { log, helpers, teachingsDir, extraTeaching };

    const site = helpers.copyProject(`site-${n}`);
    row.site = await measureBuilder("site", site, n, {
      ...context,
      buildEnv: { ...env, ENSINAMENTOS_DIR: teachingsDir },
      capMinutes: siteCap,
    });
    // The same N with some of its teachings translated (`--translated=1000`): the cost of the reviewed
    // translations' nodes, pages, feed and search index (docs/translation.md), against the build above.
    if (translated > 0 && row.site.build.ok) {
      const withTranslations = helpers.copyProject(`site-${n}-traduzido`);
      const count = Math.min(translated, n);
      copies.generateTranslations(withTranslations, teachingsDir, count, "en");
      const build = await gatsbyBuild(helpers.gatsbyBin, withTranslations, {
        env: { ...env, ENSINAMENTOS_DIR: teachingsDir },
        cold: true,
        capMinutes: siteCap,
      });
      row.translated = { count, build };
      log(`  site with ${count} teachings translated into English: cold build ${describeBuild(build)}`);
      if (!build.ok) process.exitCode = 1;
    }
    if (builders.includes("bare")) {
      const bare = helpers.bareSite(`bare-${n}`, teachingsDir);
      row.bare = await measureBuilder("bare", bare, n, { ...context, buildEnv: env, capMinutes: bareCap });
    }

    row.totalSeconds = elapsed();
    results.scale.push(row);
    log(`  N = ${n} took ${duration(row.totalSeconds)}`);
    const failedChecks = (row.site.checks ?? []).filter((check) => !check.ok);
    if (!row.site.build.ok || (row.site.rebuild && !row.site.rebuild.ok) || failedChecks.length > 0)
      process.exitCode = 1;
    // Written after every N, so that a long run interrupted keeps what it measured.
    fs.writeFileSync(path.join(resultsDir, "scale.md"), markdown(results.scale, measuredOn));
  }
  release();
  log(`\n${markdown(results.scale, measuredOn)}`);
  log(`written ${path.relative(root, path.join(resultsDir, "scale.md"))}`);
}
