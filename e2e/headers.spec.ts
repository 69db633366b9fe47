import { test, expect, mainNav, TRANSLATE_SCRIPT } from "./fixtures";
import { policyViolations as violations, recordPolicyViolations } from "./support/policy";

/**
 * The deployment's security headers in force in the browser, on nginx (deploy/nginx/), beyond the first
 * load of each route, which e2e/routes.spec.ts checks with its headers: a client navigation and the
 * filters, the translation widget, and what the policy refuses. Netlify's rules carry the same headers
 * (e2e/netlify.spec.ts reads them for every file of the build).
 */
test.describe("Deployment headers @hosting", () => {
  test("client navigation and the filters work under them without a violation", async ({ page }) => {
    await recordPolicyViolations(page);
    await page.goto("/ensinamentos/");
    await page.getByRole("searchbox", { name: "Buscar" }).fill("lobo");
    await expect(page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article")).toHaveCount(1);
    await mainNav(page).getByRole("link", { name: "Livros" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Livros" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the translation widget is allowed", async ({ page }) => {
    await recordPolicyViolations(page);
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

    test("an injected inline script and a foreign script are refused", async ({ page }) => {
      await recordPolicyViolations(page);
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
