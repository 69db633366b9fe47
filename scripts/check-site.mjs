#!/usr/bin/env node
// Checks the production build in public/ (or the folder --root names, as .exemplos/public):
//  1. every page passes the Nu HTML Checker (vnu-jar, on the machine's Java) with no errors;
//  2. every internal link and resource the pages reference resolves to a file of the build, a
//     client-only route or the embedded API; the one deliberate exception is the spec's /login;
//  3. no script of the build carries Gatsby's Partytown plugin, which the production bundle leaves
//     out (src/buildtime/hooks/on-create-webpack-config.ts).
// Exits non-zero on any problem. `npm test` runs it after the build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const root = path.resolve(import.meta.dirname, "..");
const rootArgument = process.argv.find((arg) => arg.startsWith("--root="));
const publicDir = path.resolve(root, rootArgument ? rootArgument.slice("--root=".length) : "public");
const require = createRequire(import.meta.url);

/** Links that point nowhere on purpose: docs/behaviour.md: Texts sends a 401 to /login, which is the 404 page. */
const DELIBERATELY_MISSING = new Set(["/login", "/login/"]);
/** Client-only routes, answered by the host's rewrites (and by `gatsby serve`). */
const DYNAMIC = [/^\/ensinos\/[^/]+\/?$/, /^\/cursos\/[^/]+\/?$/, /^\/livros\/[^/]+\/?$/];

/**
 * An edition's e-mail (src/buildtime/editions/files.ts) is HTML for mail programs, in their dialect
 * (layout tables, Outlook's conditional comments), which the checker would call obsolete: MJML's own
 * strict validation checks it as the build writes it, and its addresses are all absolute.
 */
const EDITION_EMAIL = /[\\/]boletins[\\/]\d+[\\/]email\.html$/;

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["page-data", "static", "_gatsby", "~partytown"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") && !EDITION_EMAIL.test(full) ? [full] : [];
  });
}

const pages = htmlFiles(publicDir);
if (pages.length === 0) {
  console.error(
    `${path.relative(root, publicDir)}/ has no pages: run \`npm run build\` (or \`npm run build:exemplos\`) first.`,
  );
  process.exit(1);
}
let failed = false;

// 1. Nu HTML Checker
const vnu = require("vnu-jar");
// Java's quick compiler alone (-XX:TieredStopAtLevel=1): a run this short ends before the optimizing
// compiler's work pays for itself, and the check takes half the CPU (12 s instead of 24 over both builds).
// The checker then needs a deeper stack than the 512 KB it asks for (1 MB overflowed, 2 MB was enough);
// an overflow leaves no report, which fails the check (checkerProblems).
const result = spawnSync(
  "java",
  ["-Xss4m", "-XX:TieredStopAtLevel=1", "-jar", vnu, "--errors-only", "--format", "json", ...pages],
  {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  },
);
if (result.error) {
  console.error(`Could not run java for the Nu HTML Checker: ${result.error.message}`);
  process.exit(1);
}
/**
 * The checker's report: errors in the pages, and "non-document-error"s, where it could not read or
 * parse a page at all. A report that is not JSON, or an exit status that the report does not explain,
 * is a failure of the check itself, never a pass.
 */
function checkerProblems() {
  let report;
  try {
    report = JSON.parse(result.stderr);
  } catch {
    return [`the Nu HTML Checker exited with status ${result.status} without a report: ${result.stderr.slice(0, 500)}`];
  }
  const problems = report.messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => {
      const file = message.url ? path.relative(root, decodeURIComponent(new URL(message.url).pathname)) : "?";
      return `HTML ${file}:${message.lastLine ?? "?"}: ${message.type === "error" ? "" : `(${message.type}) `}${message.message}`;
    });
  if (result.status !== 0 && problems.length === 0) {
    problems.push(`the Nu HTML Checker exited with status ${result.status} and reported no error`);
  }
  return problems;
}

const htmlProblems = checkerProblems();
for (const problem of htmlProblems) console.error(problem);
if (htmlProblems.length > 0) failed = true;
console.log(`Nu HTML Checker: ${pages.length} pages, ${htmlProblems.length} errors`);

// 2. Internal links and resources
function resolves(urlPath) {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  if (DELIBERATELY_MISSING.has(clean) || DYNAMIC.some((pattern) => pattern.test(clean))) return true;
  const target = path.join(publicDir, clean);
  if (!target.startsWith(publicDir)) return false;
  if (clean.endsWith("/")) return fs.existsSync(path.join(target, "index.html"));
  return fs.existsSync(target) && fs.statSync(target).isFile();
}

let checked = 0;
const broken = [];
for (const page of pages) {
  const html = fs.readFileSync(page, "utf8");
  const urls = new Set();
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/\ssrcset="([^"]+)"/g)) {
    for (const candidate of match[1].split(",")) urls.add(candidate.trim().split(/\s+/)[0]);
  }
  for (const url of urls) {
    if (!url.startsWith("/") || url.startsWith("//")) continue;
    checked += 1;
    if (!resolves(url)) broken.push(`${path.relative(root, page)}: ${url}`);
  }
}
for (const line of broken) console.error(`broken link ${line}`);
console.log(`Internal links: ${checked} checked across ${pages.length} pages, ${broken.length} broken`);
if (broken.length > 0) failed = true;

// 3. Scripts
const scripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"));
const withPartytown = scripts.filter((name) =>
  fs.readFileSync(path.join(publicDir, name), "utf8").includes("text/partytown"),
);
for (const name of withPartytown) console.error(`public/${name} carries Gatsby's Partytown plugin`);
console.log(`Scripts: ${scripts.length} checked, ${withPartytown.length} with Partytown`);
if (scripts.length === 0 || withPartytown.length > 0) failed = true;

process.exit(failed ? 1 : 0);
