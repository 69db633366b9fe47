import fs from "node:fs";
import path from "node:path";
import TOML from "@iarna/toml";
import { test, expect } from "./fixtures";
import { loadNetlifyHost, type NetlifyHost } from "../scripts/lib/netlify-host";
import { FORMS, postedFields } from "../src/shared/forms";
import { CALENDAR_HTTP, isCalendarPath } from "../src/shared/agenda/calendar-http";
import { CACHE_CONTROL, MAX_HEADER_BYTES, adminHeaders, securityHeaders } from "../src/buildtime/headers";
import { adminContentSecurityPolicy } from "../src/buildtime/policy";

/**
 * Netlify, the production host: what the build (with gatsby-adapter-netlify, named in gatsby-config)
 * wrote into public/ answers every route as it should. No server: the answers come from Netlify's own
 * parsers and redirect engine reading the rule files (scripts/lib/netlify-host.ts).
 */
const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");
let netlify: NetlifyHost;

test.beforeAll(async () => {
  netlify = await loadNetlifyHost(publicDir);
});

/** Every file of the build, as the URL path it is served at. */
function builtPaths(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtPaths(full);
    const urlPath = `/${path.relative(publicDir, full).split(path.sep).join("/")}`;
    return [urlPath.endsWith("/index.html") ? urlPath.slice(0, -"index.html".length) : urlPath];
  });
}

const isHashed = (urlPath: string) =>
  /^\/[^/]+-[0-9a-f]{20}\.js(\.LICENSE\.txt)?$|^\/styles\.[0-9a-f]{20}\.css$|^\/static\//.test(urlPath) ||
  isHashedSearchFile(urlPath);
/** Pagefind's files named by their content's hash (src/buildtime/host-headers.ts, searchIndexHeadersBlock). */
const isHashedSearchFile = (urlPath: string) => /^\/pagefind\/(.+\.pf_meta$|fragment\/|index\/|filter\/)/.test(urlPath);
/** Pagefind's files of no extension a server knows. */
const isUntypedSearchFile = (urlPath: string) =>
  isHashedSearchFile(urlPath) || /^\/pagefind\/.+\.pagefind$/.test(urlPath);

test.describe("Netlify (the adapter's output)", () => {
  test("the built HTML holds both forms as Netlify detects them, with exactly the fields the page posts", async ({
    page,
  }) => {
    const html = fs.readFileSync(path.join(publicDir, "mensagens", "index.html"), "utf8");
    expect(netlify.request("/mensagens/")).toMatchObject({ status: 200, file: "mensagens/index.html" });
    await page.setContent(html);
    for (const form of FORMS) {
      const element = page.locator(`form[name="${form.name}"]`);
      await expect(element).toHaveAttribute("data-netlify", "true");
      await expect(element).toHaveAttribute("data-netlify-honeypot", "site");
      await expect(element).toHaveAttribute("method", "post");
      const names = await element
        .locator("[name]")
        .evaluateAll((fields) => fields.map((field) => field.getAttribute("name")));
      expect(names).toEqual(postedFields(form));
      await expect(element.locator('input[type="hidden"][name="form-name"]')).toHaveValue(form.name);
    }
    expect(await page.locator("form").count()).toBe(FORMS.length);
    // The bare attributes fail the HTML check (npm run check:site); the data- ones pass it.
    expect(html).not.toMatch(/\snetlify(-honeypot)?[\s=>]/);
  });

  test("what the build leaves for itself is not deployed, and no dotfile is", () => {
    const paths = builtPaths();
    expect(paths.filter((urlPath) => /\.map$|webpack\.stats\.json$|chunk-map\.json$|~partytown/.test(urlPath))).toEqual(
      [],
    );
    expect(paths.filter((urlPath) => urlPath.split("/").some((part) => part.startsWith(".")))).toEqual([]);
    for (const urlPath of ["/webpack.stats.json", "/chunk-map.json", "/~partytown/partytown.js"])
      expect(netlify.request(urlPath).status, urlPath).toBe(404);
  });

  test("netlify.toml builds with npm run build, publishes public/ and pins Node 20", () => {
    const config = TOML.parse(fs.readFileSync(path.join(root, "netlify.toml"), "utf8")) as {
      build: { command: string; publish: string; environment: Record<string, string> };
    };
    expect(config.build.command).toBe("npm run build");
    expect(config.build.publish).toBe("public");
    expect(config.build.environment.NODE_VERSION).toBe("20");
  });

  for (const section of ["ensinos", "cursos", "livros"]) {
    test(`/${section}/{id} is rewritten with status 200 to its shell, with its page data`, () => {
      for (const urlPath of [`/${section}/7/`, `/${section}/um-identificador`, `/${section}/123`]) {
        const answer = netlify.request(urlPath);
        expect(answer, urlPath).toMatchObject({ status: 200, file: `${section}/[id]/index.html` });
        expect(answer.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
      }
      expect(netlify.request(`/page-data/${section}/7/page-data.json`)).toMatchObject({
        status: 200,
        file: `page-data/${section}/[id]/page-data.json`,
      });
      expect(netlify.request(`/${section}/a/b/`)).toMatchObject({ status: 404, file: "404.html" });
    });
  }

  test("the accessibility statement, with its table in its page data, and the contact page its report link opens are files of the build", () => {
    for (const [urlPath, file] of [
      ["/acessibilidade/", "acessibilidade/index.html"],
      ["/page-data/acessibilidade/page-data.json", "page-data/acessibilidade/page-data.json"],
      // The report link adds ?assunto=Acessibilidade, which a static host leaves to the page.
      ["/contato/", "contato/index.html"],
    ]) {
      expect(netlify.request(urlPath), urlPath).toMatchObject({ status: 200, file });
    }
    const data = JSON.parse(
      fs.readFileSync(path.join(publicDir, "page-data/acessibilidade/page-data.json"), "utf8"),
    ) as {
      result: { pageContext: { criteria: unknown[] } };
    };
    expect(data.result.pageContext.criteria).toHaveLength(56);
  });

  test("the embedded API answers a teaching as JSON, and an unknown id with its JSON 404", () => {
    const answer = netlify.request("/api/ensinos/1");
    expect(answer).toMatchObject({ status: 200, file: "api/ensinos/1" });
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    const body = JSON.parse(fs.readFileSync(path.join(publicDir, answer.file ?? ""), "utf8")) as Record<
      string,
      unknown
    >;
    // The document carries the file's frontmatter as written and its HTML body as `conteudo`.
    const stored = fs.readFileSync(path.join(root, "content/ensinos/1.html"), "utf8");
    expect(body).toEqual({
      id: "1",
      titulo: "A Prece como Alimento da Alma",
      resumo: expect.stringMatching(/^Assim como o corpo precisa de pão/) as unknown,
      imagem: "/imagens/ensinos/1.jpg",
      created_at: "2025-01-15T12:00:00Z",
      conteudo: stored.slice(stored.indexOf("<h2>")).trim(),
    });

    const missing = netlify.request("/api/ensinos/999");
    expect(missing).toMatchObject({ status: 404, file: "api/404.json" });
    expect(missing.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "api/404.json"), "utf8"))).toEqual({
      erro: "Ensino não encontrado",
    });
  });

  test("nothing runs as a function: every answer is a file of the build", () => {
    expect(netlify.redirectRules).not.toContain("/.netlify/functions");
    expect(netlify.redirectRules).not.toContain("/.netlify/builders");
    const functionsDir = path.join(root, ".netlify", "functions-internal");
    expect(fs.existsSync(functionsDir) ? fs.readdirSync(functionsDir) : []).toEqual([]);
  });

  test("an unknown address is the 404 page with status 404; a folder without its slash is redirected", () => {
    expect(netlify.request("/pagina-que-nao-existe/")).toMatchObject({ status: 404, file: "404.html" });
    expect(netlify.request("/cursos")).toMatchObject({ status: 301, location: "/cursos/" });
  });

  test("every file of the build gets the security headers, bounded, and the caching of Gatsby's guide", () => {
    const expected = securityHeaders();
    const paths = builtPaths().filter((urlPath) => !/^\/_(headers|redirects)$/.test(urlPath));
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toContain("/admin/");
    expect(paths).toContain("/agenda.ics");
    for (const urlPath of paths) {
      const { headers, overridden } = netlify.headersFor(urlPath);
      const inEditor = urlPath.startsWith("/admin/");
      // The API's rule types its documents only: a file merely named "api…" (a chunk) keeps its own type;
      // Pagefind's own files get theirs from the search index's rules, the agenda's calendars theirs.
      const calendar = isCalendarPath(urlPath);
      const type = urlPath.startsWith("/api/")
        ? "application/json"
        : isUntypedSearchFile(urlPath)
          ? "application/octet-stream"
          : calendar
            ? CALENDAR_HTTP.contentType
            : undefined;
      expect([urlPath, headers["content-type"]]).toEqual([urlPath, type]);
      for (const [name, value] of Object.entries({ ...expected, ...(inEditor ? adminHeaders() : {}) }))
        expect(headers[name], `${urlPath} ${name}`).toBe(value);
      for (const [name, value] of Object.entries(headers)) {
        expect(Buffer.byteLength(`${name}: ${value}`), `${urlPath} ${name}`).toBeLessThan(MAX_HEADER_BYTES);
      }
      // The adapter's one deliberate override: hashed files are cached for a year over the default;
      // and the site's: the editor's policy over the site's, the calendars' hour over the default.
      expect(overridden, urlPath).toEqual({
        ...(isHashed(urlPath) ? { "cache-control": [CACHE_CONTROL.revalidate, CACHE_CONTROL.immutable] } : {}),
        ...(calendar ? { "cache-control": [CACHE_CONTROL.revalidate, CACHE_CONTROL.calendar] } : {}),
        ...(inEditor
          ? { "content-security-policy": [expected["content-security-policy"], adminContentSecurityPolicy()] }
          : {}),
      });
      expect(headers["cache-control"], urlPath).toBe(
        isHashed(urlPath) ? CACHE_CONTROL.immutable : calendar ? CACHE_CONTROL.calendar : CACHE_CONTROL.revalidate,
      );
    }
  });
});
