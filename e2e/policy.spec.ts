import type { Page } from "@playwright/test";
import { test, expect, openPage, TRANSLATE_SCRIPT } from "./fixtures";
import { policyViolations, recordPolicyViolations } from "./support/policy";
import { TRANSLATION_STAND_IN, VLIBRAS_SCRIPT, VLIBRAS_STAND_IN } from "./support/stand-ins";

/**
 * The strict Content-Security-Policy (src/buildtime/policy.ts) as each server sends it, refusing
 * nothing the site does once a page is open: the search (Pagefind's WebAssembly), a lesson's video,
 * Libras and a language chosen (their stand-ins: e2e/support/stand-ins.ts), all in one page, on the
 * build with the examples (a lesson with a video). On nginx its headers are deploy/nginx/'s; on `npm
 * start`'s server, those its service adds to what it passes on (src/service/upstream.ts), the same
 * (__tests__/service-upstream.test.ts). Every route opened and hydrated with nothing refused is a step
 * of its visit on nginx (e2e/support/whole-page.ts); what the policy refuses is in e2e/headers.spec.ts.
 */
const PLAYER = "https://www.youtube-nocookie.com/**";

/** What the policy refused since the last look, each line with the route it was refused on. */
function refusalsBy(page: Page) {
  let seen = 0;
  return async (route: string) => {
    const all = await policyViolations(page);
    const since = all.slice(seen);
    seen = all.length;
    return since.map((line) => `${route}: ${line}`);
  };
}

test("the search, a video, Libras and a language, with nothing refused by the policy @hosting @npm-start", async ({
  page,
}) => {
  await recordPolicyViolations(page);
  await page.route(TRANSLATE_SCRIPT, (route) =>
    route.fulfill({ contentType: "application/javascript", body: TRANSLATION_STAND_IN }),
  );
  await page.route(VLIBRAS_SCRIPT, (route) =>
    route.fulfill({ contentType: "application/javascript", body: VLIBRAS_STAND_IN }),
  );
  await page.route(PLAYER, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" }),
  );
  const refused: string[] = [];
  const refusedOn = refusalsBy(page);

  await openPage(page, "/busca/");
  await page.getByRole("searchbox", { name: "Palavras" }).fill("caridade");
  await expect(page.getByRole("list", { name: "Resultados da busca" }).getByRole("listitem").first()).toBeVisible();
  refused.push(...(await refusedOn("/busca/ (a search)")));

  const lesson = "/cursos/4/aulas/1/";
  await openPage(page, lesson);
  await page.getByRole("button", { name: "Assistir ao vídeo" }).click();
  await expect(page.frameLocator("iframe").getByText("Player")).toBeVisible();

  const libras = page.getByRole("contentinfo").getByRole("button", { name: /^Libras/ });
  await libras.click();
  await expect(libras).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __vlibras?: { started: number } }).__vlibras?.started))
    .toBe(1);

  refused.push(...(await refusedOn(`${lesson} (the video, Libras)`)));

  // The widget's stand-in is driven, or, when its select comes after the spec's wait, the page reloads
  // and the widget starts from the kept choice (src/browser/language-switch.ts): either way it runs.
  const language = page
    .getByRole("banner")
    .getByRole("button", { name: /^Idioma:/ })
    .first();
  await language.click();
  await page
    .getByRole("listbox", { name: "Idiomas" })
    .getByRole("option", { name: /Inglês/ })
    .click();
  await expect(language).toHaveText("Idioma: EN");
  await expect
    .poll(() => page.evaluate(() => "__widget" in window).catch(() => false), { message: "the widget's stand-in ran" })
    .toBe(true);
  refused.push(...(await refusedOn(`${lesson} (a language)`)));

  expect(refused).toEqual([]);
});
