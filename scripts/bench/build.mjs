// First-load JavaScript of every route against a bare Gatsby page, and the cold build times
// (`npm run bench -- --only=build`). A route over the budget fails the benchmark.
import path from "node:path";
import { bareSite, coldBuild, copyProject, firstLoadJs, log } from "./common.mjs";

/** The budget of every route: within 1.20 times the bare page's first-load JavaScript. */
export const FIRST_LOAD_BUDGET = 1.2;

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
  "/404.html",
];

export async function run({ results }) {
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
  // A route over the budget fails the benchmark, so that a change that pushes it over cannot pass unnoticed.
  const over = pages.filter((row) => row.gzipKB > floor.gzipKB * FIRST_LOAD_BUDGET);
  for (const row of over) log(`OVER BUDGET: ${row.page} ${row.gzipKB} KB > ${FIRST_LOAD_BUDGET} x ${floor.gzipKB} KB`);
  if (over.length > 0) process.exitCode = 1;
}
