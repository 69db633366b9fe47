#!/usr/bin/env node
// Benchmarks of the site, with a bare Gatsby build from the same dependencies as the floor.
//
//   npm run bench                        every part
//   npm run bench -- --only=build,scale  some parts (build, scale, keystroke, search, lighthouse, load)
//   npm run bench -- --sizes=3,100       other N for the scale part (bench-scale.mjs; its builds are capped
//                                        at --site-cap-minutes=45 and --bare-cap-minutes=30; --builders=site
//                                        leaves the bare site out)
//   npm run bench -- --lighthouse-runs=3 Lighthouse runs per route (median reported; default 5)
//   npm run bench -- --only=load         100 connections for 30 s per path on gatsby serve and nginx
//                                        (--load-seconds=N, --connections=N to change them)
//
// Every build happens in a copy under .bench/ (inside the project, so node_modules resolves), never in
// the project's own public/. Results: a table on stdout and bench-results/bench.json.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
import { VIEWPORTS } from "../e2e/support/routes.ts";
import * as copies from "../e2e/support/site-copies.ts";

const root = path.resolve(import.meta.dirname, "..");
const work = path.join(root, ".bench");
const resultsDir = path.join(root, "bench-results");
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const parts = (args.only ?? "build,scale,keystroke,search,lighthouse,load").split(",");
const sizes = (args.sizes ?? "3,100,1000").split(",").map(Number);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
const results = { date: new Date().toISOString(), node: process.version, machine: machineInfo() };

function machineInfo() {
  const cpus = spawnSync("nproc", { encoding: "utf8" }).stdout.trim();
  return { cpus: Number(cpus) || null };
}

function log(message) {
  process.stdout.write(`${message}\n`);
}

const gatsbyBin = path.join(root, "node_modules", ".bin", "gatsby");

/** Cold build (no .cache, no public) of a copy under .bench/; resolves with its seconds. */
const coldBuild = (dir, extraEnv) => copies.coldBuild(root, dir, extraEnv);

/** A copy of the project's sources under .bench/<name>, to build in isolation. */
const copyProject = (name) => copies.copyProject(root, path.join(work, name));

/** The floor: a bare Gatsby site with the same plugins, optionally with the teachings as plain MDX pages. */
function bareSite(name, teachingsDir) {
  const target = path.join(work, name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.join(target, "src", "pages"), { recursive: true });
  fs.mkdirSync(path.join(target, "src", "templates"), { recursive: true });
  // Same versions as the site: the floor differs only in what the site adds on top.
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const pick = [
    "gatsby",
    "react",
    "react-dom",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-mdx",
    "gatsby-source-filesystem",
    "@mdx-js/react",
  ];
  fs.writeFileSync(
    path.join(target, "package.json"),
    JSON.stringify({
      name,
      private: true,
      dependencies: Object.fromEntries(pick.map((dep) => [dep, dependencies[dep]])),
    }),
  );
  const sources = teachingsDir
    ? `{ resolve: "gatsby-source-filesystem", options: { name: "ensinamentos", path: ${JSON.stringify(teachingsDir)} } },`
    : "";
  fs.writeFileSync(
    path.join(target, "gatsby-config.js"),
    `module.exports = { plugins: ["gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp", "gatsby-plugin-mdx", ${sources}] };\n`,
  );
  if (teachingsDir) {
    fs.writeFileSync(
      path.join(target, "gatsby-node.js"),
      `const path = require("path");
exports.createPages = async ({ graphql, actions }) => {
  const { data } = await graphql("{ allMdx { nodes { id frontmatter { slug } internal { contentFilePath } } } }");
  const template = path.resolve("src/templates/post.js");
  for (const node of data.allMdx.nodes) {
    actions.createPage({ path: "/ensinamento/" + node.frontmatter.slug + "/", component: template + "?__contentFilePath=" + node.internal.contentFilePath, context: { id: node.id } });
  }
};\n`,
    );
    fs.writeFileSync(
      path.join(target, "src", "templates", "post.js"),
      `import * as React from "react";
import { graphql } from "gatsby";
export default function Post({ data, children }) { return <article><h1>{data.mdx.frontmatter.titulo}</h1>{children}</article>; }
export const query = graphql\`query ($id: String!) { mdx(id: { eq: $id }) { frontmatter { titulo } } }\`;
export const Head = ({ data }) => <title>{data.mdx.frontmatter.titulo}</title>;\n`,
    );
    fs.writeFileSync(
      path.join(target, "src", "pages", "ensinamentos.js"),
      `import * as React from "react";
import { graphql, Link } from "gatsby";
export default function List({ data }) {
  return <main><h1>Ensinamentos</h1>{data.allMdx.nodes.map((n) => <article key={n.id}><h2><Link to={"/ensinamento/" + n.frontmatter.slug + "/"}>{n.frontmatter.titulo}</Link></h2><p>{n.frontmatter.resumo}</p></article>)}</main>;
}
export const query = graphql\`{ allMdx(sort: { frontmatter: { data: DESC } }) { nodes { id frontmatter { titulo resumo slug autor tempo_leitura data } } } }\`;
export const Head = () => <title>Ensinamentos</title>;\n`,
    );
  }
  fs.writeFileSync(
    path.join(target, "src", "pages", "index.js"),
    `import * as React from "react";
export default function Index() { return <main><h1>Página</h1><p>Uma página Gatsby sem nada além do necessário.</p></main>; }
export const Head = () => (<><html lang="pt-BR" /><title>Página</title><meta name="description" content="Página mínima." /></>);\n`,
  );
  return target;
}

/**
 * JavaScript a first visit to a page downloads: the scripts its HTML references (runtime, framework,
 * app) plus the chunks of its page component, which the app fetches at once (Gatsby's chunk map,
 * public/chunk-map.json, keyed by the componentChunkName of the page data).
 */
function firstLoadJs(publicDir, page) {
  const htmlFile = path.join(publicDir, page.replace(/^\//, ""), page.endsWith(".html") ? "" : "index.html");
  const html = fs.readFileSync(htmlFile, "utf8");
  const scripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]));
  const chunkMap = path.join(publicDir, "chunk-map.json");
  const pageData = path.join(
    publicDir,
    "page-data",
    page === "/" ? "index" : page.replace(/^\/|\/$/g, ""),
    "page-data.json",
  );
  if (fs.existsSync(chunkMap) && fs.existsSync(pageData)) {
    const chunks = JSON.parse(fs.readFileSync(chunkMap, "utf8"));
    const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8"));
    for (const file of chunks[componentChunkName] ?? []) scripts.add(file);
  }
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const content = fs.readFileSync(path.join(publicDir, src.replace(/^\//, "")));
    raw += content.length;
    gzip += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { scripts: scripts.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1), gzipBytes: gzip };
}

const PAGES = [
  "/",
  "/quem-somos/",
  "/ensinamentos/",
  "/ensinamento/vida-nao-tem-marcha-re/",
  "/ensinos/[id]/",
  "/cursos/",
  "/cursos/[id]/",
  "/livros/",
  "/livros/[id]/",
  "/contato/",
  "/busca/",
  "/404.html",
];

async function benchBuild() {
  log("\n== Cold build and first-load JavaScript ==");
  const site = copyProject("site");
  const siteSeconds = await coldBuild(site);
  const bare = bareSite("bare");
  const bareSeconds = await coldBuild(bare);
  const floor = firstLoadJs(path.join(bare, "public"), "/");
  const pages = PAGES.map((page) => ({ page, ...firstLoadJs(path.join(site, "public"), page) }));
  results.build = { siteSeconds: +siteSeconds.toFixed(1), bareSeconds: +bareSeconds.toFixed(1), floor, pages };
  log(`cold build: site ${siteSeconds.toFixed(1)} s, bare Gatsby page ${bareSeconds.toFixed(1)} s`);
  log(`first-load JS (gzip -9), bare Gatsby page: ${floor.gzipKB} KB (${floor.rawKB} KB raw)`);
  log("page".padEnd(40) + "scripts  raw KB  gzip KB  x floor");
  for (const row of pages) {
    log(
      `${row.page.padEnd(40)}${String(row.scripts).padStart(7)}${String(row.rawKB).padStart(8)}${String(row.gzipKB).padStart(9)}${(row.gzipKB / floor.gzipKB).toFixed(3).padStart(9)}`,
    );
  }
  // The budget of every route (DEVELOPERS.md): within 1.15 times the bare page. A route over it fails
  // the benchmark, so that a change that pushes it over cannot pass unnoticed.
  const over = pages.filter((row) => row.gzipKB > floor.gzipKB * FIRST_LOAD_BUDGET);
  for (const row of over) log(`OVER BUDGET: ${row.page} ${row.gzipKB} KB > ${FIRST_LOAD_BUDGET} x ${floor.gzipKB} KB`);
  if (over.length > 0) process.exitCode = 1;
}

const FIRST_LOAD_BUDGET = 1.15;

/** N synthetic teachings under .bench/teachings-N (the generator the header-size test uses too). */
const generateTeachings = (n) => copies.generateTeachings(root, path.join(work, `teachings-${n}`), n);

async function benchScale() {
  const { runScale } = await import("./bench-scale.mjs");
  const helpers = { gatsbyBin, copyProject, bareSite, firstLoadJs, serve, stop, launchBrowser };
  await runScale({ root, sizes, args, work, resultsDir, results, log, env, helpers });
}

/**
 * The full-text search of /busca/ over the same N synthetic teachings: for each key typed, the time
 * from the key to the next paint that shows the results of what the box then holds (the live count
 * names the words, so each result is matched to its key), and the bytes the index costs: a first
 * search on a fresh page (Pagefind's script, its WebAssembly, the index's entry, the chunks of the
 * words and the first ten results), then one more search on the same page.
 */
async function benchSearch() {
  const n = Number(args["keystroke-size"] ?? 1000);
  log(`\n== Full-text search over ${n} teachings ==`);
  const site = path.join(work, `site-${n}`);
  if (!fs.existsSync(path.join(site, "public/busca/index.html"))) {
    const teachings = generateTeachings(n);
    copyProject(`site-${n}`);
    await coldBuild(site, { TEACHINGS_DIR: teachings });
  }
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

async function serve(dir, port) {
  const child = spawn(gatsbyBin, ["serve", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    env,
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  stop(child);
  throw new Error("gatsby serve did not start");
}

function stop(child) {
  try {
    process.kill(-child.pid);
  } catch {
    // already gone
  }
}

async function launchBrowser() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

async function benchKeystroke() {
  const n = Number(args["keystroke-size"] ?? 1000);
  log(`\n== Search keystroke over ${n} teachings ==`);
  const site = path.join(work, `site-${n}`);
  if (!fs.existsSync(path.join(site, "public/ensinamentos/index.html"))) {
    const teachings = generateTeachings(n);
    copyProject(`site-${n}`);
    await coldBuild(site, { TEACHINGS_DIR: teachings });
  }
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
 * rendered, then down again from the top. Cards off screen are skipped (content-visibility) and sized
 * by an estimate until they come near; an estimate far from the real size would move what is on screen.
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

async function benchLighthouse() {
  const { runLighthouse } = await import("./lighthouse.mjs");
  const runs = Number(args["lighthouse-runs"] ?? 5);
  await runLighthouse({ work, results, log, copyProject, bareSite, coldBuild, serve, stop, runs });
}

/** Starts the repository's nginx configuration (e2e/support/nginx.mjs) on a build; resolves once it answers. */
async function serveWithNginx(dir, port) {
  const child = spawn(
    process.execPath,
    [path.join(root, "e2e/support/nginx.mjs"), `--port=${port}`, `--root=${path.join(dir, "public")}`],
    {
      stdio: "ignore",
      detached: true,
    },
  );
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error("nginx did not start (is it installed? apt-get install nginx-light)");
}

/**
 * Load: N connections for S seconds on each path, one path at a time, against `gatsby serve` and
 * nginx serving the same build. Browsers' headers: pages ask for HTML, the API for JSON, both
 * accept gzip. A status other than the path's expected one counts as unexpected.
 */
async function benchLoad() {
  const seconds = Number(args["load-seconds"] ?? 30);
  const connections = Number(args.connections ?? 100);
  log(`\n== Load: ${connections} connections for ${seconds} s per path ==`);
  const site = path.join(work, "site");
  if (!fs.existsSync(path.join(site, "public", "index.html"))) {
    copyProject("site");
    await coldBuild(site);
  }
  const targets = [
    { path: "/", status: 200, accept: "text/html" },
    { path: "/ensinamentos/", status: 200, accept: "text/html" },
    { path: "/api/ensinos/1", status: 200, accept: "application/json" },
    { path: "/api/ensinos/999", status: 404, accept: "application/json" },
  ];
  const servers = [
    { name: "gatsby serve", port: 9300, start: (port) => serve(site, port) },
    { name: "nginx", port: 9301, start: (port) => serveWithNginx(site, port) },
  ];
  results.load = { connections, seconds, rows: [] };
  for (const server of servers) {
    const child = await server.start(server.port);
    try {
      for (const target of targets) {
        const result = await autocannon({
          url: `http://127.0.0.1:${server.port}${target.path}`,
          connections,
          duration: seconds,
          timeout: 10,
          headers: { accept: target.accept, "accept-encoding": "gzip" },
        });
        const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + Number(count), 0);
        const expected = Number(result.statusCodeStats?.[target.status]?.count ?? 0);
        results.load.rows.push({
          server: server.name,
          path: target.path,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          unexpectedStatuses: answered - expected,
        });
      }
    } finally {
      stop(child);
    }
  }
  log(
    "server".padEnd(14) +
      "path".padEnd(20) +
      "req/s".padStart(8) +
      "p99 ms".padStart(9) +
      "errors".padStart(8) +
      "unexpected".padStart(12) +
      "  x of /",
  );
  for (const row of results.load.rows) {
    const home = results.load.rows.find((other) => other.server === row.server && other.path === "/");
    log(
      `${row.server.padEnd(14)}${row.path.padEnd(20)}${String(row.requestsPerSecond).padStart(8)}${String(row.p99Ms).padStart(9)}` +
        `${String(row.errors).padStart(8)}${String(row.unexpectedStatuses).padStart(12)}  ${(row.requestsPerSecond / home.requestsPerSecond).toFixed(2)}`,
    );
  }
}

fs.mkdirSync(work, { recursive: true });
fs.mkdirSync(resultsDir, { recursive: true });
if (parts.includes("build")) await benchBuild();
if (parts.includes("scale")) await benchScale();
if (parts.includes("keystroke")) await benchKeystroke();
if (parts.includes("search")) await benchSearch();
if (parts.includes("lighthouse")) await benchLighthouse();
if (parts.includes("load")) await benchLoad();
fs.writeFileSync(path.join(resultsDir, "bench.json"), `${JSON.stringify(results, null, 2)}\n`);
log(`\nwritten ${path.relative(root, path.join(resultsDir, "bench.json"))}`);
