// First-load JavaScript of every route against a bare Gatsby page, and the cold build times
// (`npm run bench -- --only=build`). A route over the budget fails the benchmark. The pages of a
// course, a lesson, a book, a chapter and an edition of the newsletter come from a second copy built
// with the examples of docs/exemplos/, since the published content has none of them.
import path from "node:path";
import { EXAMPLE_ROUTES } from "../lib/routes.ts";
import { bareSite, coldBuild, copyProject, firstLoadJs, log, siteWithExamples } from "./common.mjs";

/** The budget of every route: within 1.20 times the bare page's first-load JavaScript. */
const FIRST_LOAD_BUDGET = 1.2;

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
  "/privacidade/",
  "/acessibilidade/",
  "/boletins/",
  "/agenda/",
  "/404.html",
];

export async function run({ results }) {
  log("\n== Cold build and first-load JavaScript ==");
  const site = copyProject("site");
  const siteSeconds = await coldBuild(site);
  const examples = await siteWithExamples({ fresh: true });
  const bare = bareSite("bare");
  const bareSeconds = await coldBuild(bare);
  const floor = firstLoadJs(path.join(bare, "public"), "/");
  const pages = [
    ...PAGES.map((page) => ({ page, ...firstLoadJs(path.join(site, "public"), page) })),
    // Their own copy: the examples' templates add their chunks' names to the runtime every page loads,
    // which the published site's pages must be measured without.
    ...EXAMPLE_ROUTES.map((page) => ({
      page,
      examples: true,
      ...firstLoadJs(path.join(examples.site, "public"), page),
    })),
  ];
  results.build = {
    siteSeconds: +siteSeconds.toFixed(1),
    examplesSeconds: examples.seconds,
    bareSeconds: +bareSeconds.toFixed(1),
    floor,
    pages,
  };
  log(
    `cold build: site ${siteSeconds.toFixed(1)} s, site with the examples ${examples.seconds.toFixed(1)} s, bare Gatsby page ${bareSeconds.toFixed(1)} s`,
  );
  log(`first-load JS (gzip -9), bare Gatsby page: ${floor.gzipKB} KB (${floor.rawKB} KB raw)`);
  log("page".padEnd(40) + "scripts  raw KB  gzip KB  x floor");
  for (const row of pages) {
    log(
      `${(row.page + (row.examples ? " (examples)" : "")).padEnd(40)}${String(row.scripts).padStart(7)}${String(row.rawKB).padStart(8)}${String(row.gzipKB).padStart(9)}${(row.gzipKB / floor.gzipKB).toFixed(3).padStart(9)}`,
    );
  }
  // A route over the budget fails the benchmark, so that a change that pushes it over cannot pass unnoticed.
  const over = pages.filter((row) => row.gzipKB > floor.gzipKB * FIRST_LOAD_BUDGET);
  for (const row of over) log(`OVER BUDGET: ${row.page} ${row.gzipKB} KB > ${FIRST_LOAD_BUDGET} x ${floor.gzipKB} KB`);
  if (over.length > 0) process.exitCode = 1;
}
