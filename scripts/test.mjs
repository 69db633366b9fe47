#!/usr/bin/env node
// `npm test`: the whole suite, phase by phase, ending with the time each phase took (docs/testing.md):
//   1. clean (`npm run clean`: a build over an earlier one leaves its chunks in public/);
//   2. the builds: the site (`npm run build`) and the site with the examples (`npm run build:exemplos`),
//      side by side (each is mostly one process on one core);
//   3. the unit tests (jest) and the built pages' check (the Nu HTML Checker, the links, and the jest
//      suites of __tests__/built/) side by side: some unit tests wait on real time (a server's start, a
//      timeout), so they run where nothing starves them;
//   4. the browser tests (Playwright), whose projects' times its reporter writes (e2e/support/project-times.ts),
//      with the type check and lint's three parts beside them at the lowest priority (`nice -n 19`): the
//      browser tests leave a core idle while their servers start, while the timed tests run alone and
//      while their last tests end, and the checks, which time nothing, take only those moments (in a
//      fresh clone's run they ended before the browser tests did).
// It stops at the first phase that fails (in phase 4, at the first of its parts that fails), and prints
// the times of those that ran.
import { spawn } from "node:child_process";
import fs from "node:fs";
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
 * Commands side by side, each one's output together when it ends (or, with `group` false, line by line
 * as it comes, each line prefixed with its command's name); the others stopped when one fails.
 */
async function sideBySide(phase, commands, { group = true } = {}) {
  const started = performance.now();
  const { result } = concurrently(commands, {
    group,
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
  (await sideBySide("builds", [
    { name: "build", command: "npm run -s build" },
    { name: "build:exemplos", command: "npm run -s build:exemplos" },
  ])) &&
  (await sideBySide("unit tests and built pages", [
    { name: "check:site", command: "npm run -s check:site" },
    { name: "unit", command: "npm run -s test:unit" },
  ])) &&
  (await (async () => {
    fs.rmSync(PROJECT_TIMES, { force: true });
    const passed = await sideBySide(
      "browser tests and static checks",
      [
        { name: "browser", command: "npx playwright test" },
        ...["typecheck", "lint:code", "lint:format", "lint:imports"].map((name) => ({
          name,
          command: `nice -n 19 npm run -s ${name}`,
        })),
      ],
      // The browser tests' lines as they come: a contributor sees them run.
      { group: false },
    );
    // Each Playwright project's time under the browser tests' own line.
    if (fs.existsSync(PROJECT_TIMES)) {
      const projects = JSON.parse(fs.readFileSync(PROJECT_TIMES, "utf8")).map(({ project, seconds: value, tests }) => [
        `    ${project} (${tests} tests)`,
        value,
      ]);
      times.splice(times.findIndex(([name]) => name.startsWith("  browser")) + 1, 0, ...projects);
    }
    return passed;
  })());
printTimes(seconds(started));
process.exitCode = ok ? 0 : 1;
