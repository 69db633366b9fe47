import fs from "node:fs";
import path from "node:path";
import { PUBLISHED, WITH_EXAMPLES } from "./built-site";

/**
 * What the builds' scripts carry apart, for the visitors who need it alone (docs/benchmarks.md,
 * "First-load JavaScript"): the words of a visitor's own time and the cities that name the zones
 * (src/shared/agenda/visitor-start.ts), which a visitor on the institute's clock never runs, are in one
 * script of their own, which no page starts with.
 */

const BUILDS = [
  ["the published build", PUBLISHED],
  ["the build with the examples", WITH_EXAMPLES],
] as const;

/** The scripts of a build that hold `text`. */
const scriptsHolding = (build: string, text: string) =>
  fs
    .readdirSync(build)
    .filter((name) => name.endsWith(".js") && fs.readFileSync(path.join(build, name), "utf8").includes(text));

describe.each(BUILDS)("The scripts of %s", (_name, build) => {
  it("carry the cities of the time zones in the visitor's time's own script, which no page starts with", () => {
    const scripts = scriptsHolding(build, "Fernando de Noronha");
    expect(scripts).toEqual([expect.stringMatching(/^visitor-time-[0-9a-f]+\.js$/)]);
    // Not among the scripts a page starts (src/buildtime/inline-scripts.ts: the list in its data-start).
    for (const route of ["index.html", "agenda/index.html"]) {
      const html = fs.readFileSync(path.join(build, route), "utf8");
      const started = [...html.matchAll(/<script data-start="([^"]*)"/g)].map(([, list]) => list);
      expect(started.join(" ")).toContain("/app-");
      expect(started.join(" ")).not.toContain(scripts[0]);
    }
  });
});
