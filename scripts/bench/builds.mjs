// The builds of the benchmark's parts that measure build times (scale.mjs, study.mjs): a copy's
// `npm run build` (or the bare site's `gatsby build`) in its own process group, its process tree
// sampled for its memory, and a wall-clock cap so that the benchmark always ends. Builds and servers
// under way are stopped if the benchmark is interrupted.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import * as copies from "../lib/site-copies.ts";

/** How often the build's process tree is sampled for its memory. */
const SAMPLE_MS = 250;

/** Every live process, pid → parent pid, from /proc. */
function processParents() {
  const parents = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name, in parentheses, may hold spaces and parentheses: fields count from its end.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // ended while the list was read
    }
  }
  return parents;
}

/** `rootPid` and all its live descendants (Gatsby's workers for queries and HTML, sharp's helpers...). */
function processTree(rootPid) {
  const children = new Map();
  for (const [pid, parent] of processParents()) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

function residentBytes(pid) {
  try {
    const kB = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return kB ? Number(kB[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The kernel's clock ticks per second, the unit of the CPU times in /proc. */
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/**
 * The CPU time, user and system, of this process's children that have ended and been waited for, and
 * of their own descendants waited for by them (fields cutime and cstime of /proc/self/stat): read
 * before and after a build, the CPU the whole build used, which the other processes of a shared
 * machine change far less than its duration.
 */
function childrenCpuSeconds() {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/** Builds and servers under way, stopped if the benchmark is interrupted (they run in their own process group). */
export const running = new Set();

function killTree(pid, signal) {
  for (const target of [-pid, ...processTree(pid)]) {
    try {
      process.kill(target, signal);
    } catch {
      // already gone
    }
  }
}

function stopEverything(signal) {
  for (const child of running) killTree(child.pid, "SIGKILL");
  process.exit(signal === "SIGINT" ? 130 : 143);
}

/**
 * Until the returned function is called, an interrupted benchmark stops what `running` holds first:
 * in their own process groups, builds and servers would not get the terminal's Ctrl-C.
 */
export function stopOnInterrupt() {
  process.once("SIGINT", stopEverything);
  process.once("SIGTERM", stopEverything);
  return () => {
    process.removeListener("SIGINT", stopEverything);
    process.removeListener("SIGTERM", stopEverything);
  };
}

/**
 * The build of `dir` (`npm run build` for the site: Gatsby, then the search index; `gatsby build` for
 * the bare site), cold (without .cache and public) or on the previous build's, killed
 * with its whole tree after `capMinutes`. Resolves, never rejects, with its seconds, the peak of the
 * summed resident memory of its process tree (RSS, sampled every 250 ms; pages shared between the
 * processes count once per process), the CPU time of the tree (childrenCpuSeconds; builds must not
 * overlap for it to be the build's own) and whether it finished.
 */
export function gatsbyBuild(gatsbyBin, dir, { env, cold, capMinutes }) {
  if (cold) {
    fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  }
  const started = process.hrtime.bigint();
  const cpuBefore = childrenCpuSeconds();
  return new Promise((resolve) => {
    // Its own process group, so that the cap can end the workers with it.
    const [command, args] = copies.buildCommand(gatsbyBin, dir);
    const child = spawn(command, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    let output = "";
    // How many page queries ran and how many pages' HTML was written: on a rebuild, what the change
    // cost (Gatsby runs a query again when data it read changed).
    const counts = {};
    const keep = (chunk) => {
      // Without the terminal's colours, which Gatsby writes even to a pipe.
      output = (output + stripVTControlCharacters(chunk.toString())).slice(-8000);
      counts.queries ??= /run queries in workers - [\d.]+s - (\d+)\//.exec(output)?.[1];
      counts.pages ??= /Building static HTML for pages - [\d.]+s - (\d+)\//.exec(output)?.[1];
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let peak = 0;
    const sample = () => {
      const total = processTree(child.pid).reduce((sum, pid) => sum + residentBytes(pid), 0);
      peak = Math.max(peak, total);
    };
    const sampler = setInterval(sample, SAMPLE_MS);
    let timedOut = false;
    const cap = setTimeout(() => {
      timedOut = true;
      killTree(child.pid, "SIGTERM");
      setTimeout(() => killTree(child.pid, "SIGKILL"), 10_000).unref();
    }, capMinutes * 60_000);
    const finish = (error) => {
      clearInterval(sampler);
      clearTimeout(cap);
      running.delete(child);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({
        ok: !error && !timedOut,
        seconds: +seconds.toFixed(1),
        cpuSeconds: +(childrenCpuSeconds() - cpuBefore).toFixed(1),
        peakMB: Math.round(peak / 2 ** 20),
        queries: counts.queries === undefined ? null : Number(counts.queries),
        pages: counts.pages === undefined ? null : Number(counts.pages),
        timedOut,
        capMinutes,
        ...(error && !timedOut ? { error: `${error}\n${output.slice(-4000)}` } : {}),
      });
    };
    child.on("error", (error) => finish(error.message));
    // "exit" rather than "close": a worker left behind holding the pipes must not stretch the time.
    child.on("exit", (code, signal) => {
      finish(code === 0 ? null : `exit ${code ?? signal}`);
      // Its group only: the pid itself is free for reuse once the exit is reported.
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // nothing left in it
      }
    });
  });
}
