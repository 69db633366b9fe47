import { ADDRESS_SCRIPT, tamePath } from "../src/shared/address";
import { isRequestableApiTeachingId, MAX_API_TEACHING_ID_LENGTH } from "../src/shared/api-teaching";
import { apiPath } from "../src/browser/api-client";

/**
 * Every address is answered (docs/routes.md): the first script of every page rewrites an address
 * Gatsby's runtime could not decode; the teaching page asks the API only for an id that can be one.
 */

/** Runs the page's first script on an address; answers the address it left (replaced or not). */
function runScript(pathname: string, hash = ""): string {
  let current = `${pathname}${hash}`;
  const location = { pathname, search: "", hash };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, url: string) => {
      current = url;
    },
  };
  // The script's own text, run as the page runs it, with the address and history given here.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function("location", "history", ADDRESS_SCRIPT) as (l: typeof location, h: typeof history) => void;
  script(location, history);
  return current;
}

/** Gatsby's decodings of a path: the whole path twice, then each segment once more. */
const decodeAsGatsbyDoes = (pathname: string) =>
  decodeURIComponent(decodeURIComponent(pathname))
    .split("/")
    .map((segment) => decodeURIComponent(segment));

const HOSTILE = [
  "/ensinos/100%25/",
  "/cursos/100%25/",
  "/nao-existe%25/",
  "/ensinos/%252E%252E/",
  "/ensinos/%252E/",
  "/ensinos/%C0%AE/",
  "/ensinos/..%252F404.json/",
  "/ensinos/%E0%A4%A/",
  "/ensinos/%/",
  "/livros/a%2525b/",
];

describe("the address script", () => {
  it("leaves an ordinary address as it is", () => {
    for (const ordinary of [
      "/",
      "/ensinos/1/",
      "/ensinamento/vida-nao-tem-marcha-re/",
      "/ensinos/caf%C3%A9/",
      "/ensinos/%00/",
    ])
      expect(runScript(ordinary)).toBe(ordinary);
  });

  it("rewrites a hostile address into one Gatsby decodes three times without an error, keeping a '%' in it", () => {
    for (const hostile of HOSTILE) {
      const tamed = runScript(hostile);
      expect(tamed).not.toBe(hostile);
      const segments = decodeAsGatsbyDoes(tamed);
      expect(segments.join("/")).toContain("%");
      expect(segments.filter((segment) => segment === "." || segment === "..")).toEqual([]);
      expect(tamed.split("/")).toHaveLength(hostile.split("/").length);
    }
  });

  it("makes an undecodable hash decodable", () => {
    expect(runScript("/quem-somos/", "#%E0")).toBe("/quem-somos/#%25E0");
    expect(runScript("/quem-somos/", "#nossa-historia")).toBe("/quem-somos/#nossa-historia");
  });

  it("does in the page what tamePath does for the service in front of `gatsby serve`", () => {
    for (const candidate of [...HOSTILE, "/", "/ensinos/1/", "/ensinos/caf%C3%A9/"])
      expect(runScript(candidate)).toBe(tamePath(candidate));
  });
});

describe("the ids the teaching page asks the API for", () => {
  it("refuses '.', '..', a slash, a percent sign, a control character and an id over the limit", () => {
    for (const refused of [".", "..", "", "a/b", "../404.json", "100%", "%2E%2E", "\u0000", "a\nb", "\u007f", "\u0085"])
      expect([refused, isRequestableApiTeachingId(refused)]).toEqual([refused, false]);
    expect(isRequestableApiTeachingId("a".repeat(MAX_API_TEACHING_ID_LENGTH))).toBe(true);
    expect(isRequestableApiTeachingId("a".repeat(MAX_API_TEACHING_ID_LENGTH + 1))).toBe(false);
  });

  it("passes on any other id, another provider's kind included", () => {
    for (const accepted of ["1", "a-prece", "☃", "ensino_42", "Ensino.Velho", "...."])
      expect([accepted, isRequestableApiTeachingId(accepted)]).toEqual([accepted, true]);
  });

  it("builds no API path that climbs out of its folder", () => {
    expect(apiPath("ensinos", "a b")).toBe("/ensinos/a%20b");
    expect(() => apiPath("ensinos", "..")).toThrow();
    expect(() => apiPath("ensinos", ".")).toThrow();
  });
});
