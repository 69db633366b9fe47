import { test, expect, mainNav, TRANSLATE_SCRIPT } from "./fixtures";
import { policyViolations as violations, recordPolicyViolations } from "./support/policy";
import { VLIBRAS_SCRIPT } from "./support/stand-ins";

/**
 * What VLibras does in the page once it is on (src/buildtime/policy.ts, VLIBRAS_HOSTS), done by a
 * stand-in for its script: its images, font, services and later chunk on its hosts (which do not
 * answer here: only the policy's verdict counts), the avatar's code run from a blob: URL, its
 * decompression in a worker from a blob: URL, and WebAssembly.
 */
const VLIBRAS_EXERCISE = `
window.VLibras = { Widget: function () {} };
(async function () {
  var done = window.__vlibrasDone = {};
  var image = new Image();
  image.src = "https://vlibras.gov.br/app/assets/access_icon.svg";
  document.body.appendChild(image);
  try { await new FontFace("rawline", "url(https://vlibras.gov.br/app/assets/fonts/rawline-400.woff)").load(); } catch (e) {}
  for (const url of [
    "https://vlibras.gov.br/app/target/playerweb.json",
    "https://traducao2.vlibras.gov.br/translate",
    "https://dicionario2.vlibras.gov.br/bundles",
    "https://acessos.vlibras.gov.br/plugin",
  ]) { try { await fetch(url); } catch (e) {} }
  var chunk = document.createElement("script");
  chunk.src = "https://www.vlibras.gov.br/app/vlibras-plugin.chunk.js";
  document.body.appendChild(chunk);
  var code = document.createElement("script");
  code.src = URL.createObjectURL(new Blob(["window.__vlibrasDone.blobScript = true;"], { type: "text/javascript" }));
  document.body.appendChild(code);
  var worker = new Worker(URL.createObjectURL(new Blob(["postMessage(true)"], { type: "text/javascript" })));
  worker.onmessage = function () { done.worker = true; };
  await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  done.wasm = true;
})();`;

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

  test("VLibras is allowed: its script, files, services, blob: code and WebAssembly", async ({ page }) => {
    await recordPolicyViolations(page);
    await page.route(VLIBRAS_SCRIPT, (route) =>
      route.fulfill({ contentType: "application/javascript", body: VLIBRAS_EXERCISE }),
    );
    await page.goto("/");
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: /^Libras/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __vlibrasDone?: object }).__vlibrasDone))
      .toEqual({ blobScript: true, worker: true, wasm: true });
    // The fetches to its hosts have failed by now (nothing answers for them here), unrefused.
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });

  test.describe("what is not allowed", () => {
    test.use({ expectedErrors: [/Content Security Policy/] });

    // What an injection is: tags in the page's markup, as the server sends it. A script the page's own
    // code creates is trusted ('strict-dynamic'), and so is one the test tools' evaluation creates.
    test("tags injected into the markup are refused, an inline script and a foreign script, whatever their host", async ({
      page,
    }) => {
      await recordPolicyViolations(page);
      await page.route(/\/$/, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          "</body>",
          '<script>window.__injected = true</script><script src="https://www.gstatic.com/x.js"></script></body>',
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto("/");
      await expect.poll(() => violations(page)).toHaveLength(2);
      expect(await violations(page)).toEqual([
        expect.stringMatching(/^script-src-elem inline$/),
        expect.stringMatching(/^script-src-elem https:\/\/www\.gstatic\.com\/x\.js$/),
      ]);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    });
  });
});
