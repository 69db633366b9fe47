import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * Every address is answered (docs/routes.md): an odd or hostile address shows the state its route
 * promises (the 404 page, 'Ensino não encontrado', a placeholder), never an exception, an endless
 * 'Carregando...' or a hydration error, and the teaching page asks the API only for an id that can
 * be one. On `npm start`'s server and on nginx; a request line a server refuses outright (nginx's 400
 * for a NUL, the 414 of a 10 KB address) is that server's own answer and fine. On both: the addresses
 * nginx refuses reach the page only under `npm start`, whose service answers the 10 KB one itself.
 */
const NOT_FOUND = "Página não encontrada";
const NO_TEACHING = "Ensino não encontrado";

/** `nginxRefuses`: nginx answers 400 to the request line itself (a NUL, an escape that is not hex). */
const CASES: { path: string; heading: string; api?: string; nginxRefuses?: boolean }[] = [
  { path: "/ensinos/100%25/", heading: NO_TEACHING },
  { path: "/cursos/100%25/", heading: "Detalhes do curso" },
  { path: "/livros/100%25/", heading: "Detalhes do livro" },
  { path: "/nao-existe%25/", heading: NOT_FOUND },
  { path: "/ensinos/%252E%252E/", heading: NO_TEACHING },
  { path: "/ensinos/%252E/", heading: NO_TEACHING },
  { path: "/ensinos/..%252F404.json/", heading: NO_TEACHING },
  { path: "/ensinos/a%252Fb/", heading: NO_TEACHING },
  { path: "/ensinos/%C0%AE/", heading: NO_TEACHING },
  { path: "/cursos/%C0%AE/", heading: "Detalhes do curso" },
  { path: "/ensinos/%E0%A4%A/", heading: NO_TEACHING, nginxRefuses: true },
  { path: "/ensinos/%00/", heading: NO_TEACHING, nginxRefuses: true },
  { path: "/ensinos/%0A/", heading: NO_TEACHING },
  { path: `/ensinos/${"x".repeat(200)}/`, heading: NO_TEACHING },
  // Ids no teaching of this site has, but another provider's API might: asked, and not found.
  { path: "/ensinos/%E2%98%83%F0%9F%95%8A/", heading: NO_TEACHING, api: "/api/ensinos/%E2%98%83%F0%9F%95%8A" },
  { path: "/ensinos/um-ensino-novo/", heading: NO_TEACHING, api: "/api/ensinos/um-ensino-novo" },
  // Dots are not a `..` segment inside an id: asked too (src/service/upstream.ts, upstreamTarget, under `npm start`).
  { path: "/ensinos/..novo/", heading: NO_TEACHING, api: "/api/ensinos/..novo" },
  { path: "/quem-somos/#%E0%A4", heading: "Quem Somos" },
];

/** Every request the page made to the API, as paths with their query. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) seen.push(url.pathname + url.search);
  });
  return seen;
}

test.describe("Odd and hostile addresses @hosting @npm-start", () => {
  // The 404s of the page's data under a rewritten address, and the API's 404 for an id it lacks.
  test.use({ expectedErrors: [/Failed to load resource: the server responded with a status of 40[04]/] });

  test("each shows its route's state, without an error, asking the API only for an id that can be one", async ({
    page,
    host,
  }) => {
    test.setTimeout(CASES.length * 10_000);
    const requests = apiRequests(page);
    for (const { path, heading, api, nginxRefuses } of CASES) {
      await test.step(`${path.slice(0, 60)} shows "${heading}"`, async () => {
        requests.length = 0;
        const response = await page.goto(path);
        if (host === "nginx" && nginxRefuses) {
          expect(response?.status(), path).toBe(400);
          expect(requests, path).toEqual([]);
          return;
        }
        await page.waitForSelector("html[data-hydrated]");
        await expect(page.locator("[data-loading-overlay]")).toHaveCount(0, { timeout: 30_000 });
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText("Carregando...")).toHaveCount(0);
        expect(requests, path).toEqual(api ? [api] : []);
      });
    }
  });

  test.describe("a 10 KB address", () => {
    test.use({ expectedErrors: [/Failed to load resource: the server responded with a status of 414/] });

    test("is refused by the server itself with 414, and the API is not asked", async ({ page }) => {
      const requests = apiRequests(page);
      const response = await page.goto(`/ensinos/${"a".repeat(10_240)}/`);
      expect(response?.status()).toBe(414);
      expect(requests).toEqual([]);
    });
  });
});
