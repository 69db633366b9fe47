import path from "node:path";
import { test, expect, mainNav, TRANSLATE_SCRIPT, LOADING_ENDS_MS, type HostOptions } from "./fixtures";
import { loadNetlifyHost, type NetlifyHost } from "./support/netlify-host";
import { securityHeaders } from "../src/buildtime/headers";
import type { Page } from "@playwright/test";

/**
 * The deployment's security headers in force in the browser. nginx sends them itself (deploy/nginx/);
 * `gatsby serve` sends none, so there every local response gets the headers Netlify would send for its
 * path, read from the build's public/_headers.
 */
const EXPECTED = securityHeaders();
/** nginx in these tests answers over plain HTTP, where it sends no HSTS (browsers ignore it there). */
const { "strict-transport-security": _hsts, ...OVER_HTTP } = EXPECTED;
const expectedOn = (host: HostOptions["host"]) => (host === "nginx" ? OVER_HTTP : EXPECTED);
let netlify: NetlifyHost;

test.beforeAll(async () => {
  netlify = await loadNetlifyHost(path.resolve(__dirname, "../public"));
});

// When a test ends, its context is torn down while requests may still be in the handler below: the
// fetched response is then disposed before it can be passed on, and nobody is left to receive it.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

async function withDeploymentHeaders(page: Page, host: HostOptions["host"]) {
  if (host === "gatsby-serve") {
    await page.route(/^http:\/\/localhost[:/]/, async (route) => {
      const response = await route.fetch();
      const { headers } = netlify.headersFor(new URL(route.request().url()).pathname);
      await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
    });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe("Deployment headers @hosting", () => {
  // One test per route: all eleven in one test came close to the 30 s limit on a busy 2-core runner.
  for (const [route, h1] of [
    ["/", "Evolução para Todos"],
    ["/quem-somos/", "Quem Somos"],
    ["/ensinamentos/", "Ensinamentos"],
    ["/ensinamento/lobo-bom-lobo-mau/", "O Lobo Bom e o Lobo Mau"],
    ["/ensinos/1/", "A Prece como Alimento da Alma"],
    ["/cursos/", "Cursos"],
    ["/cursos/2/", "Detalhes do curso"],
    ["/livros/", "Livros"],
    ["/livros/2/", "Detalhes do livro"],
    ["/contato/", "Contato"],
    ["/nao-existe/", "Página não encontrada"],
  ]) {
    test(`${route} carries the security headers and works under them without a violation`, async ({ page, host }) => {
      await withDeploymentHeaders(page, host);
      const response = await page.goto(route);
      const headers = response?.headers() ?? {};
      for (const [name, value] of Object.entries(expectedOn(host))) expect(headers[name], name).toBe(value);
      if (host === "nginx") expect(headers["strict-transport-security"]).toBeUndefined();
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      await expect(page.locator("[data-loading-overlay]")).toHaveCount(0, { timeout: LOADING_ENDS_MS });
      expect(await violations(page)).toEqual([]);
    });
  }

  test("client navigation and the filters work under them without a violation", async ({ page, host }) => {
    await withDeploymentHeaders(page, host);
    await page.goto("/ensinamentos/");
    await page.getByRole("searchbox", { name: "Buscar" }).fill("lobo");
    await expect(page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article")).toHaveCount(1);
    await mainNav(page).getByRole("link", { name: "Livros" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Livros" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the translation widget is allowed", async ({ page, host }) => {
    await withDeploymentHeaders(page, host);
    // A visitor who reads in English: the script comes at start (docs/translation.md).
    await page.addInitScript(() => localStorage.setItem("selectedLanguage", "en"));
    await page.route(TRANSLATE_SCRIPT, (route) =>
      route.fulfill({
        contentType: "application/javascript",
        body: "window.google={translate:{TranslateElement:function(){window.__widgetCreated=true;}}};window.googleTranslateElementInit();",
      }),
    );
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __widgetCreated?: boolean }).__widgetCreated === true);
    expect(await violations(page)).toEqual([]);
  });

  test.describe("what is not allowed", () => {
    test.use({ expectedErrors: [/Content Security Policy/] });

    test("an injected inline script and a foreign script are refused", async ({ page, host }) => {
      await withDeploymentHeaders(page, host);
      await page.goto("/");
      await page.evaluate(() => {
        const inline = document.createElement("script");
        inline.textContent = "window.__injected = true";
        document.body.appendChild(inline);
        const foreign = document.createElement("script");
        foreign.src = "https://scripts.example.org/x.js";
        document.body.appendChild(foreign);
      });
      await expect.poll(() => violations(page)).toHaveLength(2);
      expect(await violations(page)).toEqual([
        expect.stringMatching(/^script-src-elem inline$/),
        expect.stringMatching(/^script-src-elem https:\/\/scripts\.example\.org\/x\.js$/),
      ]);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    });
  });
});
