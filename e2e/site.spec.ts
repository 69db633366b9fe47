import { test, expect, mainNav, watchLoadingOverlay, overlayRecord, openPage, holdScripts, PHONE } from "./fixtures";

// How each section's page is served inside the layout, its entry highlighted, is checked on the built
// files (__tests__/built/layout.test.ts); here, what a browser does with it.
test.describe("Shared layout", () => {
  test("a route change shows 'Carregando...' with the logo for about 300 ms @timed", async ({ page }) => {
    await openPage(page, "/");
    await watchLoadingOverlay(page);
    await mainNav(page).getByRole("link", { name: "Quem Somos" }).click();
    const overlay = await overlayRecord(page);
    expect(overlay.role).toBe("status");
    expect(overlay.text).toContain("Carregando...");
    expect(overlay.logoVisible, "the logo is shown on the overlay").toBe(true);
    expect(overlay.duration).toBeGreaterThanOrEqual(250);
    expect(overlay.duration).toBeLessThan(800);
    await expect(page.getByRole("heading", { level: 1, name: "Quem Somos" })).toBeVisible();
    await expect(page).toHaveURL(/\/quem-somos\/$/);
  });

  test("the first page opened shows no route-change loading", async ({ page }) => {
    await page.goto("/quem-somos/");
    await expect(page.getByRole("heading", { level: 1, name: "Quem Somos" })).toBeVisible();
    await expect(page.getByText("Carregando...")).toHaveCount(0);
  });

  test.describe("Before the page's code has run", () => {
    test("a link loads the next page whole, and a page with a form stays under its loading state", async ({ page }) => {
      // Gatsby's app chunk, without which nothing is hydrated, held on its way as on a slow line.
      const { asked, release } = await holdScripts(page, /\/app-[0-9a-f]+\.js$/);
      // Not until "load", which waits for the held script.
      await page.goto("/contato/", { waitUntil: "domcontentloaded" });
      await expect.poll(() => asked.length).toBe(1);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      await expect(page.getByRole("status").getByText("Carregando...")).toBeVisible();
      await expect(page.getByRole("button", { name: "Enviar Mensagem" })).toBeHidden();
      // No router to take it: the browser asks for the next page itself.
      const loaded = page.waitForRequest(
        (request) => request.isNavigationRequest() && /\/quem-somos\/$/.test(request.url()),
      );
      await mainNav(page).getByRole("link", { name: "Quem Somos" }).click();
      await loaded;
      await expect(page.getByRole("heading", { level: 1, name: "Quem Somos" })).toBeVisible();
      expect(asked).toHaveLength(2);
      release();
      await page.waitForSelector("html[data-hydrated]");
    });

    test("the controls that need the code are hidden until it runs, and appear in their place", async ({ page }) => {
      const { asked, release } = await holdScripts(page, /\/app-[0-9a-f]+\.js$/);
      await page.goto("/ensinamentos/", { waitUntil: "domcontentloaded" });
      await expect.poll(() => asked.length).toBe(1);
      const controls = [
        page.getByRole("banner").locator("[data-needs-script]").first(),
        page.getByRole("contentinfo").locator("[data-needs-script]"),
        page.locator("aside [data-needs-script]").first(),
      ];
      const boxes = [];
      for (const control of controls) {
        await expect(control).toBeHidden();
        await expect(control).toHaveCSS("visibility", "hidden");
        boxes.push(await control.boundingBox());
      }
      release();
      await page.waitForSelector("html[data-hydrated]");
      for (const [index, control] of controls.entries()) {
        await expect(control).toBeVisible();
        expect(await control.boundingBox()).toEqual(boxes[index]);
      }
      await expect(page.getByRole("button", { name: "Idioma: PT" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Libras/ })).toBeVisible();
    });

    test.describe("on a phone", () => {
      test.use({ viewport: PHONE });

      test("a tap on the menu opens it, and it stays open once the code has run, which then closes it on a link", async ({
        page,
      }) => {
        const { asked, release } = await holdScripts(page, /\/app-[0-9a-f]+\.js$/);
        await page.goto("/", { waitUntil: "domcontentloaded" });
        await expect.poll(() => asked.length).toBe(1);
        await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
        await page.getByRole("button", { name: "Abrir menu" }).click();
        const menu = page.getByRole("navigation", { name: "Navegação móvel" });
        await expect(menu).toBeVisible();
        // The language and scheme need the code: not shown in the menu yet.
        await expect(menu.getByRole("button", { name: /^Idioma:/ })).toBeHidden();
        release();
        await page.waitForSelector("html[data-hydrated]");
        await expect(menu).toBeVisible();
        await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
        await expect(menu.getByRole("button", { name: /^Idioma:/ })).toBeVisible();
        await menu.getByRole("link", { name: "Livros" }).click();
        await expect(page).toHaveURL(/\/livros\/$/);
        await expect(menu).toBeHidden();
        await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
      });
    });
  });

  test.describe("mobile", () => {
    test.use({ viewport: PHONE });

    test("the menu toggle opens the navigation and closes on a link and on Escape", async ({ page }) => {
      await openPage(page, "/");
      const toggle = page.getByRole("button", { name: "Abrir menu" });
      await expect(mainNav(page)).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Navegação móvel" });
      await expect(menu).toBeVisible();
      await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
      await menu.getByRole("link", { name: "Livros" }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/livros\/$/);

      await page.getByRole("button", { name: "Abrir menu" }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();

      // Escape in the language list closes the list alone; the next one, the menu.
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await menu.getByRole("button", { name: /^Idioma:/ }).click();
      await expect(menu.getByRole("listbox", { name: "Idiomas" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu.getByRole("listbox", { name: "Idiomas" })).toBeHidden();
      await expect(menu.getByRole("button", { name: /^Idioma:/ })).toBeFocused();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });
  });
});

test.describe("Home", () => {
  test("hero, three section cards, mission and closing call to action link where the spec says", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Evolução para Todos" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Explorar Ensinamentos" })).toHaveAttribute("href", "/ensinamentos/");
    await expect(main.getByRole("link", { name: "Entre em Contato" })).toHaveAttribute("href", "/contato/");
    await expect(main.getByRole("link", { name: "Ver ensinamentos" })).toHaveAttribute("href", "/ensinamentos/");
    await expect(main.getByRole("link", { name: "Ver cursos" })).toHaveAttribute("href", "/cursos/");
    await expect(main.getByRole("link", { name: "Ver livros" })).toHaveAttribute("href", "/livros/");
    await expect(main.getByRole("heading", { name: /Nossa missão: amor e caridade/ })).toBeVisible();
    await expect(main.getByRole("link", { name: "Fale com a Gente" })).toHaveAttribute("href", "/contato/");
    await expect(main.getByRole("link", { name: "Conheça os Ensinamentos" })).toHaveAttribute("href", "/ensinamentos/");
    await expect(main.getByRole("link", { name: "Comece Agora" })).toHaveAttribute("href", "/ensinos/");
    await expect(main.getByRole("link", { name: "Fale Conosco" })).toHaveAttribute("href", "/contato/");
  });

  test("'Comece Agora' is not a dead link: /ensinos leads to the teachings list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Comece Agora" }).click();
    await expect(page).toHaveURL(/\/ensinamentos\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ensinamentos" })).toBeVisible();
  });

  test("/ensinos opened directly redirects to /ensinamentos/", async ({ page }) => {
    await page.goto("/ensinos");
    await expect(page).toHaveURL(/\/ensinamentos\/$/);
  });
});

test.describe("Quem Somos", () => {
  test("has every section, the claims, and two buttons that do nothing", async ({ page }) => {
    await openPage(page, "/quem-somos/");
    for (const title of [
      "Nossa História",
      "Nossa Missão",
      "Nossa Visão",
      "Nossos Valores",
      "Nossa Comunidade",
      "Conexão com a Natureza",
      "Junte-se à Nossa Jornada",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    for (const value of [
      "Amor e caridade",
      "Respeito à diversidade",
      "Busca do conhecimento",
      "Transparência e ética",
      "Harmonia com a natureza",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(page.getByText(/mais de 1000 estudantes em mais de 50 países/)).toBeVisible();
    await expect(page.getByText("1000+")).toBeVisible();
    await expect(page.getByText("50+")).toBeVisible();
    for (const name of ["Quero Participar", "Saiba Mais"]) {
      await page.getByRole("button", { name }).click();
      await expect(page).toHaveURL(/\/quem-somos\/$/);
    }
  });
});

test.describe("Placeholders and 404", () => {
  for (const [path, title] of [
    ["/cursos/1/", "Detalhes do curso"],
    ["/cursos/qualquer-coisa/", "Detalhes do curso"],
    ["/livros/2/", "Detalhes do livro"],
    ["/livros/xyz/", "Detalhes do livro"],
  ]) {
    test(`${path} shows the under-development placeholder`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Esta página está em desenvolvimento.")).toBeVisible();
    });
  }

  for (const path of ["/pagina-que-nao-existe", "/ensinamento/nao-existe/", "/ensinos/1/extra/"]) {
    test(`${path} shows the 404 page with a way back home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
      await page.getByRole("link", { name: "Voltar ao início" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Evolução para Todos" })).toBeVisible();
    });
  }
});

test.describe("Content behind a loading state", () => {
  // That each carries its content in the pre-rendered HTML is checked on the built files
  // (__tests__/built/structured-data.test.ts).
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the teachings list shows every teaching, and no control that needs the code", async ({ page }) => {
      await page.goto("/ensinamentos/");
      await expect(page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article")).toHaveCount(3);
      await expect(page.getByRole("searchbox")).toHaveCount(0);
      for (const name of ["Todas as Categorias", "Sabedoria", "Todos os Anos", "2025", /^Idioma:/, /^Libras/]) {
        await expect(page.getByRole("button", { name })).toHaveCount(0);
      }
      await expect(page.getByRole("switch", { name: "Tema escuro" })).toHaveCount(0);
      await page.goto("/busca/");
      await expect(page.getByRole("search")).toHaveCount(0);
      // Said in its place by a <noscript> note, which Chromium with scripts turned off by the test still
      // leaves unpainted in the body (and Playwright's text matching skips): its text is read instead.
      expect(
        await page
          .getByRole("main")
          .locator("noscript")
          .evaluate((note) => note.textContent),
      ).toBe("A busca precisa de JavaScript ativado no navegador.");
    });

    test.describe("on a phone", () => {
      test.use({ viewport: PHONE });

      test("the menu opens and closes by itself, and a link in it leads to its page", async ({ page }) => {
        await page.goto("/");
        const menu = page.getByRole("navigation", { name: "Navegação móvel" });
        await expect(menu).toBeHidden();
        await page.getByRole("button", { name: "Abrir menu" }).click();
        await expect(menu).toBeVisible();
        await expect(menu.getByRole("button", { name: /^Idioma:/ })).toHaveCount(0);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await page.getByRole("button", { name: "Abrir menu" }).click();
        await menu.getByRole("link", { name: "Cursos" }).click();
        await expect(page).toHaveURL(/\/cursos\/$/);
        await expect(page.getByRole("heading", { level: 1, name: "Cursos" })).toBeVisible();
      });
    });

    for (const [path, text] of [
      ["/ensinamentos/", "O Lobo Bom e o Lobo Mau"],
      ["/cursos/", "Despertar da Consciência"],
      ["/livros/", "Transforme sua Vida"],
      ["/contato/", "Envie sua mensagem"],
    ]) {
      test(`${path} shows its content and no endless 'Carregando...'`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByText(text).first()).toBeVisible();
        await expect(page.getByText("Carregando...")).toBeHidden();
      });
    }
  });
});

test.describe("The editor at /admin/, deployed", () => {
  test("on a site built without a repository says why, and asks nothing of a local backend it could never reach", async ({
    page,
  }) => {
    // `npm start` serves the page at localhost, where Decap would look for its local backend (localhost:8081)
    // if the deployed editor ever turned it on: the policy would refuse it, with errors in the console.
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    await page.goto("/admin/", { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1, name: "Editor de conteúdo" })).toBeVisible();
    await expect(page.getByText(/publicado sem um repositório para o editor/)).toBeVisible();
    await expect(page.getByText(/npm run cms/)).toBeVisible();
    expect(asked.filter((url) => new URL(url).port === "8081")).toEqual([]);
  });
});
