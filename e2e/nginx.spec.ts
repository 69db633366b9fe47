import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";
import { CACHE_CONTROL, adminHeaders, securityHeaders } from "../src/buildtime/headers";
import { BUILD_LEFTOVERS } from "../src/buildtime/site-files";
import { FRONT_PORT } from "./support/servers";

/**
 * What only a real server shows, on nginx with deploy/nginx/site.conf (the nginx project of
 * playwright.config.ts runs this file; `gatsby serve` has no caching rules of its own to check).
 */
const publicDir = path.resolve(__dirname, "../public");
const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
/**
 * A hashed script and an image of Gatsby's static/ folder, as the home page references them: the
 * scripts are in the hashed loader's list (src/buildtime/inline-scripts.ts), HTML-escaped.
 */
const hashedScript = /&quot;(\/app-[0-9a-f]{20}\.js)&quot;/.exec(home)?.[1] ?? "";
const staticImage =
  /\ssrc="(\/static\/[0-9a-f]+\/[^"]+)"/.exec(
    fs.readFileSync(path.join(publicDir, "ensinamento/lobo-bom-lobo-mau/index.html"), "utf8"),
  )?.[1] ?? "";
/** Over plain HTTP, as the tests reach nginx, no HSTS: browsers ignore it there (deploy/nginx/http.conf). */
const { "strict-transport-security": _hsts, ...EXPECTED } = securityHeaders();

/** Files of the search index, by the kind of name Pagefind gives them. */
const pagefindDir = path.join(publicDir, "pagefind");
const pagefindFile = (pattern: RegExp, dir = pagefindDir): string => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = pagefindFile(pattern, full);
      if (found) return found;
    } else if (pattern.test(entry.name)) return `/${path.relative(publicDir, full).split(path.sep).join("/")}`;
  }
  return "";
};

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
      expect(response.headers()["strict-transport-security"], urlPath).toBeUndefined();
    }
  });

  test("an error is never cached as immutable, even where files are", async ({ request }) => {
    const cases: [string, number][] = [
      ["/static/nao-existe.jpg", 404],
      ["/app-00000000000000000000.js", 404],
      ["/styles.00000000000000000000.css", 404],
      // A folder of static/ has no index: nginx refuses to list it.
      [path.dirname(staticImage) + "/", 403],
    ];
    for (const [urlPath, status] of cases) {
      const response = await request.get(urlPath);
      expect(response.status(), urlPath).toBe(status);
      expect(response.headers()["cache-control"], urlPath).not.toBe(CACHE_CONTROL.immutable);
    }
  });

  test("what the build leaves for itself is not published: no source map, stats, chunk map or Partytown", async ({
    request,
  }) => {
    const published = fs.readdirSync(publicDir);
    expect(published.filter((name) => name.endsWith(".map"))).toEqual([]);
    for (const leftover of BUILD_LEFTOVERS) expect(published).not.toContain(leftover);
    for (const urlPath of [
      `${hashedScript}.map`,
      "/webpack.stats.json",
      "/chunk-map.json",
      "/~partytown/partytown.js",
      "/~partytown/partytown-sw.js",
    ]) {
      expect((await request.get(urlPath)).status(), urlPath).toBe(404);
    }
    // Nothing the site runs asks for a map: a script ends without a sourceMappingURL comment.
    expect(fs.readFileSync(path.join(publicDir, hashedScript), "utf8")).not.toContain("sourceMappingURL");
  });

  test("a dotfile answers 404, even when it exists; /.well-known/ is served", async ({ request }) => {
    const secret = path.join(publicDir, ".segredo");
    const wellKnown = path.join(publicDir, ".well-known");
    fs.writeFileSync(secret, "não publicar");
    fs.mkdirSync(wellKnown, { recursive: true });
    fs.writeFileSync(path.join(wellKnown, "teste.txt"), "publicar");
    try {
      for (const urlPath of ["/.segredo", "/.env", "/.git/config", "/ensinamentos/.oculto", "/%2Esegredo"])
        expect((await request.get(urlPath)).status(), urlPath).toBe(404);
      const served = await request.get("/.well-known/teste.txt");
      expect(served.status()).toBe(200);
      expect(await served.text()).toBe("publicar");
    } finally {
      fs.rmSync(secret, { force: true });
      fs.rmSync(wellKnown, { recursive: true, force: true });
    }
  });

  test("the search index: its type set here, not compressed twice, its hashed files immutable", async ({ request }) => {
    // Gzipped: true, false, or null where the file is too small for gzip to be worth it either way.
    const cases: [string, string, string, boolean | null][] = [
      [pagefindFile(/^pagefind\..+\.pf_meta$/), "application/octet-stream", CACHE_CONTROL.immutable, false],
      [pagefindFile(/\.pf_fragment$/), "application/octet-stream", CACHE_CONTROL.immutable, false],
      [pagefindFile(/\.pf_index$/), "application/octet-stream", CACHE_CONTROL.immutable, false],
      [pagefindFile(/^wasm\..+\.pagefind$/), "application/octet-stream", CACHE_CONTROL.revalidate, false],
      ["/pagefind/pagefind-entry.json", "application/json", CACHE_CONTROL.revalidate, null],
      ["/pagefind/pagefind.js", "application/javascript", CACHE_CONTROL.revalidate, true],
    ];
    for (const [urlPath, type, cacheControl, gzipped] of cases) {
      expect(urlPath).not.toBe("");
      const response = await request.get(urlPath, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status(), urlPath).toBe(200);
      expect(response.headers()["content-type"]?.split(";")[0], urlPath).toBe(type);
      expect(response.headers()["cache-control"], urlPath).toBe(cacheControl);
      if (gzipped !== null) expect(response.headers()["content-encoding"], urlPath).toBe(gzipped ? "gzip" : undefined);
    }
    expect(fs.readFileSync(path.join(__dirname, "../deploy/nginx/locations.conf"), "utf8")).toMatch(
      /location \^~ \/pagefind\/ \{\s*types \{/,
    );
  });

  test("the editor's WebAssembly is compressed", async ({ request }) => {
    const wasm = fs.readdirSync(path.join(publicDir, "admin")).find((name) => name.endsWith(".wasm"));
    expect(wasm).toBeDefined();
    const response = await request.get(`/admin/${wasm}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-type"]).toBe("application/wasm");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("a request for hundreds of byte ranges gets the whole file, not hundreds of parts", async ({ request }) => {
    const ranges = Array.from({ length: 200 }, (_, i) => `${i * 2}-${i * 2}`).join(",");
    const many = await request.get("/favicon.svg", {
      headers: { Range: `bytes=${ranges}`, "Accept-Encoding": "identity" },
    });
    expect(many.status()).toBe(200);
    expect(many.headers()["content-type"]).not.toMatch(/multipart/);
    const one = await request.get("/favicon.svg", { headers: { Range: "bytes=0-9", "Accept-Encoding": "identity" } });
    expect(one.status()).toBe(206);
    expect((await one.body()).length).toBe(10);
  });

  test("the login's path goes to the service, with the site's headers but not its policy", async ({ request }) => {
    // The suite's service has no login configured: it passes the address on, as any other, with the
    // headers `npm start` adds to what it passes on. What nginx adds is what comes on top of those.
    const response = await request.get("/oauth/auth?provider=github");
    expect(response.status()).toBe(404);
    const service = await request.get(`http://127.0.0.1:${FRONT_PORT}/oauth/auth?provider=github`);
    const values = (headers: Record<string, string>, name: string) => (headers[name] ?? "").split(", ").filter(Boolean);
    const added = (name: string) => values(response.headers(), name).slice(values(service.headers(), name).length);
    expect(added("content-security-policy")).toEqual([]);
    expect(added("x-frame-options")).toEqual(["DENY"]);
    expect(added("x-content-type-options")).toEqual(["nosniff"]);
  });

  test("the forms' path goes to the site's service, and nginx limits the sends of one address", async ({ request }) => {
    expect((await request.get("/mensagens/")).status()).toBe(405);
    const send = () =>
      request.post("/mensagens/", {
        headers: { Accept: "application/json" },
        form: {
          "form-name": "contato",
          nome: "Teste do nginx",
          email: "nginx@example.org",
          whatsapp: "",
          assunto: "Limite",
          mensagem: "Mensagem do teste do limite do nginx.",
          site: "",
          tempo: "5000",
        },
      });
    const first = await send();
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    // A burst of five more passes (burst=5), then nginx answers 429 itself, before the service.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await send()).status());
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
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

/**
 * nginx with `file` of deploy/nginx/, as a server facing the internet runs it, on this machine: a
 * throwaway certificate, HTTPS on 127.0.0.1:9443 and HTTP on 9080, `root` serving the build and the
 * service's upstream at `servicePort`. Checks it with `nginx -t`, runs `check` against it, and stops it.
 */
async function withTls(
  file: string,
  playwright: Parameters<Parameters<typeof test>[2]>[0]["playwright"],
  check: (client: Awaited<ReturnType<typeof playwright.request.newContext>>, original: string) => Promise<void>,
  servicePort?: number,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "evolucao-tls-"));
  const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  let server: ChildProcess | undefined;
  try {
    const cert = path.join(dir, "fullchain.pem");
    const key = path.join(dir, "privkey.pem");
    const subject = ["-subj", "/CN=localhost", "-keyout", key, "-out", cert];
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", ...subject], {
      stdio: "ignore",
    });
    const confDir = path.join(dir, "conf");
    fs.cpSync(path.join(__dirname, "../deploy/nginx"), path.join(confDir, "evolucao"), { recursive: true });
    if (servicePort !== undefined) {
      const http = path.join(confDir, "evolucao", "http.conf");
      fs.writeFileSync(
        http,
        fs.readFileSync(http, "utf8").replace("server 127.0.0.1:9100;", `server 127.0.0.1:${servicePort};`),
      );
    }
    const original = fs.readFileSync(path.join(confDir, "evolucao", file), "utf8");
    const challenges = path.join(dir, "letsencrypt");
    fs.mkdirSync(path.join(challenges, ".well-known", "acme-challenge"), { recursive: true });
    fs.writeFileSync(path.join(challenges, ".well-known", "acme-challenge", "ficha"), "ficha-do-teste");
    // Only what a test machine needs changed: the certificate's paths, the ports, the folders.
    const site = original
      .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`)
      .replace(/^\s*listen \[::\]:\d+.*;$/gm, "")
      .replace("listen 443 ssl http2;", "listen 127.0.0.1:9443 ssl http2;")
      .replace("listen 80;", "listen 127.0.0.1:9080;")
      .replace("root /var/www/evolucao-para-todos/public;", `root ${JSON.stringify(publicDir)};`)
      .replace("root /var/www/letsencrypt;", `root ${JSON.stringify(challenges)};`);
    fs.writeFileSync(path.join(confDir, file), site);
    fs.writeFileSync(
      path.join(confDir, "nginx.conf"),
      `${process.getuid?.() === 0 ? "user root root;\n" : ""}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\n` +
        `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${dir}/body;\n` +
        `  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n` +
        `  scgi_temp_path ${dir}/scgi;\n  include ${file};\n}\n`,
    );
    const args = ["-p", dir, "-c", path.join(confDir, "nginx.conf")];
    const syntax = spawnSync(nginx, ["-t", ...args], { encoding: "utf8" });
    expect(syntax.stderr).toContain("test is successful");

    server = spawn(nginx, [...args, "-g", "daemon off;"], { stdio: "ignore" });
    const client = await playwright.request.newContext({ ignoreHTTPSErrors: true });
    await expect
      .poll(
        () =>
          client.get("https://127.0.0.1:9443/").then(
            (r) => r.status(),
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .not.toBe(0);
    // Over HTTP, only certificate renewal and a redirect to HTTPS.
    const redirect = await client.get("http://127.0.0.1:9080/contato/?x=1", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe("https://127.0.0.1/contato/?x=1");
    expect(redirect.headers()["strict-transport-security"]).toBeUndefined();
    const challenge = await client.get("http://127.0.0.1:9080/.well-known/acme-challenge/ficha", { maxRedirects: 0 });
    expect(challenge.status()).toBe(200);
    expect(await challenge.text()).toBe("ficha-do-teste");
    await check(client, original);
    await client.dispose();
  } finally {
    server?.kill("SIGQUIT");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("TLS, as deploy/nginx/site-tls.conf sets it up @hosting", () => {
  // Both listen on 127.0.0.1:9443 and :9080: one after the other, in one worker.
  test.describe.configure({ mode: "default" });

  test("nginx -t accepts it; over HTTPS the site and HSTS, over HTTP only the ACME challenge and a redirect", async ({
    playwright,
  }) => {
    await withTls("site-tls.conf", playwright, async (client, original) => {
      // The HTTPS server carries the site's rules; the HTTP one answers certificate renewal and redirects.
      const plain = original.slice(original.lastIndexOf("server {"));
      expect(plain).not.toContain("locations.conf");
      const secure = await client.get("https://127.0.0.1:9443/");
      expect(secure.status()).toBe(200);
      expect(secure.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(secure.headers()["content-security-policy"]).toBe(EXPECTED["content-security-policy"]);
    });
  });

  test("the service alone (deploy/nginx/servico-tls.conf, beside a site on Netlify): its paths over HTTPS, nothing else", async ({
    playwright,
  }) => {
    await withTls(
      "servico-tls.conf",
      playwright,
      async (client) => {
        expect((await client.get("https://127.0.0.1:9443/")).status()).toBe(404);
        expect((await client.get("https://127.0.0.1:9443/contato/")).status()).toBe(404);
        // The service answers its own path (a GET is not how a form is sent), with HSTS.
        const forms = await client.get("https://127.0.0.1:9443/mensagens/");
        expect([forms.status(), forms.headers().allow]).toEqual([405, "POST"]);
        expect(forms.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
        expect(await forms.text()).toContain("Este endereço só recebe os formulários do site.");
      },
      FRONT_PORT,
    );
  });
});
