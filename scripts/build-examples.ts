// `npm run build:exemplos`: the site built with the examples of docs/exemplos/ (an available course
// with its lessons, available books with their files and chapters, editions of the newsletter, events
// of the agenda, made as of the examples' own day) beside the published content/,
// into .exemplos/public/. The browser tests of the courses' and books' pages run on it
// (docs/testing.md); the published site never carries the examples. It is the project's own
// `npm run build`, in a copy, with CONTENT_EXTRA_DIR naming the examples (src/buildtime/content/folders.ts).
import path from "node:path";
import { coldBuild, copyProject } from "./lib/site-copies";
import { EXAMPLES_BUILD_ENV } from "./lib/routes";

const root = path.resolve(__dirname, "..");
const EXAMPLES_DIR = path.join(root, ".exemplos");

async function main(): Promise<void> {
  copyProject(root, EXAMPLES_DIR);
  // As of the examples' own day (scripts/lib/routes.ts), unless SOURCE_DATE_EPOCH says another.
  const seconds = await coldBuild(root, EXAMPLES_DIR, {
    // Its webpack cache is never read: the copy's next build starts without .cache/ (docs/development.md).
    WEBPACK_CACHE: "off",
    ...EXAMPLES_BUILD_ENV,
    ...(process.env.SOURCE_DATE_EPOCH ? { SOURCE_DATE_EPOCH: process.env.SOURCE_DATE_EPOCH } : {}),
    CONTENT_EXTRA_DIR: path.join(root, "docs", "exemplos"),
  });
  console.log(`O site com os exemplos de docs/exemplos/ em .exemplos/public/ (${seconds.toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
