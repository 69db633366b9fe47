#!/usr/bin/env node
// `npm test`: the whole suite, phase by phase, ending with the time each phase took (docs/testing.md):
//   1. clean (`npm run clean`: a build over an earlier one leaves its chunks in public/);
//   2. the builds: the site (`npm run build`) and the site with the examples (`npm run build:exemplos`),
//      side by side (each is mostly one process on one core);
//   3. what needs no browser: the unit tests (jest), the built pages' check (the Nu HTML Checker, the
//      links, and the jest suites of __tests__/built/), the type check and lint's three parts, as many
//      at a time as the machine has cores, and one more (a part often waits on its disk or its JVM);
//   4. the browser tests (Playwright) alone, whose projects' times its reporter writes
//      (e2e/support/project-times.ts).
// Every part of a phase gets its share of the CPU: a check starved beside the browser tests (at
// `nice -n 19`, as they once ran) was still running after 680 s on a slower machine. It stops at the
// first phase that fails (in phase 3, at the first of its parts that fails), and prints the times of
// those that ran.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { concurrently } from "concurrently";

const root = path.resolve(import.meta.dirname, "..");
const PROJECT_TIMES = path.join(root, "test-results", "project-times.json");
/** Each phase's (or part's) name and seconds, in the order they ran. */
const times = [];

const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Commands side by side, at most `maxProcesses` at a time, each one's output together when it ends; the
 * others stopped when one fails.
 */
async function sideBySide(phase, commands, { maxProcesses = commands.length } = {}) {
  const started = performance.now();
  const { result } = concurrently(commands, {
    group: true,
    maxProcesses,
    killOthersOn: ["failure"],
    prefix: "[{name}]",
    cwd: root,
  });
  let closes;
  let failed = false;
  try {
    closes = await result;
  } catch (events) {
    closes = events;
    failed = true;
  }
  times.push([phase, seconds(started)]);
  for (const close of closes.sort((a, b) => a.index - b.index))
    times.push([
      `  ${close.command.name}${close.exitCode === 0 ? "" : ` (exit ${close.exitCode})`}`,
      Math.round(close.timings.durationSeconds * 10) / 10,
    ]);
  return !failed;
}

async function phase(name, command, args) {
  const started = performance.now();
  const code = await run(command, args);
  times.push([name + (code === 0 ? "" : ` (exit ${code})`), seconds(started)]);
  return code === 0;
}

function printTimes(total) {
  const rows = [...times, ["total", total]];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log("\nTime by phase (s):");
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value.toFixed(1).padStart(6)}`);
}

const started = performance.now();
const ok =
  (await phase("clean", "npm", ["run", "-s", "clean"])) &&
  // The site's without webpack's cache on disk, which the next run's clean throws away unread, as the
  // copy with the examples always does (docs/development.md, WEBPACK_CACHE).
  (await sideBySide("builds", [
    { name: "build", command: "npm run -s build", env: { WEBPACK_CACHE: "off" } },
    { name: "build:exemplos", command: "npm run -s build:exemplos" },
  ])) &&
  (await sideBySide(
    "unit tests, built pages and static checks",
    // The longest first, so that the shorter ones fill the cores as it goes on.
    ["test:unit", "check:site", "lint:code", "typecheck", "lint:imports", "lint:format"].map((name) => ({
      name: name.replace(/^test:/, ""),
      command: `npm run -s ${name}`,
    })),
    { maxProcesses: os.availableParallelism() + 1 },
  )) &&
  (await (async () => {
    fs.rmSync(PROJECT_TIMES, { force: true });
    const passed = await phase("browser tests", "npx", ["playwright", "test"]);
    // Each Playwright project's time under the browser tests' line.
    if (fs.existsSync(PROJECT_TIMES))
      for (const { project, seconds: value, tests } of JSON.parse(fs.readFileSync(PROJECT_TIMES, "utf8")))
        times.push([`  ${project} (${tests} tests)`, value]);
    return passed;
  })());
printTimes(seconds(started));
process.exitCode = ok ? 0 : 1;
