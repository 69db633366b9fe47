import fs from "node:fs";
import path from "node:path";
import { ALL_ROUTES_OF_THE_SPEC, EXAMPLE_ROUTES } from "../../scripts/lib/routes";

/**
 * The pages as the builds wrote them: public/ (the published content) and .exemplos/public/ (with the
 * examples of docs/exemplos/). `npm test` builds both before it runs these suites; run alone, they say
 * which build is missing instead of passing on nothing.
 */
const ROOT = path.resolve(__dirname, "../..");
export const PUBLISHED = path.join(ROOT, "public");
export const WITH_EXAMPLES = path.join(ROOT, ".exemplos", "public");

/** The file a host serves for `route`: a client-only route's shell, the 404 page for an unknown address. */
export function fileOf(build: string, route: string): string {
  const clientOnly = /^\/(ensinos|cursos|livros)\/[^/]+\/$/.exec(route);
  const candidates = [
    path.join(build, route, "index.html"),
    ...(clientOnly ? [path.join(build, clientOnly[1], "[id]", "index.html")] : []),
    path.join(build, "404.html"),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${path.relative(ROOT, build)}/ has no page for ${route}: run the build first.`);
  return found;
}

/**
 * Opens the page a host answers `route` with in the test's document, as a browser reads it before any
 * script runs (jsdom runs none of them here), with its inline styles, which say what is hidden: the
 * document is the test's window's, so that role queries can read the styles. One page at a time.
 */
export function openBuilt(build: string, route: string): Document {
  if (!fs.existsSync(path.join(build, "index.html")))
    throw new Error(
      `${path.relative(ROOT, build)}/ has no build: run \`npm run build\` and \`npm run build:exemplos\` first.`,
    );
  const parsed = new DOMParser().parseFromString(fs.readFileSync(fileOf(build, route), "utf8"), "text/html");
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const { name, value } of Array.from(parsed.documentElement.attributes)) root.setAttribute(name, value);
  root.innerHTML = parsed.documentElement.innerHTML;
  return document;
}

/** Every route of the spec and its error states (as e2e/routes.spec.ts opens them), in the published build. */
export const PUBLISHED_ROUTES = ALL_ROUTES_OF_THE_SPEC;
/** The pages only the build with the examples has. */
export { EXAMPLE_ROUTES };
