import { test, expect, afterPageTimers, mainNav, TRANSLATE_SCRIPT, openPage } from "./fixtures";
import type { Page } from "@playwright/test";
import { TRANSLATION_STAND_IN } from "./support/stand-ins";

const selectorButton = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("button", { name: /^Idioma:/ })
    .first();

test.describe("With the translation script blocked", () => {
  test("choosing a language stores it, sets the cookie, and reloads the page once the script has failed", async ({
    page,
    context,
  }) => {
    await openPage(page, "/");
    await expect(selectorButton(page)).toHaveText("Idioma: PT");
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      // When the script's download failed, and when the page began to unload, on the page's own clock.
      const times = { scriptFailed: 0, unloading: 0 };
      localStorage.setItem("__times", JSON.stringify(times));
      document.addEventListener(
        "error",
        (event) => {
          if (event.target instanceof HTMLScriptElement) times.scriptFailed = performance.now();
        },
        true,
      );
      window.addEventListener("beforeunload", () => {
        times.unloading = performance.now();
        localStorage.setItem("__times", JSON.stringify(times));
      });
    });
    await selectorButton(page).click();
    const list = page.getByRole("listbox", { name: "Idiomas" });
    await expect(list).toBeVisible();
    await expect(list.getByRole("option").first()).toHaveText(/Português \(Brasil\)/);
    expect(await list.getByRole("option").count()).toBeGreaterThanOrEqual(100);
    const reload = page.waitForEvent("load");
    await list.getByRole("option", { name: /Espanhol/ }).click();
    await reload;
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    await expect(selectorButton(page)).toHaveText("Idioma: ES");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("es");
    // The 150 ms of the fallback run from the script's failure, not from the click.
    const times = JSON.parse((await page.evaluate(() => localStorage.getItem("__times"))) ?? "{}") as {
      scriptFailed: number;
      unloading: number;
    };
    expect(times.scriptFailed).toBeGreaterThan(0);
    expect(times.unloading - times.scriptFailed).toBeGreaterThanOrEqual(140);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "googtrans")?.value).toBe("/pt/es");
  });

  test("the list works from the keyboard and closes on an outside click", async ({ page }) => {
    await openPage(page, "/");
    await selectorButton(page).focus();
    await page.keyboard.press("ArrowDown");
    const list = page.getByRole("listbox", { name: "Idiomas" });
    await expect(list).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(selectorButton(page)).toBeFocused();
    await selectorButton(page).click();
    await expect(list).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();
  });
});

test.describe("The language list when its chunk cannot be downloaded", () => {
  // What a tab left open across a deploy meets: the list's chunk is gone from the host.
  test.use({ expectedErrors: [/Failed to load resource.*net::ERR_FAILED/] });

  test("says it could not load the list, and the retry loads it", async ({ page }) => {
    let blocked = true;
    await page.route(/\/languages-[0-9a-f]+\.js$/, (route) => (blocked ? route.abort() : route.fallback()));
    await openPage(page, "/");
    await selectorButton(page).click();
    const failure = page.getByRole("alert").filter({ hasText: "Não foi possível carregar a lista de idiomas." });
    await expect(failure).toBeVisible();
    await expect(page.getByRole("listbox", { name: "Idiomas" })).toHaveCount(0);

    blocked = false;
    await failure.getByRole("button", { name: "Tentar novamente" }).click();
    const list = page.getByRole("listbox", { name: "Idiomas" });
    await expect(list).toBeFocused();
    await expect(list.getByRole("option").first()).toHaveText(/Português \(Brasil\)/);
    await expect(failure).toHaveCount(0);
  });
});

test.describe("With a stand-in for the translation widget, for a visitor who reads in another language", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(TRANSLATE_SCRIPT, (route) =>
      route.fulfill({ contentType: "application/javascript", body: TRANSLATION_STAND_IN }),
    );
    // A choice kept from an earlier visit: the script comes at start (docs/translation.md).
    await page.addInitScript(() => localStorage.setItem("selectedLanguage", "fr"));
  });

  test("the widget is created with pt, its banner is hidden and the page is not pushed down", async ({ page }) => {
    await openPage(page, "/");
    await page.waitForFunction(() => "__widget" in window);
    expect(
      await page.evaluate(
        () => (window as unknown as { __widget: { options: { pageLanguage: string } } }).__widget.options.pageLanguage,
      ),
    ).toBe("pt");
    await page.waitForSelector("#stand-in-banner", { state: "attached" });
    await expect(page.locator("#stand-in-banner")).toBeHidden();
    // The stylesheet hides the banners it knows; the poll the widget's initialisation starts hides
    // them in the element itself and undoes the offset the widget put on <body>.
    const bannerDisplay = () =>
      page.evaluate(() => document.getElementById("stand-in-banner")?.style.getPropertyPriority("display") ?? "");
    await expect.poll(bannerDisplay).toBe("important");
    await expect.poll(() => page.evaluate(() => document.body.style.top)).toBe("0px");
    const headerTop = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().top);
    expect(headerTop).toBe(0);
  });

  test("choosing another language drives the widget's select instead of reloading", async ({ page }) => {
    await openPage(page, "/");
    await page.waitForFunction(() => document.querySelectorAll("select.goog-te-combo option").length > 1);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await selectorButton(page).click();
    await page.getByRole("option", { name: /Inglês/ }).click();
    // Past the reload's wait (150 ms after the script), by the page's clock: a reload would have come.
    await afterPageTimers(page, 600);
    expect(
      await page.evaluate(() => (window as unknown as { __widget: { changes: string[] } }).__widget.changes),
    ).toEqual(["en"]);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(selectorButton(page)).toHaveText("Idioma: EN");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toBeVisible();
  });
});

test.describe("React survives a page translator", () => {
  test("after the text nodes are rewritten, the filters and the navigation still work", async ({ page }) => {
    await openPage(page, "/ensinamentos/");
    await expect(page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article")).toHaveCount(3);
    // What a translator does: every text node becomes <font><font>text</font></font>.
    const rewritten = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      while (walker.nextNode()) nodes.push(walker.currentNode as Text);
      let count = 0;
      for (const node of nodes) {
        if (!node.nodeValue?.trim() || !node.parentNode || node.parentElement?.closest("script,style")) continue;
        const outer = document.createElement("font");
        const inner = document.createElement("font");
        inner.textContent = node.nodeValue;
        outer.appendChild(inner);
        node.parentNode.replaceChild(outer, node);
        count += 1;
      }
      return count;
    });
    expect(rewritten).toBeGreaterThan(50);

    await page.getByRole("searchbox", { name: "Buscar" }).fill("lobo");
    await expect(page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article")).toHaveCount(1);
    await page.getByRole("button", { name: "Sabedoria" }).click();
    await expect(page.getByText("Nenhum ensinamento encontrado.")).toBeVisible();
    await page.getByRole("button", { name: "Todas as Categorias" }).click();
    await page.getByRole("searchbox", { name: "Buscar" }).fill("");
    await expect(page.getByRole("region", { name: "Lista de ensinamentos" }).getByRole("article")).toHaveCount(3);

    await mainNav(page).getByRole("link", { name: "Cursos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cursos" })).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Contato" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contato" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Cursos" })).toBeVisible();
    await expect(page.locator("#conteudo")).not.toBeEmpty();
  });
});
