import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { CACHE_CONTROL, adminHeaders, securityHeaders } from "../src/build/headers";

/**
 * What only a real server shows, on nginx with deploy/nginx/site.conf (the nginx project of
 * playwright.config.ts runs this file; `gatsby serve` has no caching rules of its own to check).
 */
const publicDir = path.resolve(__dirname, "../public");
const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
/** A hashed script and an image of Gatsby's static/ folder, as the home page references them. */
const hashedScript = /<script src="(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1] ?? "";
const staticImage =
  /\ssrc="(\/static\/[0-9a-f]+\/[^"]+)"/.exec(
    fs.readFileSync(path.join(publicDir, "ensinamento/lobo-bom-lobo-mau/index.html"), "utf8"),
  )?.[1] ?? "";
const EXPECTED = securityHeaders();

test.describe("nginx with the repository's configuration @hosting", () => {
  test("caching follows Gatsby's guide: documents and data revalidate, hashed files are immutable", async ({
    request,
  }) => {
    expect(hashedScript).not.toBe("");
    expect(staticImage).not.toBe("");
    const cases: [string, string][] = [
      ["/", CACHE_CONTROL.revalidate],
      ["/ensinamento/lobo-bom-lobo-mau/", CACHE_CONTROL.revalidate],
      ["/ensinos/42/", CACHE_CONTROL.revalidate],
      ["/page-data/index/page-data.json", CACHE_CONTROL.revalidate],
      ["/page-data/app-data.json", CACHE_CONTROL.revalidate],
      ["/api/ensinos/1", CACHE_CONTROL.revalidate],
      ["/favicon.svg", CACHE_CONTROL.revalidate],
      ["/sitemap.xml", CACHE_CONTROL.revalidate],
      [hashedScript, CACHE_CONTROL.immutable],
      [staticImage, CACHE_CONTROL.immutable],
    ];
    for (const [urlPath, cacheControl] of cases) {
      const response = await request.get(urlPath);
      expect(response.status(), urlPath).toBe(200);
      expect(response.headers()["cache-control"], urlPath).toBe(cacheControl);
      for (const [name, value] of Object.entries(EXPECTED))
        expect(response.headers()[name], `${urlPath} ${name}`).toBe(value);
    }
  });

  test("the editor at /admin/ has its own policy, no indexing, revalidation and the WebAssembly type", async ({
    request,
  }) => {
    const wasm = fs.readdirSync(path.join(publicDir, "admin")).find((name) => name.endsWith(".wasm"));
    const cases: [string, string][] = [
      ["/admin/", "text/html"],
      ["/admin/decap-cms.js", "application/javascript"],
      ["/admin/admin.js", "application/javascript"],
      ["/admin/admin.css", "text/css"],
      [`/admin/${wasm ?? "missing.wasm"}`, "application/wasm"],
    ];
    for (const [urlPath, type] of cases) {
      const response = await request.get(urlPath);
      expect(response.status(), urlPath).toBe(200);
      expect(response.headers()["content-type"], urlPath).toContain(type);
      expect(response.headers()["cache-control"], urlPath).toBe(CACHE_CONTROL.revalidate);
      for (const [name, value] of Object.entries({ ...EXPECTED, ...adminHeaders() }))
        expect(response.headers()[name], `${urlPath} ${name}`).toBe(value);
    }
    expect(await (await request.get("/admin/")).text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test("the API's documents are JSON, and an unknown id answers the JSON 404", async ({ request }) => {
    const ok = await request.get("/api/ensinos/3", { headers: { Accept: "application/json" } });
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toBe("application/json");
    expect(await ok.json()).toMatchObject({ id: "3", titulo: "A Lei do Progresso e as Vidas Sucessivas" });
    for (const unknown of ["/api/ensinos/999", "/api/ensinos/N%C3%A3o_V%C3%A1lido", "/api/ensinos/"]) {
      const missing = await request.get(unknown, { headers: { Accept: "application/json" } });
      expect(missing.status(), unknown).toBe(404);
      expect(missing.headers()["content-type"], unknown).toBe("application/json");
      expect(await missing.json(), unknown).toEqual({ erro: "Ensino não encontrado" });
    }
  });

  test("an unknown page is the 404 page with status 404 and the security headers", async ({ request }) => {
    const response = await request.get("/pagina-que-nao-existe/");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Página não encontrada");
    expect(response.headers()["content-security-policy"]).toBe(EXPECTED["content-security-policy"]);
  });

  test("a folder without its slash is redirected to it, on the host the visitor used", async ({ request }) => {
    const response = await request.get("/cursos", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/cursos/");
  });

  test("text answers are compressed with gzip", async ({ request }) => {
    for (const urlPath of ["/", hashedScript, "/api/ensinos/1", "/page-data/ensinamentos/page-data.json"]) {
      const response = await request.get(urlPath, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers()["content-encoding"], urlPath).toBe("gzip");
      expect(response.headers().vary, urlPath).toContain("Accept-Encoding");
    }
  });

  test("types: the manifest, the feeds; Netlify's rule files are not served", async ({ request }) => {
    expect((await request.get("/manifest.webmanifest")).headers()["content-type"]).toBe("application/manifest+json");
    expect((await request.get("/rss.xml")).headers()["content-type"]).toMatch(/^text\/xml/);
    for (const ruleFile of ["/_headers", "/_redirects"])
      expect((await request.get(ruleFile)).status(), ruleFile).toBe(404);
  });
});
