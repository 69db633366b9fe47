import type { Page } from "@playwright/test";
import { test, expect, afterPageTimers, holdScripts, VIEWPORTS, visit } from "./fixtures";
import { expectSoundPage, expectSpecOffer } from "./support/page-checks";
import path from "node:path";
import { PROGRESS_KEY_PREFIX } from "../src/browser/course-progress";
import { loadNetlifyHost } from "../scripts/lib/netlify-host";

/**
 * The courses the institute offers (docs/routes.md, "Courses and books"), on the build with the
 * examples of docs/exemplos/ (`npm run build:exemplos`): the course "Introdução ao Estudo Espírita"
 * (number 4, four lessons in two modules, a video on the first, questions on three) beside the spec's
 * three courses, which stay 'Em breve'. Its lessons' `ordem` leave gaps, and their files' names come
 * in another order, so a page that took a number for a place, or the files' order for the course's,
 * would show it.
 */
const COURSE = "/cursos/4/";
const lesson = (ordem: number) => `/cursos/4/aulas/${ordem}/`;
/** The lessons' `ordem`, in the course's order. */
const ORDEM = [1, 2, 5, 7];
const LESSONS = [
  "O que é o Espiritismo",
  "A Codificação de Allan Kardec",
  "A prece no dia a dia",
  "Caridade: o amor em ação",
];
const PROGRESS_KEY = `${PROGRESS_KEY_PREFIX}4`;
/** Every request the page makes to YouTube's or Google's hosts, thumbnails included. */
const VIDEO_HOSTS = /youtube|ytimg|googlevideo|google\.|gstatic|doubleclick/;

const progressPanel = (page: Page) => page.getByRole("region", { name: /Seu progresso|Curso concluído/ });
const markDone = (page: Page) => page.getByRole("button", { name: "Marcar como concluída" });

test.describe("The list of courses", () => {
  test("an available course's card links its title to its page and 'Iniciar Curso' to its first lesson", async ({
    page,
  }) => {
    await visit(page, "/cursos/");
    const card = page.getByRole("article").filter({ hasText: "Introdução ao Estudo Espírita" });
    await expect(card.getByRole("link", { name: "Introdução ao Estudo Espírita" })).toHaveAttribute("href", COURSE);
    await expect(card.getByRole("link", { name: "Iniciar Curso" })).toHaveAttribute("href", lesson(1));
    await expect(card).toContainText("Disponível");
  });

  test("the spec's three courses keep their inert 'Iniciar Curso' and their placeholder page", async ({ page }) => {
    await expectSpecOffer(page, "cursos", ["Iniciar Curso", "Ver Todos os Cursos"], "Detalhes do curso");
  });
});

test.describe("An available course's page", () => {
  test("shows the level, title, description, duration, presentation, progress and the syllabus by module", async ({
    page,
  }) => {
    await visit(page, COURSE);
    await expect(page.getByRole("heading", { level: 1, name: "Introdução ao Estudo Espírita" })).toBeVisible();
    await expect(page.getByText("Iniciante", { exact: true })).toBeVisible();
    await expect(page.getByText(/Um curso aberto, em quatro aulas/)).toBeVisible();
    await expect(page.getByText("4 semanas")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Como estudar" })).toBeVisible();
    await expect(progressPanel(page)).toContainText("0 de 4 aulas concluídas");
    await expect(progressPanel(page).getByRole("link", { name: "Iniciar Curso" })).toHaveAttribute("href", lesson(1));
    await expect(progressPanel(page).getByRole("button", { name: "Recomeçar" })).toBeDisabled();
    const syllabus = page.getByRole("region", { name: "Programa do curso" });
    await expect(syllabus.getByRole("heading", { level: 3 })).toHaveText([
      "Módulo 1: Fundamentos",
      "Módulo 2: Prática",
    ]);
    await expect(syllabus.getByRole("link")).toHaveText(LESSONS.map((title, index) => `Aula ${index + 1}: ${title}`));
    for (const [index, ordem] of ORDEM.entries())
      await expect(syllabus.getByRole("link").nth(index)).toHaveAttribute("href", lesson(ordem));
    await expect(syllabus.getByRole("listitem").first()).toContainText("20 min");
  });
});

test.describe("Working through a course", () => {
  test("a lesson marked done shows in the progress, the syllabus and the card, and 'Continuar' leads to the next", async ({
    page,
  }) => {
    await visit(page, lesson(1));
    await expect(markDone(page)).toHaveAttribute("aria-pressed", "false");
    await markDone(page).click();
    await expect(markDone(page)).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBe("[1]");

    await page.getByRole("link", { name: /Voltar ao curso/ }).click();
    await expect(page).toHaveURL(COURSE);
    await expect(progressPanel(page)).toContainText("1 de 4 aulas concluídas");
    await expect(progressPanel(page).getByRole("progressbar")).toHaveAttribute("value", "1");
    await expect(progressPanel(page).getByRole("link", { name: "Continuar" })).toHaveAttribute("href", lesson(2));
    const syllabus = page.getByRole("region", { name: "Programa do curso" });
    await expect(syllabus.getByRole("listitem").nth(0)).toContainText("(concluída)");
    await expect(syllabus.getByRole("listitem").nth(1)).not.toContainText("(concluída)");

    await visit(page, "/cursos/");
    const card = page.getByRole("article").filter({ hasText: "Introdução ao Estudo Espírita" });
    await expect(card.getByRole("link", { name: "Continuar" })).toHaveAttribute("href", lesson(2));

    // The toggle undoes it.
    await visit(page, lesson(1));
    await markDone(page).click();
    await expect(markDone(page)).toHaveAttribute("aria-pressed", "false");
    await visit(page, COURSE);
    await expect(progressPanel(page)).toContainText("0 de 4 aulas concluídas");
  });

  test("'Concluir curso' on the last lesson marks it done and opens the course, done; 'Recomeçar' starts again", async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem("seeded")) localStorage.setItem(key, "[1,2,5]");
      sessionStorage.setItem("seeded", "1");
    }, PROGRESS_KEY);
    await visit(page, lesson(7));
    const neighbours = page.getByRole("navigation", { name: "Aula anterior e próxima" });
    await expect(neighbours.getByRole("link", { name: /Aula anterior/ })).toHaveAttribute("href", lesson(5));
    await expect(neighbours.getByRole("link", { name: /Próxima aula/ })).toHaveCount(0);
    await neighbours.getByRole("link", { name: /Concluir curso/ }).click();
    await expect(page).toHaveURL(COURSE);
    await expect(page.getByRole("heading", { level: 2, name: "Curso concluído" })).toBeVisible();
    await expect(progressPanel(page)).toContainText("4 de 4 aulas concluídas");
    await expect(page.getByText("(concluída)")).toHaveCount(4);

    await progressPanel(page).getByRole("button", { name: "Recomeçar" }).click();
    await expect(progressPanel(page)).toContainText("0 de 4 aulas concluídas");
    await expect(progressPanel(page).getByRole("link", { name: "Iniciar Curso" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBeNull();
  });

  test("a visitor who clears the browser's storage starts again", async ({ page }) => {
    await visit(page, lesson(2));
    await markDone(page).click();
    await page.evaluate(() => localStorage.clear());
    await visit(page, COURSE);
    await expect(progressPanel(page)).toContainText("0 de 4 aulas concluídas");
  });
});

test.describe("A lesson's page", () => {
  test("has the way back, the module, title and duration, the text, and the lessons around it", async ({ page }) => {
    await visit(page, lesson(2));
    await expect(page.getByRole("link", { name: "Voltar ao curso Introdução ao Estudo Espírita" })).toHaveAttribute(
      "href",
      COURSE,
    );
    await expect(page.getByText("Módulo 1: Fundamentos")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: LESSONS[1] })).toBeVisible();
    await expect(page.getByText("Aula 2 de 4 · 25 min")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "As cinco obras" })).toBeVisible();
    const neighbours = page.getByRole("navigation", { name: "Aula anterior e próxima" });
    await expect(neighbours.getByRole("link", { name: /Aula anterior/ })).toHaveAttribute("href", lesson(1));
    await expect(neighbours.getByRole("link", { name: /Próxima aula/ })).toHaveAttribute("href", lesson(5));
    // No video on this lesson.
    await expect(page.getByRole("button", { name: "Assistir ao vídeo" })).toHaveCount(0);
  });

  test("each lesson says its place in the course and leads to the ones around it, whatever gaps the numbers leave", async ({
    page,
  }) => {
    const neighbours = page.getByRole("navigation", { name: "Aula anterior e próxima" });
    for (const [index, ordem] of ORDEM.entries()) {
      await visit(page, lesson(ordem));
      await expect(page.getByRole("heading", { level: 1, name: LESSONS[index] })).toBeVisible();
      await expect(page.getByText(new RegExp(`^Aula ${index + 1} de 4 · `))).toBeVisible();
      const previous = neighbours.getByRole("link", { name: /Aula anterior/ });
      if (index === 0) await expect(previous).toHaveCount(0);
      else {
        await expect(previous).toHaveAttribute("href", lesson(ORDEM[index - 1]));
        await expect(previous).toContainText(LESSONS[index - 1]);
      }
      const next = neighbours.getByRole("link", { name: /Próxima aula|Concluir curso/ });
      await expect(next).toHaveAttribute("href", index === ORDEM.length - 1 ? COURSE : lesson(ORDEM[index + 1]));
      await expect(next).toContainText(index === ORDEM.length - 1 ? "Concluir curso" : LESSONS[index + 1]);
    }
  });

  test("asks nothing of YouTube or Google until 'Assistir ao vídeo' is pressed, then plays it in the page", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) asked.push(request.url());
    });
    // The player's host, answered here: the tests reach nothing outside the machine.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" }),
    );
    await visit(page, lesson(1));
    await page.mouse.wheel(0, 2000);
    // The scroll's frames drawn, and with them any lazy loading it would start.
    await afterPageTimers(page, 500);
    expect(asked).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.getByRole("button", { name: "Assistir ao vídeo" }).click();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
    await expect(player).toHaveAttribute("title", `Vídeo da aula: ${LESSONS[0]}`);
    await expect(player).toBeFocused();
    await expect.poll(() => asked).toEqual(["https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1"]);
    await expect(page.getByRole("button", { name: "Assistir ao vídeo" })).toHaveCount(0);
  });

  test("the self-assessment answers each choice, from the keyboard, and sends nothing", async ({ page }) => {
    await visit(page, lesson(1));
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
    });
    const first = page.getByRole("group", { name: /Quais são os três aspectos/ });
    await first.getByRole("radio", { name: "Ciência, política e economia" }).focus();
    await page.keyboard.press("Space");
    await expect(first.getByText("Resposta incorreta.")).toBeVisible();
    await expect(first.getByText(/Allan Kardec apresenta o Espiritismo/)).toBeVisible();
    // The arrows move the choice among the options, as radio buttons do.
    await page.keyboard.press("ArrowUp");
    await expect(first.getByRole("radio", { name: "Ciência, filosofia e religião" })).toBeChecked();
    await expect(first.getByText("Resposta correta.")).toBeVisible();
    // The answer is announced where a screen reader listens.
    await expect(first.locator("[aria-live=polite]")).toContainText("Resposta correta.");

    const second = page.getByRole("group", { name: /abandone a sua religião/ });
    await second.getByRole("radio", { name: "Sim, sempre" }).check();
    await expect(second.getByText("Resposta incorreta.")).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe("On Netlify (the adapter's rules in the build with the examples)", () => {
  test("a course's and a book's pages are files, served before the placeholder's rule, which keeps the others", async () => {
    const netlify = await loadNetlifyHost(path.resolve(__dirname, "../.exemplos/public"));
    for (const [address, file] of [
      [COURSE, "cursos/4/index.html"],
      [lesson(7), "cursos/4/aulas/7/index.html"],
      ["/livros/4/", "livros/4/index.html"],
      ["/livros/4/capitulos/3/", "livros/4/capitulos/3/index.html"],
      ["/cursos/1/", "cursos/[id]/index.html"],
      ["/livros/3/", "livros/[id]/index.html"],
    ])
      expect(netlify.request(address), address).toMatchObject({ status: 200, file });
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the course and its lessons read whole, the video opens from a link, and the page says what needs JavaScript", async ({
    page,
  }) => {
    await page.goto(COURSE);
    await expect(page.getByRole("heading", { level: 1, name: "Introdução ao Estudo Espírita" })).toBeVisible();
    await expect(page.getByText(/O progresso e as respostas da autoavaliação precisam de JavaScript/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Programa do curso" }).getByRole("link")).toHaveCount(4);
    await page.goto(lesson(1));
    await expect(page.getByRole("heading", { level: 2, name: "Ciência, filosofia e religião" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Assistir ao vídeo no YouTube" })).toHaveAttribute(
      "href",
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
    );
    await expect(page.getByText(/O progresso e as respostas da autoavaliação precisam de JavaScript/)).toBeVisible();
    // No control that would do nothing: the video's button, the questions, 'Marcar como concluída'.
    await expect(page.getByRole("button")).toHaveCount(await page.getByRole("button", { name: "Abrir menu" }).count());
    await expect(page.getByRole("group")).toHaveCount(0);
  });
});

test.describe("Before the page's code has run", () => {
  test("a lesson's own controls are not shown, in their place, and appear once it has run", async ({ page }) => {
    const { asked, release } = await holdScripts(page, /\/app-[0-9a-f]+\.js$/);
    await page.goto(lesson(1), { waitUntil: "domcontentloaded" });
    await expect.poll(() => asked.length).toBe(1);
    const controls = [
      page.getByRole("button", { name: /Assistir ao vídeo/ }),
      page.getByRole("button", { name: "Marcar como concluída" }),
      page.getByRole("radio").first(),
    ];
    for (const control of controls) await expect(control).toBeHidden();
    release();
    await page.waitForSelector("html[data-hydrated]");
    for (const control of controls) await expect(control).toBeVisible();
  });
});

test.describe("Search", () => {
  test("finds a word that only a lesson's text has, and leads to the lesson", async ({ page }) => {
    await visit(page, "/busca/?q=Codificação");
    const result = page.getByRole("list", { name: /Resultados/ }).getByRole("link", { name: LESSONS[1] });
    await expect(result).toHaveAttribute("href", lesson(2));
  });
});

test.describe("Every state of a course's pages, at a desktop's and a phone's size @hosting", () => {
  // Axe twice on the desktop and scrolls through the page: a few seconds each on a busy runner, four
  // times as many on one core.
  test.describe.configure({ timeout: 3 * 60_000 });
  // In the site's own documents only: the player's frame, of another origin, has no storage to give.
  const withProgress = (page: Page, done: number[]) =>
    page.addInitScript(
      ([key, value]) => {
        if (location.hostname === "localhost") localStorage.setItem(key, value);
      },
      [PROGRESS_KEY, JSON.stringify(done)],
    );

  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size, colorScheme: "light" });
      const dark = name === "desktop";

      test("the list of courses, begun", async ({ page }) => {
        await withProgress(page, [1]);
        await expectSoundPage(page, "/cursos/", { dark });
      });

      test("the course's page with two lessons done: nothing moves when the progress comes", async ({ page }) => {
        await withProgress(page, [1, 2]);
        await expectSoundPage(page, COURSE, { dark });
        await expect(progressPanel(page)).toContainText("2 de 4 aulas concluídas");
      });

      test("the course's page, done", async ({ page }) => {
        await withProgress(page, ORDEM);
        await expectSoundPage(page, COURSE, { dark });
        await expect(page.getByRole("heading", { level: 2, name: "Curso concluído" })).toBeVisible();
      });

      test("a lesson done, with its questions answered and its video playing", async ({ page }) => {
        await withProgress(page, [1]);
        await page.route("https://www.youtube-nocookie.com/**", (route) =>
          route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
        );
        await expectSoundPage(page, lesson(1), {
          dark,
          act: async () => {
            await page.getByRole("radio", { name: "Ciência, política e economia" }).check();
            await page.getByRole("radio", { name: "Não: propõe estudo e reflexão, sem imposição" }).check();
            await page.getByRole("button", { name: "Assistir ao vídeo" }).click();
            await expect(page.locator("iframe")).toBeVisible();
            await expect(markDone(page)).toHaveAttribute("aria-pressed", "true");
          },
        });
      });
    });
  }
});
