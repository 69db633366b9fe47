// Study: a course of N lessons and a book of N chapters (scripts/lib/study-content.ts), built cold with
// the project's `npm run build` in one copy under .bench/, against the same copy with the course and the
// book but neither lessons nor chapters (N = 0), so that what a lesson or a chapter costs the build can
// be read at each N: wall-clock and CPU time, and the page data of a lesson and a chapter page. The part
// fails (exit code 1) when the cost of a page grows with N (see SUPERLINEAR_RATIO), or a build fails,
// is stopped by its cap, or does not write the pages it should.
// Called by scripts/bench/index.mjs (`npm run bench -- --only=study`, `--study-sizes=10,20,40`,
// `--study-repeats=2`, `--study-cap-minutes=15`); writes bench-results/study.md.
import fs from "node:fs";
import path from "node:path";
import { generateStudy, STUDY_ID } from "../lib/study-content.ts";
import { ROUTES } from "../../src/shared/site.ts";
import { gatsbyBuild, stopOnInterrupt } from "./builds.mjs";
import { copyProject, env, gatsbyBin, log, resultsDir, root, work } from "./common.mjs";

/**
 * The CPU time per lesson or chapter at the largest N may be at most this many times the time at the
 * smallest. Linear growth keeps the ratio near 1 and N log N keeps it under 1.7 from 10 to 40, while a
 * cost per page that grows with N (each page reading every other: a quadratic build) makes it 4; 2 lies
 * between.
 */
const SUPERLINEAR_RATIO = 2;

/**
 * The least difference in CPU time between two builds that is read as more than noise. Two cold builds
 * of the same content differed by up to 4.8 s on the shared 2 cores (2026-11-25), when the 20 pages of
 * N = 10 cost about 0.5 s: below this, the time per page at the smallest N is taken as this noise spread
 * over its pages, so that the check compares a cost with a cost rather than a noise with a noise. The
 * spread of the run's own repeated builds replaces it when larger.
 */
const NOISE_CPU_SECONDS = 3;

/** The pages of a course and a book with `n` lessons and chapters (none for 0: they are "Em breve"). */
function studyPages(n) {
  if (n === 0) return [];
  return [ROUTES.course(STUDY_ID), ROUTES.lesson(STUDY_ID, n), ROUTES.book(STUDY_ID), ROUTES.chapter(STUDY_ID, n)];
}

/** Whether the build wrote the pages of `n` and, for 0, none of them (a wrong content folder would not). */
function wroteThePages(dir, n) {
  const exists = (page) => fs.existsSync(path.join(dir, "public", page, "index.html"));
  return n === 0 ? !exists(ROUTES.course(STUDY_ID)) : studyPages(n).every(exists);
}

const kb = (file) => +(fs.statSync(file).size / 1024).toFixed(1);

/**
 * What a first lesson's and a first chapter's pages weigh (the same files at every N): their page data,
 * which a page that reads its course's or book's other parts carries more of as N grows.
 */
function outputOf(dir, n) {
  if (n === 0) return {};
  const pageData = (page) => kb(path.join(dir, "public", "page-data", page.replace(/^\/|\/$/g, ""), "page-data.json"));
  return {
    lessonPageDataKB: pageData(ROUTES.lesson(STUDY_ID, 1)),
    chapterPageDataKB: pageData(ROUTES.chapter(STUDY_ID, 1)),
  };
}

const seconds = (value) => `${value.toFixed(1)} s`;
const ms = (value) => `${Math.round(value)} ms`;

function markdown(study) {
  const { date, cpus, repeats, rows, check } = study;
  const sizes = rows.filter((row) => row.n > 0).map((row) => row.n);
  const dash = (row, cell) => (row.n === 0 ? "—" : cell);
  const lines = [
    `Study, measured on ${date.slice(0, 10)} (${cpus} cores, \`npm run bench -- --only=study --study-sizes=${sizes.join(",")} --study-repeats=${repeats}\`; ` +
      `each time the least of ${repeats} cold build${repeats > 1 ? "s" : ""}):`,
    "",
    "| N lessons, N chapters | cold build | beyond N = 0 | per lesson or chapter | CPU time | CPU beyond N = 0 | CPU per lesson or chapter | peak memory | pages written | page data, lesson 1 / chapter 1 |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) =>
      [
        "",
        row.n,
        seconds(row.seconds),
        dash(row, seconds(row.beyondSeconds)),
        dash(row, ms(row.perPageMs)),
        seconds(row.cpuSeconds),
        dash(row, seconds(row.beyondCpuSeconds)),
        dash(row, ms(row.perPageCpuMs)),
        `${row.peakMB.toLocaleString("en-US")} MB`,
        row.pages ?? "?",
        dash(row, `${row.lessonPageDataKB} / ${row.chapterPageDataKB} KB`),
        "",
      ]
        .join(" | ")
        .trim(),
    ),
    "",
    `Check: CPU time per lesson or chapter at N = ${check.largest}, ${ms(check.largestMs)}, over N = ${check.smallest}'s, ` +
      `read as ${ms(check.smallestReadMs)}${check.belowNoise ? ` (its pages cost less than the noise, ${check.noiseSeconds} s of CPU, spread over them)` : ""}: ` +
      `${check.ratio.toFixed(2)}, at most ${SUPERLINEAR_RATIO}: ${check.ok ? "passed" : "FAILED, the cost of a page grows with N"}.`,
    `Builds (round/N: wall-clock, CPU): ${study.builds.map((build) => `${build.round}/${build.n}: ${build.seconds} s, ${build.cpuSeconds} s`).join("; ")}.`,
  ];
  return `${lines.join("\n")}\n`;
}

export async function run({ args, results }) {
  const sizes = (args["study-sizes"] ?? "10,20,40").split(",").map(Number);
  if (!sizes.every((n) => Number.isInteger(n) && n > 0)) throw new Error(`--study-sizes: whole numbers above 0`);
  const repeats = Number(args["study-repeats"] ?? 2);
  const capMinutes = Number(args["study-cap-minutes"] ?? 15);
  log(`\n== Study: a course of N lessons and a book of N chapters (builds capped at ${capMinutes} min) ==`);
  const release = stopOnInterrupt();
  const site = copyProject("study");
  const contentDir = path.join(work, "study-content");
  const builds = [];
  let failed = false;
  try {
    // Round after round, N = 0 first each time, so that a slower spell of the shared machine falls on
    // every N alike rather than on the last ones.
    for (let round = 1; round <= repeats && !failed; round += 1) {
      for (const n of [0, ...sizes]) {
        generateStudy(root, contentDir, n);
        const build = await gatsbyBuild(gatsbyBin, site, {
          env: { ...env, CONTENT_EXTRA_DIR: contentDir },
          cold: true,
          capMinutes,
        });
        const ok = build.ok && wroteThePages(site, n);
        log(
          `  N = ${n}: ${build.ok ? `${build.seconds} s (CPU ${build.cpuSeconds} s), peak ${build.peakMB} MB, ${build.pages ?? "?"} pages` : build.timedOut ? `did not finish in ${capMinutes} min` : "FAILED"}` +
            (build.ok && !ok ? ` but the pages of ${n} lessons and chapters are not as they should be` : ""),
        );
        if (build.error) log(build.error);
        builds.push({ n, round, ...build, ok, output: ok ? outputOf(site, n) : {} });
        if (!ok) {
          failed = true;
          break;
        }
      }
    }
  } finally {
    release();
  }
  if (failed) {
    results.study = { builds };
    process.exitCode = 1;
    return;
  }
  // The least of each N's builds, in wall-clock and in CPU time (what the others sharing the machine
  // do only ever adds to either), and the highest peak of memory.
  const ofN = (n, key) => builds.filter((build) => build.n === n).map((build) => build[key]);
  const least = (n, key) => Math.min(...ofN(n, key));
  const rows = [0, ...sizes].map((n) => {
    const row = { n, seconds: least(n, "seconds"), cpuSeconds: least(n, "cpuSeconds") };
    row.peakMB = Math.max(...ofN(n, "peakMB"));
    const { pages, output } = builds.find((build) => build.n === n);
    Object.assign(row, { pages }, output);
    row.beyondSeconds = +(row.seconds - least(0, "seconds")).toFixed(1);
    row.beyondCpuSeconds = +(row.cpuSeconds - least(0, "cpuSeconds")).toFixed(1);
    // A lesson and a chapter per unit of N: 2 N pages beyond N = 0 (and the course's and book's own).
    row.perPageMs = n === 0 ? null : Math.round((row.beyondSeconds * 1000) / (2 * n));
    row.perPageCpuMs = n === 0 ? null : Math.round((row.beyondCpuSeconds * 1000) / (2 * n));
    return row;
  });
  const smallest = rows.find((row) => row.n === Math.min(...sizes));
  const largest = rows.find((row) => row.n === Math.max(...sizes));
  // CPU time, not the duration: on the shared machine the duration of the same build moved by more
  // than all the pages of N = 40 cost (bench-results/study.md lists every build).
  const spread = Math.max(...[0, ...sizes].map((n) => Math.max(...ofN(n, "cpuSeconds")) - least(n, "cpuSeconds")));
  const noiseSeconds = +Math.max(spread, NOISE_CPU_SECONDS).toFixed(1);
  const smallestReadMs = Math.max(smallest.perPageCpuMs, Math.round((noiseSeconds * 1000) / (2 * smallest.n)));
  const ratio = +(largest.perPageCpuMs / smallestReadMs).toFixed(2);
  const check = {
    smallest: smallest.n,
    largest: largest.n,
    noiseSeconds,
    belowNoise: smallest.beyondCpuSeconds < noiseSeconds,
    smallestReadMs,
    largestMs: largest.perPageCpuMs,
    ratio,
    ok: ratio <= SUPERLINEAR_RATIO,
  };
  results.study = {
    date: results.date,
    cpus: results.machine.cpus,
    repeats,
    rows,
    check,
    builds: builds.map(({ n, round, seconds: time, cpuSeconds, peakMB, pages }) => ({
      n,
      round,
      seconds: time,
      cpuSeconds,
      peakMB,
      pages,
    })),
  };
  const table = markdown(results.study);
  log(`\n${table}`);
  fs.writeFileSync(path.join(resultsDir, "study.md"), table);
  log(`written ${path.relative(root, path.join(resultsDir, "study.md"))}`);
  if (!check.ok) process.exitCode = 1;
}
