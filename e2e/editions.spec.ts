import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { expectSecurityHeaders } from "./support/policy";
import { CACHE_CONTROL } from "../src/buildtime/headers";
import { EDITION_LEAVE_PLACEHOLDER, EDITIONS_MANIFEST_PATH, parseEditionsManifest } from "../src/shared/editions";

/**
 * The newsletter's editions (docs/routes.md, "Editions"), on the build with the examples of
 * docs/exemplos/boletins/ (`npm run build:exemplos`): edition 1 with a text, a picture and items of each
 * kind, edition 2 with a text only, edition 3 with items only; their pages, and what the build
 * publishes beside them for the service that sends them.
 */
const TITLES = ["Leituras para abril", "O valor do silêncio", "A caridade começa em casa"];
const EDITION = "/boletins/1/";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * The address the build was given (GATSBY_SITE_URL), as its pages' canonical links have it: the one
 * every absolute address of the structured data, the sitemap and the e-mails starts with.
 */
async function builtAddress(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(EDITION)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(canonical.endsWith(EDITION), canonical).toBe(true);
  return canonical.slice(0, -EDITION.length);
}

test.describe("The list of editions", () => {
  test("shows every edition, the most recent first, each leading to its page", async ({ page }) => {
    await visit(page, "/boletins/");
    await expect(page.getByRole("heading", { level: 1, name: "Boletins" })).toBeVisible();
    const items = page.getByRole("list").filter({ hasText: "Boletim nº" }).getByRole("listitem");
    await expect(items.getByRole("heading", { level: 2 })).toHaveText(TITLES);
    await expect(items.first()).toContainText("Boletim nº 3");
    await expect(items.last()).toContainText("3 de fevereiro de 2025");
    await expect(items.nth(1)).toContainText("Num mundo de tanto barulho, o silêncio virou quase um luxo.");
    await items.last().getByRole("link", { name: "A caridade começa em casa" }).click();
    await expect(page).toHaveURL(EDITION);
    await expect(page.getByRole("heading", { level: 1, name: "A caridade começa em casa" })).toBeVisible();
  });

  test("the newsletter box of the teachings and the footer lead to it", async ({ page }) => {
    await visit(page, "/ensinamentos/");
    await page.getByRole("link", { name: "Ver edições anteriores" }).click();
    await expect(page).toHaveURL("/boletins/");
    await expect(page.getByRole("heading", { level: 1, name: "Boletins" })).toBeVisible();
    await visit(page, "/quem-somos/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Boletins" }).click();
    await expect(page).toHaveURL("/boletins/");
  });
});

test.describe("An edition's page", () => {
  test("shows its number, title, date and text, then each item as its list's card, leading to its page", async ({
    page,
  }) => {
    await visit(page, EDITION);
    await expect(page.getByText("Boletim nº 1", { exact: true })).toBeVisible();
    await expect(page.getByText("3 de fevereiro de 2025", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Por onde começar" })).toBeVisible();
    // Its place kept before it arrives (Lighthouse's throttled load saw the text below it move without).
    const picture = page.getByRole("img", {
      name: "Ilustração: um sol pálido sobre o céu dourado e o alto de uma colina",
    });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("width", "1280");
    await expect(picture).toHaveAttribute("height", "800");
    await expect(page.getByRole("link", { name: "O Caminho da Caridade" }).first()).toHaveAttribute(
      "href",
      "/livros/4/",
    );

    const teachings = region(page, "Ensinamentos");
    await expect(teachings.getByRole("heading", { level: 3 })).toHaveText([
      "O Lobo Bom e o Lobo Mau",
      "O Ângulo do Jardim e o Ângulo do Lixo",
    ]);
    await expect(region(page, "Cursos").getByRole("link", { name: "Iniciar Curso" })).toHaveAttribute(
      "href",
      "/cursos/4/aulas/1/",
    );
    await expect(region(page, "Livros").getByRole("link", { name: "Ler online" })).toHaveAttribute(
      "href",
      "/livros/4/capitulos/1/",
    );
    await region(page, "Cursos").getByRole("link", { name: "Introdução ao Estudo Espírita" }).click();
    await expect(page).toHaveURL("/cursos/4/");
    await page.goBack();
    await teachings.getByRole("link", { name: "Ler mais: O Lobo Bom e o Lobo Mau" }).click();
    await expect(page).toHaveURL("/ensinamento/lobo-bom-lobo-mau/");
    await page.getByRole("heading", { level: 1, name: "O Lobo Bom e o Lobo Mau" }).waitFor();
  });

  test("an edition of a text only has no cards, and one of items only no text", async ({ page }) => {
    await visit(page, "/boletins/2/");
    await expect(page.getByRole("link", { name: "página Ensinamentos" })).toHaveAttribute("href", "/ensinamentos/");
    for (const name of ["Ensinamentos", "Cursos", "Livros"]) await expect(region(page, name)).toHaveCount(0);
    await visit(page, "/boletins/3/");
    await expect(region(page, "Ensinamentos").getByRole("heading", { level: 3 })).toHaveText([
      "A Vida Não Tem Marcha Ré",
    ]);
    await expect(region(page, "Livros").getByRole("link", { name: "Baixar Livro" })).toHaveAttribute("href", /\.epub$/);
    await expect(region(page, "Cursos")).toHaveCount(0);
    // The lectures of the agenda it announces, each with its day and time in Brasília's, to its page.
    const lectures = region(page, "Palestras");
    await expect(lectures.getByRole("listitem").first()).toContainText(
      "quarta-feira, 2 de dezembro de 2026, 19h30 às 20h30, horário de Brasília",
    );
    await expect(lectures.getByRole("link", { name: "Caridade e esperança" })).toHaveAttribute(
      "href",
      "/agenda/caridade-e-esperanca/",
    );
  });

  test("the search finds an edition by a word of its text, at its page and never at its e-mail", async ({ page }) => {
    await visit(page, "/busca/?q=sil%C3%AAncio");
    const results = page.getByRole("list", { name: "Resultados da busca" });
    await expect(results.getByRole("link", { name: "O valor do silêncio" })).toHaveAttribute("href", "/boletins/2/");
    await expect(results.locator('a[href*="email"]')).toHaveCount(0);
  });
});

test.describe("What the build publishes for the service @hosting @npm-start", () => {
  test("the manifest lists the three editions, and each e-mail is served with its type, the site's headers and no long caching", async ({
    request,
    host,
  }) => {
    const answer = await request.get(EDITIONS_MANIFEST_PATH);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
    const manifest = parseEditionsManifest(await answer.json());
    if (!manifest.ok) throw new Error(manifest.error);
    expect(manifest.manifest.edicoes.map((edition) => [edition.numero, edition.assunto])).toEqual([
      [3, "Boletim nº 3: Leituras para abril"],
      [2, "Boletim nº 2: O valor do silêncio"],
      [1, "Boletim nº 1: A caridade começa em casa"],
    ]);
    const checked = [answer];
    for (const { html, texto } of manifest.manifest.edicoes) {
      const email = await request.get(html);
      expect(email.headers()["content-type"]).toMatch(/^text\/html; charset=utf-8$/i);
      expect((await email.text()).split(EDITION_LEAVE_PLACEHOLDER)).toHaveLength(2);
      const text = await request.get(texto);
      expect(text.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8$/i);
      expect(await text.text()).toContain(`Para não receber mais: ${EDITION_LEAVE_PLACEHOLDER}`);
      checked.push(email, text);
    }
    if (host === "nginx")
      for (const file of checked) {
        expectSecurityHeaders(file, file.url());
        expect(file.headers()["cache-control"], file.url()).toBe(CACHE_CONTROL.revalidate);
      }
  });

  test("every address of an e-mail is one of the site's, and answers there", async ({ request }) => {
    const site = await builtAddress(request);
    const html = await (await request.get("/boletins/1/email.html")).text();
    const addresses = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
    const own = addresses.filter((address) => address !== EDITION_LEAVE_PLACEHOLDER);
    expect(own.length).toBeGreaterThan(8);
    for (const address of new Set(own)) {
      expect(address.startsWith(`${site}/`), address).toBe(true);
      const answer = await request.get(address.slice(site.length));
      expect([address, answer.status()]).toEqual([address, 200]);
    }
  });
});
