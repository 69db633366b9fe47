import fs from "node:fs";
import path from "node:path";
import { test, expect, mainNav, TRANSLATE_SCRIPT } from "./fixtures";
import type { Page } from "@playwright/test";

/** The headers the build wrote for the static host (public/_headers, a single "/*" block). */
function builtHeaders(): Record<string, string> {
  const text = fs.readFileSync(path.resolve(__dirname, "../public/_headers"), "utf8");
  const lines = text.split("\n").filter((line) => line.startsWith("  "));
  return Object.fromEntries(lines.map((line) => line.trim().split(/:\s(.+)/).slice(0, 2) as [string, string]));
}

const HEADERS = builtHeaders();

/** Serves every local response with the deployment headers, as the static host would. */
async function withDeploymentHeaders(page: Page) {
  await page.route(/^http:\/\/localhost[:/]/, async (route) => {
    try {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), ...HEADERS } });
    } catch (error) {
      // Requests still in flight when a test ends have nobody left to answer.
      if (!page.isClosed()) throw error;
    }
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe("Deployment headers", () => {
  test("the build writes a CSP and the usual security headers", () => {
    const csp = HEADERS["Content-Security-Policy"];
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toContain("https://translate.google.com");
    expect(HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

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
    test(`${route} works under them without a violation`, async ({ page }) => {
      await withDeploymentHeaders(page);
      const response = await page.goto(route);
      expect(response?.headers()["content-security-policy"]).toBe(HEADERS["Content-Security-Policy"]);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      await expect(page.locator(".loading-overlay")).toHaveCount(0, { timeout: 5_000 });
      expect(await violations(page)).toEqual([]);
    });
  }

  test("client navigation and the filters work under them without a violation", async ({ page }) => {
    await withDeploymentHeaders(page);
    await page.goto("/ensinamentos/");
    await page.getByRole("searchbox", { name: "Buscar" }).fill("lobo");
    await expect(page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article")).toHaveCount(1);
    await mainNav(page).getByRole("link", { name: "Livros" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Livros" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the translation widget is allowed", async ({ page }) => {
    await withDeploymentHeaders(page);
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

    test("an injected inline script and a foreign script are refused", async ({ page }) => {
      await withDeploymentHeaders(page);
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
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    });
  });
});
