import { test, expect, afterPageTimers, openPage } from "./fixtures";
import type { Page, Request, Route } from "@playwright/test";

const API = "**/api/ensinos/**";

const ENSINO = {
  titulo: "A Paciência que Constrói",
  resumo: "Sobre esperar com fé e agir com serenidade.",
  imagem: "/imagens/ensinos/2.jpg",
  conteudo: "<h2>Primeiro passo</h2><p>Texto com <strong>destaque</strong>.</p>",
  created_at: "2025-01-15T12:00:00Z",
};

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: "application/json",
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const errorHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Erro ao carregar ensino" });
const backLink = (page: Page) => page.getByRole("link", { name: /Voltar aos Ensinamentos/ });

test.describe("/ensinos/{id} with a stubbed API", () => {
  test("success: date, share, title, summary, image, HTML content, 'Publicado em' and the links", async ({ page }) => {
    let request: { url: string; headers: Record<string, string> } | undefined;
    await page.route(API, (route) => {
      request = { url: route.request().url(), headers: route.request().headers() };
      return json(route, ENSINO);
    });
    await page.goto("/ensinos/42/");
    await expect(page.getByRole("heading", { level: 1, name: ENSINO.titulo })).toBeVisible();
    expect(request?.url).toMatch(/\/api\/ensinos\/42$/);
    expect(request?.headers["accept"]).toBe("application/json");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["authorization"]).toBeUndefined();
    await expect(page.getByText("15 de janeiro de 2025").first()).toBeVisible();
    await expect(page.getByText(/^Publicado em 15 de janeiro de 2025$/)).toBeVisible();
    await expect(page.getByText(ENSINO.resumo)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Primeiro passo" })).toBeVisible();
    await expect(page.getByTestId("api-teaching-content").locator("strong")).toHaveText("destaque");
    await expect(page.getByRole("article").locator("img")).toHaveAttribute("src", ENSINO.imagem);
    await expect(page.getByRole("button", { name: "Compartilhar este ensino" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Compartilhar", exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(ENSINO.titulo));
    await page.getByRole("link", { name: "Ver Mais Ensinamentos" }).click();
    await expect(page).toHaveURL(/\/ensinamentos\/$/);
  });

  test("sends the stored auth_token as a bearer header and encodes the id", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("auth_token", "tok-123"));
    let seen: { url: string; auth?: string } | undefined;
    await page.route(API, (route) => {
      seen = { url: route.request().url(), auth: route.request().headers()["authorization"] };
      return json(route, ENSINO);
    });
    await page.goto("/ensinos/a%C3%A7%C3%A3o%201/");
    await expect(page.getByRole("heading", { level: 1, name: ENSINO.titulo })).toBeVisible();
    expect(seen?.auth).toBe("Bearer tok-123");
    expect(seen?.url).toMatch(/\/api\/ensinos\/a%C3%A7%C3%A3o%201$/);
  });

  test.describe("with an image that does not exist", () => {
    test.use({
      expectedErrors: [
        /Failed to load resource: the server responded with a status of 404 .*\/imagens\/nao-existe\.jpg\)$/,
      ],
    });

    test("no summary: the summary is not shown; a broken image is hidden", async ({ page }) => {
      // The image the answer points to does not exist: the page hides it.
      await page.route(API, (route) => json(route, { ...ENSINO, resumo: null, imagem: "/imagens/nao-existe.jpg" }));
      await page.goto("/ensinos/1/");
      await expect(page.getByRole("heading", { level: 1, name: ENSINO.titulo })).toBeVisible();
      await expect(page.getByText(ENSINO.resumo)).toHaveCount(0);
      await expect(page.getByRole("article").locator("img")).toHaveCount(0);
    });
  });

  // Each failure, with what Chromium logs of it when it is one of a request.
  const failures: [string, (route: Route) => Promise<void>, RegExp[]][] = [
    ["a 500 answer", (route) => json(route, { erro: "x" }, 500), [/status of 500 .*\/api\/ensinos\/1\)$/]],
    ["a network failure", (route) => route.abort("failed"), [/net::ERR_FAILED .*\/api\/ensinos\/1\)$/]],
    ["malformed JSON", (route) => json(route, "{não é json"), []],
  ];
  for (const [name, answer, logged] of failures) {
    test.describe(name, () => {
      test.use({ expectedErrors: logged });

      test(`${name} shows 'Erro ao carregar ensino' with a back link`, async ({ page }) => {
        await page.route(API, answer);
        await page.goto("/ensinos/1/");
        await expect(errorHeading(page)).toBeVisible();
        await expect(backLink(page)).toHaveAttribute("href", "/ensinamentos/");
      });
    });
  }

  for (const [name, answer] of [
    ["a null body", (route: Route) => json(route, "null")],
    ["a 404 answer", (route: Route) => json(route, { erro: "x" }, 404)],
  ] as const) {
    test(`${name} shows 'Ensino não encontrado'`, async ({ page }) => {
      await page.route(API, answer);
      await page.goto("/ensinos/1/");
      await expect(page.getByRole("heading", { level: 1, name: "Ensino não encontrado" })).toBeVisible();
      await expect(backLink(page)).toBeVisible();
    });
  }

  test.describe("a 401", () => {
    test.use({ expectedErrors: [/status of 401 .*\/api\/ensinos\/1\)$/] });

    test("a 401 removes auth_token and sends the browser to /login, which is the 404 page", async ({ page }) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem("seeded")) {
          sessionStorage.setItem("seeded", "1");
          window.localStorage.setItem("auth_token", "expirado");
        }
      });
      await page.route(API, (route) => json(route, { erro: "não autorizado" }, 401));
      await page.goto("/ensinos/1/");
      await expect(page).toHaveURL(/\/login\/?$/);
      await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem("auth_token"))).toBeNull();
    });
  });

  test.describe("an XSS payload", () => {
    // One pattern (a two-element array given to test.use is read as a value and its options): what the
    // sanitizer keeps of the payload's <img src="x">, a harmless request for a missing file; and the
    // handler the page's policy refused when Chromium starts the payload's SVG animation in the detached
    // document DOMPurify parses it into before DOMPurify has removed its `onbegin` (cure53/DOMPurify#107),
    // at times: the browser's report of an attack blocked.
    test.use({
      expectedErrors: [
        new RegExp(
          [
            /status of 404 .*\/ensinos\/1\/x\)$/.source,
            /^console\.error: Executing inline event handler violates the following Content Security Policy directive 'script-src .*\(http:\/\/localhost:\d+\/sanitizer-[0-9a-f]+\.js\)$/
              .source,
          ].join("|"),
        ),
      ],
    });

    test("an XSS payload in the content is neutralised", async ({ page }) => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.route(API, (route) =>
        json(route, {
          ...ENSINO,
          conteudo: [
            "<p>Texto seguro</p>",
            "<script>window.__xss = 'script'</script>",
            '<img src="x" onerror="window.__xss = \'onerror\'">',
            "<a href=\"javascript:window.__xss='href'\">clique</a>",
            '<iframe src="https://example.org" srcdoc="<script>parent.__xss=1</script>"></iframe>',
            '<svg><animate onbegin="window.__xss=\'svg\'" attributeName="x"/></svg>',
            '<p style="position:fixed;inset:0">sobreposição</p>',
          ].join(""),
        }),
      );
      await page.goto("/ensinos/1/");
      await expect(page.getByText("Texto seguro")).toBeVisible();
      await page.getByText("clique").click();
      // A javascript: address would run in a task the click queued, before the page's timer.
      await afterPageTimers(page, 300);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      const content = page.getByTestId("api-teaching-content");
      await expect(content.locator("script, iframe, [onerror], [style], [onbegin]")).toHaveCount(0);
      await expect(content.locator("a")).not.toHaveAttribute("href", /javascript:/);
    });
  });

  test("a quick id change: a slow answer for the first id never replaces the second", async ({ page }) => {
    // The first id's answer is held until the second's page is shown, then given (or refused, the
    // request being aborted by then): the order of the two answers is the test's, not the machine's.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered: () => void = () => undefined;
    const lateAnswerGiven = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await page.route(API, async (route) => {
      if (route.request().url().endsWith("/1")) {
        await released;
        await json(route, { ...ENSINO, titulo: "Primeiro (atrasado)" }).catch(() => undefined);
        return answered();
      }
      return json(route, { ...ENSINO, titulo: "Segundo" });
    });
    // The first request's end: its answer read by the page, or the request aborted by it.
    const FIRST = /\/api\/ensinos\/1$/;
    const firstEnded = new Promise<void>((resolve) => {
      const ended = (request: Request) => {
        if (FIRST.test(request.url())) resolve();
      };
      page.on("requestfinished", ended);
      page.on("requestfailed", ended);
    });
    // Hydrated, and the request for the first id under way, before the visitor moves on.
    const firstRequest = page.waitForRequest(FIRST);
    await openPage(page, "/ensinos/1/");
    await firstRequest;
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ensinos/2/"));
    await expect(page).toHaveURL(/\/ensinos\/2\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Segundo" })).toBeVisible();
    release();
    await lateAnswerGiven;
    await firstEnded;
    // The late answer, once the page has it, read and drawn by the page's clock before the check.
    await afterPageTimers(page, 100);
    await expect(page.getByRole("heading", { level: 1, name: "Segundo" })).toBeVisible();
    await expect(page.getByText("Primeiro (atrasado)")).toHaveCount(0);
  });

  test("share uses the device share function with title, summary and URL", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { __shares: ShareData[] }).__shares = calls;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.route(API, (route) => json(route, ENSINO));
    await page.goto("/ensinos/7/");
    await page.getByRole("button", { name: "Compartilhar", exact: true }).click();
    const shares = await page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares);
    expect(shares).toEqual([
      { title: ENSINO.titulo, text: ENSINO.resumo, url: expect.stringMatching(/\/ensinos\/7\/$/) },
    ]);
  });

  test("without a share function the link is copied and the visitor told so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.route(API, (route) => json(route, ENSINO));
    await page.goto("/ensinos/7/");
    await page.getByRole("button", { name: "Compartilhar este ensino" }).click();
    await expect.poll(() => alerts).toEqual(["Link copiado para a área de transferência!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/ensinos\/7\/$/);
  });

  test("a cancelled share is only logged", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: () => Promise.reject(new DOMException("Share canceled", "AbortError")),
      });
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    page.on("dialog", () => {
      throw new Error("no dialog expected");
    });
    await page.route(API, (route) => json(route, ENSINO));
    await page.goto("/ensinos/7/");
    await page.getByRole("button", { name: "Compartilhar", exact: true }).click();
    await expect.poll(() => warnings.some((text) => text.includes("Não foi possível compartilhar"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: ENSINO.titulo })).toBeVisible();
  });
});

test.describe("/ensinos/{id} against the embedded API (no interception) @hosting", () => {
  test("a teaching from content/ensinos is shown", async ({ page }) => {
    await page.goto("/ensinos/1/");
    await expect(page.getByRole("heading", { level: 1, name: "A Prece como Alimento da Alma" })).toBeVisible();
    await expect(page.getByText(/^Publicado em 15 de janeiro de 2025$/)).toBeVisible();
    await expect(page.getByTestId("api-teaching-content").locator("p").first()).toBeVisible();
    const image = page.getByRole("article").locator("img");
    await expect(image).toBeVisible();
    // Laid out at once (width and height are reserved); decoded a moment later.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("an unknown id is 'Ensino não encontrado'", async ({ page }) => {
    await page.goto("/ensinos/999/");
    await expect(page.getByRole("heading", { level: 1, name: "Ensino não encontrado" })).toBeVisible();
  });

  test("the API's documents: 200 with the contract's fields, 404 for an unknown id", async ({ request }) => {
    const ok = await request.get("/api/ensinos/2", { headers: { Accept: "application/json" } });
    expect(ok.status()).toBe(200);
    expect(JSON.parse(await ok.text())).toEqual({
      id: "2",
      titulo: "Caridade: o Amor em Ação",
      resumo: expect.stringMatching(/.{40,}/),
      imagem: "/imagens/ensinos/2.jpg",
      conteudo: expect.stringContaining("<p>"),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const missing = await request.get("/api/ensinos/999", { headers: { Accept: "application/json" } });
    expect(missing.status()).toBe(404);
  });
});

test.describe("/ensinos/{id} when the sanitizer's chunk cannot be downloaded", () => {
  // What a tab left open across a deploy meets: the chunk it asks for is gone.
  test.use({ expectedErrors: [/Failed to load resource.*net::ERR_FAILED/] });

  test("shows 'Erro ao carregar ensino' with its back link, and a later teaching loads again", async ({ page }) => {
    let blocked = true;
    await page.route(/\/sanitizer-[0-9a-f]+\.js$/, (route) => (blocked ? route.abort() : route.fallback()));
    await page.goto("/ensinos/1/");
    await expect(errorHeading(page)).toBeVisible();
    await expect(backLink(page)).toHaveAttribute("href", "/ensinamentos/");
    await expect(page.getByText("Carregando...")).toHaveCount(0);

    blocked = false;
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ensinos/2/"));
    await expect(page.getByRole("heading", { level: 1, name: "Caridade: o Amor em Ação" })).toBeVisible();
  });
});
