// What the benchmark's parts share (scripts/bench/index.mjs runs them): the folders, the copies of the
// site under .bench/ and the bare Gatsby site they are measured against, the servers and the browser.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { setTimeout as sleep } from "node:timers/promises";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.ts";
import { EXAMPLE_ROUTES, EXAMPLES_BUILD_ENV } from "../lib/routes.ts";
import * as copies from "../lib/site-copies.ts";
import { gatsbyBuild, stopOnInterrupt } from "./builds.mjs";

export const root = path.resolve(import.meta.dirname, "../..");
/** Every build happens in a copy under .bench/ (inside the project, so node_modules resolves). */
export const work = path.join(root, ".bench");
export const resultsDir = path.join(root, "bench-results");
export const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
export const gatsbyBin = path.join(root, "node_modules", ".bin", "gatsby");

export function log(message) {
  process.stdout.write(`${message}\n`);
}

export function machineInfo() {
  const cpus = spawnSync("nproc", { encoding: "utf8" }).stdout.trim();
  return { cpus: Number(cpus) || null };
}

/** Cold build (no .cache, no public) of a copy under .bench/; resolves with its seconds. */
export const coldBuild = (dir, extraEnv) => copies.coldBuild(root, dir, extraEnv);

/** A copy of the project's sources under .bench/<name>, to build in isolation. */
export const copyProject = (name) => copies.copyProject(root, path.join(work, name));

/** N synthetic teachings under .bench/teachings-N (the generator the header-size test uses too). */
const generateTeachings = (n) => copies.generateTeachings(root, path.join(work, `teachings-${n}`), n);

/** A copy of the site with N synthetic teachings under .bench/site-N, built once and kept. */
export async function siteWithTeachings(n, needed) {
  const site = path.join(work, `site-${n}`);
  if (!fs.existsSync(path.join(site, "public", needed))) {
    const teachings = generateTeachings(n);
    copyProject(`site-${n}`);
    await coldBuild(site, { ENSINAMENTOS_DIR: teachings });
  }
  return site;
}

/** The examples of docs/exemplos/: an available course with its lessons, available books with chapters and files. */
const examplesDir = path.join(root, "docs", "exemplos");

/**
 * A copy of the site built with the examples beside content/ (as `npm run build:exemplos` builds it),
 * under .bench/site-exemplos, so that the pages of a course, a lesson, a book and a chapter exist:
 * the published content has none. Built cold when `fresh` or not built yet, and stopped after
 * `capMinutes`; resolves with the copy and, when it built it, the build's seconds.
 */
export async function siteWithExamples({ fresh = false, capMinutes = 15 } = {}) {
  const site = path.join(work, "site-exemplos");
  const built = () => EXAMPLE_ROUTES.every((page) => fs.existsSync(path.join(site, "public", page, "index.html")));
  if (!fresh && built()) return { site };
  copyProject("site-exemplos");
  const release = stopOnInterrupt();
  try {
    const build = await gatsbyBuild(gatsbyBin, site, {
      env: { ...env, ...EXAMPLES_BUILD_ENV, CONTENT_EXTRA_DIR: examplesDir },
      cold: true,
      capMinutes,
    });
    if (!build.ok) {
      throw new Error(
        build.timedOut
          ? `the build with the examples did not finish in ${capMinutes} min`
          : `the build with the examples failed: ${build.error}`,
      );
    }
    if (!built()) throw new Error(`the build with the examples has not all of ${EXAMPLE_ROUTES.join(", ")}`);
    return { site, seconds: build.seconds };
  } finally {
    release();
  }
}

/** The floor: a bare Gatsby site with the same plugins, optionally with the teachings as plain MDX pages. */
export function bareSite(name, teachingsDir) {
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
 * app) plus the chunks of its page component, which the app fetches at once: the component's own file,
 * from Gatsby's chunk mapping (kept in the page as a JSON data block by the site's build, written inline
 * by a bare build, or in chunk-map.json, which the site's build does not publish), keyed by the page
 * data's componentChunkName, and the chunks webpack split out of it and shares with other pages
 * (componentChunkFiles below), which that mapping leaves out.
 */
export function firstLoadJs(publicDir, page) {
  const htmlFile = path.join(publicDir, page.replace(/^\//, ""), page.endsWith(".html") ? "" : "index.html");
  const html = fs.readFileSync(htmlFile, "utf8");
  const scripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]));
  // The scripts the page's loader starts (src/buildtime/inline-scripts.ts): a JSON list in its data-start.
  for (const [, list] of html.matchAll(/<script data-start="([^"]*)"/g))
    for (const src of JSON.parse(list.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&amp;", "&")))
      scripts.add(src);
  const pageData = path.join(
    publicDir,
    "page-data",
    page === "/" ? "index" : page.replace(/^\/|\/$/g, ""),
    "page-data.json",
  );
  const chunks = chunkMapping(publicDir, html);
  if (chunks && fs.existsSync(pageData)) {
    const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8"));
    for (const file of chunks[componentChunkName] ?? []) scripts.add(file);
    for (const file of componentChunkFiles(publicDir, scripts, componentChunkName)) scripts.add(file);
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

/**
 * Every file of the chunks a page's component comes with, its own included: the app's table of page
 * components asks webpack for each (`"component---…":()=>Promise.all([n.e(869),n.e(968),n.e(339)])…`),
 * and webpack's runtime names each chunk's file (its `.u`: a name, or the chunk's id, then its hash); a
 * chunk the runtime starts with as installed (one of CSS alone) has no file. Both are minified output,
 * so a shape not found stops the benchmark instead of counting less than the page downloads.
 */
function componentChunkFiles(publicDir, scripts, componentChunkName) {
  const read = (pattern) => {
    const file = [...scripts].find((src) => pattern.test(src));
    if (!file) throw new Error(`firstLoadJs: no script matches ${pattern} among ${[...scripts].join(", ")}`);
    return fs.readFileSync(path.join(publicDir, file.replace(/^\//, "")), "utf8");
  };
  const name = componentChunkName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const entry = new RegExp(
    `"${name}":(?:\\(\\)=>|function\\(\\)\\{return )(?:Promise\\.all\\(\\[([^\\]]*)\\]\\)|\\w+\\.e\\((\\d+)\\))`,
  ).exec(read(/\/app-[^/]*\.js$/));
  if (!entry) throw new Error(`firstLoadJs: the app does not load ${componentChunkName} in a known shape`);
  const ids = entry[1] ? [...entry[1].matchAll(/\w+\.e\((\d+)\)/g)].map((match) => match[1]) : [entry[2]];
  // `.u` is `function(e){return(NAMES)+"-"+HASHES+".js"}`, each a table (`{293:"…",…}[e]`) or, for one
  // chunk, a comparison (`293===e?"…":e`); a chunk without a name is named by its id.
  const runtime = read(/\/webpack-runtime-[^/]*\.js$/);
  const naming = /\.u=function\(e\)\{return(.*?)\+"-"\+(.*?)\+"\.js"\}/.exec(runtime);
  if (!naming) throw new Error("firstLoadJs: webpack's runtime names its chunks in an unknown shape");
  const table = (text) =>
    Object.fromEntries([...text.matchAll(/(\d+)(?::|===e\?)"([^"]*)"/g)].map(([, id, value]) => [id, value]));
  const [names, hashes] = [table(naming[1]), table(naming[2])];
  // A chunk with no file is one the runtime starts with as installed (`{311:0,869:0}`); any other is a
  // shape this reading does not know.
  for (const id of ids.filter((chunk) => hashes[chunk] === undefined))
    if (!new RegExp(`[{,]${id}:0[,}]`).test(runtime))
      throw new Error(`firstLoadJs: chunk ${id} of ${componentChunkName} has no file in webpack's runtime`);
  return ids.filter((id) => hashes[id] !== undefined).map((id) => `/${names[id] ?? id}-${hashes[id]}.js`);
}

function chunkMapping(publicDir, html) {
  const block = /<script id="gatsby-chunk-mapping-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (block) return JSON.parse(block[1]);
  const inline = /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/.exec(html);
  if (inline) return JSON.parse(JSON.parse(inline[1]));
  const file = path.join(publicDir, "chunk-map.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

/**
 * Refuses a port something already answers on: a server left by an interrupted run would otherwise be
 * measured in place of the one about to start.
 */
async function ensurePortFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
  } catch {
    return;
  }
  throw new Error(`port ${port} already answers: stop what listens on it (a server left by an interrupted run?)`);
}

export async function serve(dir, port) {
  await ensurePortFree(port);
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

export function stop(child) {
  try {
    process.kill(-child.pid);
  } catch {
    // already gone
  }
}

/** The address the site's service listens on, once its log says it (its stdout piped); rejects if it exits first. */
export function serviceAddress(service) {
  return new Promise((resolve, reject) => {
    let output = "";
    service.stdout.on("data", (chunk) => {
      output += chunk.toString();
      const match = /ouvindo em (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    service.once("exit", (code) => reject(new Error(`the service exited (${code}): ${output}`)));
  });
}

export async function launchBrowser() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Starts the repository's nginx configuration (scripts/nginx.mjs) on a build; resolves once it answers. */
export async function serveWithNginx(dir, port) {
  await ensurePortFree(port);
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/nginx.mjs"), `--port=${port}`, `--root=${path.join(dir, "public")}`],
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
