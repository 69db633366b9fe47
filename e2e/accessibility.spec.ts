import type { Page } from "@playwright/test";
import { test, expect, ALL_ROUTES, PHONE, settled, visit } from "./fixtures";
import { conformance } from "../src/shared/accessibility/criteria";
import { CRITERIA } from "../src/shared/accessibility/table";
import { SITE } from "../src/shared/site";

/**
 * The accessibility statement (/acessibilidade/, docs/accessibility.md), on npm start's server and on
 * nginx, and what its table says is checked in a browser beyond axe (e2e/routes.spec.ts, e2e/a11y.spec.ts): reflow, text spacing, the
 * keyboard, the names of the controls, the same header and footer everywhere, the skip link, and no
 * media. The table names these tests by their titles; __tests__/accessibility-criteria.test.ts checks
 * that they exist.
 */

const STATEMENT = "/acessibilidade/";
const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("The accessibility statement @hosting @npm-start", () => {
  test("is linked from every page's footer and states the standard, the status as measured and the date", async ({
    page,
  }) => {
    for (const route of ALL_ROUTES) {
      await page.goto(route);
      await expect(footer(page).getByRole("link", { name: "Acessibilidade", exact: true }), route).toHaveAttribute(
        "href",
        STATEMENT,
      );
    }
    await visit(page, "/");
    await footer(page).getByRole("link", { name: "Acessibilidade", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Declaração de Acessibilidade" })).toBeVisible();
    const status = page.getByRole("region", { name: "Situação de conformidade" });
    await expect(status).toContainText("WCAG 2.2, nível AA (W3C) e ABNT NBR 17225:2025");
    const { status: claim } = conformance(CRITERIA);
    await expect(status.getByRole("definition").nth(1)).toHaveText(
      claim === "conformidade regular" ? "Conformidade regular" : "Conformidade parcial",
    );
    await expect(status).toContainText("27 de novembro de 2026");
    for (const part of ["Medidas adotadas", "Como avaliamos", "Limitações conhecidas", "Tecnologias", "Datas"]) {
      await expect(page.getByRole("heading", { level: 2, name: part })).toBeVisible();
    }
  });

  test("lists every WCAG 2.2 criterion of levels A and AA in tables with captions and headers", async ({ page }) => {
    await visit(page, STATEMENT);
    const tables = page.getByRole("table");
    await expect(tables).toHaveCount(4);
    for (const [index, name] of ["Perceptível", "Operável", "Compreensível", "Robusto"].entries()) {
      await expect(tables.nth(index)).toHaveAccessibleName(
        new RegExp(`^Princípio ${index + 1}, ${name}: \\d+ critérios`),
      );
      await expect(tables.nth(index).getByRole("columnheader")).toHaveText([
        "Critério",
        "Nível",
        "Situação",
        "Como o site atende",
        "Como é verificado",
      ]);
    }
    const rows = page.getByRole("rowheader");
    await expect(rows).toHaveCount(CRITERIA.length);
    expect((await rows.allTextContents()).map((text) => text.split(" ")[0])).toEqual(CRITERIA.map(({ id }) => id));
    await expect(page.getByRole("row", { name: /^4\.1\.1 / })).toContainText("Obsoleto");
    // Each manual procedure the table points to is on the page, with its last result and date.
    const links = page.getByRole("link", { name: /^(Títulos|Ordem|Movimento|Gestos)/ });
    expect(await links.count()).toBeGreaterThan(10);
    for (const href of new Set(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href"))))) {
      const procedure = page.locator(`article${href}`);
      await expect(procedure).toContainText("Último resultado");
      await expect(procedure).toContainText("2026");
    }
  });

  test("reports a barrier through the contact form, its subject filled in and still editable", async ({ page }) => {
    await visit(page, STATEMENT);
    await expect(footer(page).getByRole("link", { name: "Conte para nós" })).toHaveAttribute(
      "href",
      "/contato/?assunto=Acessibilidade",
    );
    await page.getByRole("link", { name: "relatar uma barreira", exact: true }).click();
    await expect(page).toHaveURL(/\/contato\/\?assunto=Acessibilidade$/);
    await settled(page);
    const subject = page.getByLabel(/^Assunto/);
    await expect(subject).toHaveValue("Acessibilidade");
    await subject.fill("Acessibilidade: o menu no celular");
    await expect(subject).toHaveValue("Acessibilidade: o menu no celular");
    // Opened directly, as a link from elsewhere would open it.
    await visit(page, "/contato/?assunto=Acessibilidade");
    await expect(page.getByLabel(/^Assunto/)).toHaveValue("Acessibilidade");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("reads whole, and its report link opens the contact form, whose subject the visitor types", async ({
      page,
    }) => {
      await page.goto(STATEMENT);
      await expect(page.getByRole("rowheader")).toHaveCount(CRITERIA.length);
      await page.getByRole("link", { name: "relatar uma barreira", exact: true }).click();
      await expect(page).toHaveURL(/\/contato\/\?assunto=Acessibilidade$/);
      await expect(page.getByLabel(/^Assunto/)).toHaveValue("");
      await expect(page.getByLabel(/^Assunto/)).toBeEditable();
    });
  });
});

/** Whether the page scrolls sideways at its current size. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** One stop of a walk through the page with the keyboard, as the test reads it in the page. */
interface Stop {
  what: string;
  shown: boolean;
  ring: boolean;
  underHeader: boolean;
}

/** The focused element: what it is, whether it shows, has a focus ring (its own or its label's), and is wholly covered by the header. */
const currentStop = (page: Page) =>
  page.evaluate((): Stop | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    const ringOf = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    };
    const header = document.querySelector("header");
    const style = getComputedStyle(element);
    const transparent = style.opacity === "0";
    // Wholly under the sticky header: the header is what the browser shows at each point of the element.
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const covered = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && !element.contains(hit) && header?.contains(hit) === true;
    });
    return {
      what: `${element.tagName.toLowerCase()} "${name}"`,
      shown: rect.width > 0 && rect.height > 0 && style.visibility !== "hidden",
      ring: ringOf(element) || (transparent && ringOf(element.closest("label"))),
      underHeader: !header?.contains(element) && covered,
    };
  });

/** The elements whose text their own box cuts off (overflow hidden or clip), with the start of the text. */
const clippedText = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === "none" || style.visibility === "hidden" || !element.innerText?.trim()) return false;
        // The visually hidden helper clips on purpose, for screen readers only.
        if (element.getBoundingClientRect().width <= 1) return false;
        const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
        return (
          (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
          (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.innerText.slice(0, 40)}`),
  );

test.describe("Every route, beyond axe", () => {
  test.describe("reflows at 320 px and on a phone held sideways without scrolling sideways or cutting text off", () => {
    for (const route of ALL_ROUTES) {
      test(route, async ({ page }) => {
        for (const size of [
          { width: 320, height: 640 },
          { width: PHONE.height, height: PHONE.width },
        ]) {
          await page.setViewportSize(size);
          await visit(page, route);
          expect(await scrollsSideways(page), `${route} at ${size.width} px`).toBe(false);
          expect(await clippedText(page), `${route} at ${size.width} px`).toEqual([]);
        }
      });
    }
  });

  test.describe("keeps its text whole with the text spacing of WCAG 1.4.12", () => {
    for (const route of ALL_ROUTES) {
      test(route, async ({ page }) => {
        await visit(page, route);
        await page.addStyleTag({
          content:
            "*{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}p{margin-bottom:2em!important}",
        });
        expect(await clippedText(page)).toEqual([]);
        expect(await scrollsSideways(page)).toBe(false);
      });
    }
  });

  test.describe("is walked by the keyboard in order, every stop shown and none under the header, without a trap", () => {
    test.use({ reducedMotion: "reduce" });
    test.describe.configure({ timeout: 90_000 });

    for (const route of ALL_ROUTES) {
      test(route, async ({ page }) => {
        await visit(page, route);
        const address = page.url();
        expect(await page.locator("[tabindex]").evaluateAll((all) => all.filter((e) => e.tabIndex > 0).length)).toBe(0);
        const forward: Stop[] = [];
        for (let presses = 0; presses < 400; presses += 1) {
          await page.keyboard.press("Tab");
          const stop = await currentStop(page);
          if (!stop) break;
          forward.push(stop);
        }
        expect(forward.length, "the walk reached the end of the page and left it").toBeGreaterThan(5);
        expect(forward.length).toBeLessThan(400);
        expect(forward[0].what).toBe('a "Pular para o conteúdo"');
        expect(forward.filter((stop) => !stop.shown || !stop.ring || stop.underHeader)).toEqual([]);
        // Focus alone changes nothing: the same page at the end of the walk (WCAG 3.2.1).
        expect(page.url()).toBe(address);

        // And back: the same stops in the opposite order, none hidden under the sticky header.
        const backward: Stop[] = [];
        for (let presses = 0; presses < forward.length; presses += 1) {
          await page.keyboard.press("Shift+Tab");
          const stop = await currentStop(page);
          if (!stop) break;
          backward.push(stop);
        }
        expect(backward.map((stop) => stop.what)).toEqual(forward.map((stop) => stop.what).reverse());
        expect(backward.filter((stop) => !stop.shown || !stop.ring || stop.underHeader)).toEqual([]);
      });
    }
  });

  test("names every control with the words it shows", async ({ page }) => {
    test.setTimeout(ALL_ROUTES.length * 8_000);
    for (const route of ALL_ROUTES) {
      await visit(page, route);
      const mismatched = await page.evaluate(() => {
        const words = (text: string) =>
          text
            .toLowerCase()
            .normalize("NFD")
            .replace(/[^\p{L}\p{N}]+/gu, " ")
            .trim();
        return Array.from(document.querySelectorAll<HTMLElement>("a, button, [role=button], label, summary"))
          .filter((element) => element.hasAttribute("aria-label") && element.innerText.trim() !== "")
          .filter((element) => !words(element.getAttribute("aria-label") ?? "").includes(words(element.innerText)))
          .map((element) => `"${element.innerText.trim()}" named "${element.getAttribute("aria-label")}"`);
      });
      expect(mismatched, route).toEqual([]);
    }
  });

  test("has the same header and footer, with the same ways to get help, in the same order", async ({ page }) => {
    test.setTimeout(ALL_ROUTES.length * 8_000);
    const layoutOf = () =>
      Promise.all([
        page
          .getByRole("banner")
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.textContent)),
        page
          .getByRole("banner")
          .getByRole("button")
          .evaluateAll((buttons) => buttons.map((b) => b.textContent)),
        footer(page)
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => `${link.textContent} ${link.getAttribute("href")}`)),
      ]);
    await visit(page, "/");
    const expected = await layoutOf();
    expect(expected[2]).toEqual(
      expect.arrayContaining(["Contato /contato/", "Conte para nós /contato/?assunto=Acessibilidade"]),
    );
    for (const route of ALL_ROUTES) {
      await visit(page, route);
      expect(await layoutOf(), route).toEqual(expected);
    }
  });

  test.describe("opens on the skip link, which takes the focus to the content", () => {
    for (const route of ALL_ROUTES) {
      test(route, async ({ page }) => {
        await visit(page, route);
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        // The next stop is in the content or after it: the header's links were skipped.
        await page.keyboard.press("Tab");
        const afterHeader = await page.evaluate(() => {
          const main = document.querySelector("main");
          const active = document.activeElement;
          if (!main || !active) return false;
          return (
            main.contains(active) || (main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
          );
        });
        expect(afterHeader).toBe(true);
      });
    }
  });

  test("gives every page a title of its own, what the page is before the institute's name", async ({ page }) => {
    test.setTimeout(ALL_ROUTES.length * 8_000);
    const titles: string[] = [];
    for (const route of ALL_ROUTES) {
      await visit(page, route);
      const title = await page.title();
      if (route === "/") expect(title).toBe(`${SITE.name}: ${SITE.slogan}`);
      else expect(title, route).toMatch(new RegExp(`^\\S.* \\| ${SITE.name}$`));
      titles.push(title);
    }
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  test("has no audio, video or embedded player on a published page", async ({ page }) => {
    test.setTimeout(ALL_ROUTES.length * 8_000);
    for (const route of ALL_ROUTES) {
      await visit(page, route);
      await expect(page.locator("audio, video, iframe, embed, object"), route).toHaveCount(0);
    }
  });
});
