#!/usr/bin/env node
// Benchmarks of the site, with a bare Gatsby build from the same dependencies as the floor; one module
// per thing measured, in this folder.
//
//   npm run bench                        every part
//   npm run bench -- --only=build,scale  some parts (build, scale, study, keystroke, search, lighthouse, paint, load, messages, editions, agenda, backup)
//   npm run bench -- --sizes=3,100       other N for the scale part (scale.mjs; its builds are capped
//                                        at --site-cap-minutes=45 and --bare-cap-minutes=30; --builders=site
//                                        leaves the bare site out). At each N it also checks what must hold
//                                        (scale-checks.ts: headers; the teachings list from 1,000 on); a
//                                        check that fails fails the benchmark, as a route over budget does
//   npm run bench -- --only=scale --sizes=1000 --builders=site
//                                        those checks at 1,000 teachings, with the site's figures
//   npm run bench -- --only=scale --sizes=10000 --builders=site --translated=1000
//                                        and the site built once more with 1,000 of them translated
//                                        into English (docs/translation.md), against the build without
//   npm run bench -- --only=study        a course of N lessons and a book of N chapters built cold for
//                                        N = 0 (the floor), 10, 20, 40 (--study-sizes=10,20,40;
//                                        --study-repeats=2 keeps the fastest of 2 builds per N; builds
//                                        capped at --study-cap-minutes=15); fails when the time per
//                                        lesson or chapter grows with N (study.mjs)
//   npm run bench -- --lighthouse-runs=3 Lighthouse runs per route (median reported; default 5)
//   npm run bench -- --only=lighthouse --lighthouse-routes=/cursos/4/,/cursos/4/aulas/1/
//                                        Lighthouse on those routes only (the course, lesson, book and
//                                        chapter pages are the examples' build's)
//   npm run bench -- --only=paint        each route's first paint over a slow line, as the page arrives and
//                                        held until parsed (--paint-runs=N loads per route; paint.mjs)
//   npm run bench -- --only=load         100 connections for 30 s per path on gatsby serve and nginx
//                                        (--load-seconds=N, --connections=N to change them)
//   npm run bench -- --only=messages     the service: 20 connections for 10 s (--messages-seconds=N)
//   npm run bench -- --only=agenda       /agenda.ics's size for a year of weekly events (under a second)
//   npm run bench -- --only=editions     an edition to 10,000 subscribers through an SMTP stand-in
//                                        (--subscribers=N): e-mails a second, peak memory, a contact
//                                        message's delay meanwhile (editions.mjs)
//   npm run bench -- --only=backup       a backup of a store of 100,000 messages and 10,000 subscribers
//                                        while sends go on: its time and size, a send's wait meanwhile,
//                                        the same for apagar and for SQLite's online backup (backup.mjs)
//
// Every build happens in a copy under .bench/, never in the project's own public/. Results: a table on
// stdout and bench-results/bench.json.
import fs from "node:fs";
import path from "node:path";
import * as common from "./common.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const parts = (
  args.only ?? "build,scale,study,keystroke,search,lighthouse,paint,load,messages,editions,agenda,backup"
).split(",");
const results = { date: new Date().toISOString(), node: process.version, machine: common.machineInfo() };

const PARTS = {
  build: () => import("./build.mjs").then(({ run }) => run({ args, results })),
  scale: () =>
    import("./scale.mjs").then(({ runScale }) =>
      runScale({
        root: common.root,
        sizes: (args.sizes ?? "3,100,1000").split(",").map(Number),
        args,
        work: common.work,
        resultsDir: common.resultsDir,
        results,
        log: common.log,
        env: common.env,
        helpers: common,
      }),
    ),
  study: () => import("./study.mjs").then(({ run }) => run({ args, results })),
  keystroke: () => import("./keystroke.mjs").then(({ run }) => run({ args, results })),
  search: () => import("./search.mjs").then(({ run }) => run({ args, results })),
  lighthouse: () =>
    import("./lighthouse.mjs").then(({ runLighthouse }) =>
      runLighthouse({
        ...common,
        results,
        runs: Number(args["lighthouse-runs"] ?? 5),
        only: args["lighthouse-routes"]?.split(","),
      }),
    ),
  paint: () => import("./paint.mjs").then(({ run }) => run({ args, results })),
  load: () => import("./load.mjs").then(({ run }) => run({ args, results })),
  messages: () => import("./messages.mjs").then(({ run }) => run({ args, results })),
  editions: () => import("./editions.mjs").then(({ run }) => run({ args, results })),
  agenda: () => import("./agenda.mjs").then(({ run }) => run({ results })),
  backup: () => import("./backup.mjs").then(({ run }) => run({ args, results })),
};

fs.mkdirSync(common.work, { recursive: true });
fs.mkdirSync(common.resultsDir, { recursive: true });
for (const part of parts) {
  if (!(part in PARTS)) throw new Error(`unknown part: ${part} (${Object.keys(PARTS).join(", ")})`);
  await PARTS[part]();
}
fs.writeFileSync(path.join(common.resultsDir, "bench.json"), `${JSON.stringify(results, null, 2)}\n`);
common.log(`\nwritten ${path.relative(common.root, path.join(common.resultsDir, "bench.json"))}`);
