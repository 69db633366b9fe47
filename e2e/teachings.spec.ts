import { test, expect, openWithOneSecondLoad, LOADING_ENDS_MS } from "./fixtures";
import type { Page } from "@playwright/test";

const TITLES = ["A Vida Não Tem Marcha Ré", "O Ângulo do Jardim e o Ângulo do Lixo", "O Lobo Bom e o Lobo Mau"];
const SLUGS = ["vida-nao-tem-marcha-re", "angulo-jardim-lixo", "lobo-bom-lobo-mau"];
const READING = ["8 min de leitura", "10 min de leitura", "12 min de leitura"];

const results = (page: Page) => page.getByRole("region", { name: "Lista de ensinamentos" });
const cards = (page: Page) => results(page).getByRole("article");
const empty = (page: Page) => page.getByText("Nenhum ensinamento encontrado.");

async function openList(page: Page) {
  await page.goto("/ensinamentos/");
  await expect(page.getByText("Carregando...")).toBeHidden({ timeout: LOADING_ENDS_MS });
  await expect(cards(page)).toHaveCount(3);
}

test.describe("Teachings list", () => {
  test("shows the spinner for about 1 s, then the hero, the cards and the sidebar @timed", async ({ page }) => {
    await openWithOneSecondLoad(page, "/ensinamentos/");
    await expect(page.getByRole("heading", { level: 1, name: "Ensinamentos" })).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole("complementary", { name: "Filtros e destaques" })).toBeVisible();
  });

  test("each card has image, date, author, reading time, title, summary and 'Ler mais'", async ({ page }) => {
    await openList(page);
    for (const [index, title] of TITLES.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.locator("img").last()).toBeVisible();
      await expect(card.getByText(/de janeiro de 2025/)).toBeVisible();
      await expect(card.getByText("Equipe Evolução para Todos")).toBeVisible();
      await expect(card.getByText(READING[index])).toBeVisible();
      await expect(card.getByRole("paragraph").nth(1)).toHaveText(/.{40,}/);
      await expect(card.getByRole("link", { name: `Ler mais: ${title}` })).toHaveAttribute(
        "href",
        `/ensinamento/${SLUGS[index]}/`,
      );
    }
    const image = cards(page).first().locator("img").last();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("search filters title or summary, case- and accent-insensitively, and can empty the list", async ({ page }) => {
    await openList(page);
    const search = page.getByRole("searchbox", { name: "Buscar" });
    await search.fill("LOBO");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("O Lobo Bom e o Lobo Mau");
    await search.fill("jardim");
    await expect(cards(page)).toHaveCount(1);
    // Typed without accents, as on most phones: 'angulo' finds 'O Ângulo do Jardim e o Ângulo do Lixo'.
    await search.fill("angulo");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("O Ângulo do Jardim e o Ângulo do Lixo");
    await search.fill("NÃO TEM MARCHA");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("A Vida Não Tem Marcha Ré");
    await search.fill("palavra-que-nao-existe");
    await expect(cards(page)).toHaveCount(0);
    await expect(empty(page)).toBeVisible();
    await search.fill("");
    await expect(cards(page)).toHaveCount(3);
  });

  // Every button in one visit: each choice replaces the last, and 'Todas'/'Todos' bring everything back.
  test("each category and each year gives the empty list, 'Todas as Categorias' and 'Todos os Anos' bring everything back", async ({
    page,
  }) => {
    await openList(page);
    for (const category of ["Reflexões", "Sabedoria", "Transformação", "Espiritualidade", "Autoconhecimento"]) {
      const button = page.getByRole("group", { name: "Categorias" }).getByRole("button", { name: category });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(empty(page)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole("button", { name: "Todas as Categorias" }).click();
      await expect(cards(page)).toHaveCount(3);
    }
    for (const year of ["2025", "2024", "2023", "2022", "2021"]) {
      const button = page.getByRole("group", { name: "Anos" }).getByRole("button", { name: year });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(empty(page)).toBeVisible();
      await page.getByRole("button", { name: "Todos os Anos" }).click();
      await expect(cards(page)).toHaveCount(3);
    }
  });

  test("search, category and year combine", async ({ page }) => {
    await openList(page);
    await page.getByRole("searchbox", { name: "Buscar" }).fill("lobo");
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("button", { name: "2025" }).click();
    await expect(empty(page)).toBeVisible();
    await page.getByRole("button", { name: "Todos os Anos" }).click();
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Sabedoria" }).click();
    await expect(empty(page)).toBeVisible();
  });

  test("sidebar lists the 3 most recent teachings and a newsletter box that sends a request", async ({ page }) => {
    await openList(page);
    const sidebar = page.getByRole("complementary", { name: "Filtros e destaques" });
    const recent = sidebar.getByRole("list").getByRole("link");
    await expect(recent).toHaveText(TITLES);
    const email = sidebar.getByLabel("Seu e-mail");
    await email.fill("alguem@example.org");
    await sidebar.getByRole("checkbox", { name: /Aceito receber a newsletter/ }).check();
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await sidebar.getByRole("button", { name: "Inscrever-se" }).click();
    expect(new URLSearchParams((await posted).postData() ?? "").get("form-name")).toBe("newsletter");
    await expect(sidebar.getByText(/^Pedido recebido!/)).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(page).toHaveURL(/\/ensinamentos\/$/);
  });

  test("'Ler mais' opens the article", async ({ page }) => {
    await openList(page);
    await page.getByRole("link", { name: "Ler mais: O Lobo Bom e o Lobo Mau" }).click();
    await expect(page).toHaveURL(/\/ensinamento\/lobo-bom-lobo-mau\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "O Lobo Bom e o Lobo Mau" })).toBeVisible();
  });
});

test.describe("Fixed article pages", () => {
  for (const [index, slug] of SLUGS.entries()) {
    test(`/ensinamento/${slug}/ has the back link, inert like and share, reading time and the text`, async ({
      page,
    }) => {
      await page.goto(`/ensinamento/${slug}/`);
      await expect(page.getByRole("heading", { level: 1, name: TITLES[index] })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(TITLES[index]));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
      await expect(page.getByText(READING[index])).toBeVisible();
      const words = await page.getByTestId("article-body").evaluate((el) => el.textContent?.split(/\s+/).length ?? 0);
      expect(words).toBeGreaterThan(1200);
      await expect(page.getByTestId("article-body").getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.getByTestId("article-body").locator("blockquote")).toBeVisible();
      for (const name of ["Curtir", "Compartilhar"]) {
        await page.getByRole("button", { name }).click();
        await expect(page).toHaveURL(new RegExp(`/ensinamento/${slug}/$`));
      }
      await page.getByRole("link", { name: "Voltar aos Ensinamentos" }).click();
      await expect(page).toHaveURL(/\/ensinamentos\/$/);
    });
  }
});

test.describe("Courses", () => {
  test("load for 1 s, then three cards with level badge, facts and inert buttons @timed", async ({ page }) => {
    await openWithOneSecondLoad(page, "/cursos/");
    const courses = page.getByRole("region", { name: "Lista de cursos" }).getByRole("article");
    // Each card, in order: its level, title, a description, duration, students and status.
    await expect(courses).toHaveText([
      /^Iniciante\s*Despertar da Consciência.{60,}8 semanas.*500\+ estudantes.*Em breve/,
      /^Intermediário\s*Equilíbrio Energético.{60,}6 semanas.*300\+ estudantes.*Em breve/,
      /^Avançado\s*Cura pela Natureza.{60,}10 semanas.*200\+ estudantes.*Em breve/,
    ]);
    // docs/behaviour.md: Content: the levels' badges are green, blue and purple.
    const badges = [
      ["Iniciante", "rgb(31, 107, 58)"],
      ["Intermediário", "rgb(29, 79, 145)"],
      ["Avançado", "rgb(91, 45, 142)"],
    ];
    for (const [index, [level, color]] of badges.entries())
      await expect(courses.nth(index).getByText(level, { exact: true })).toHaveCSS("color", color);
    // The spec's buttons: one on each card, and pressing them does nothing.
    await expect(courses.getByRole("button", { name: "Iniciar Curso" })).toHaveCount(3);
    for (const button of await courses.getByRole("button", { name: "Iniciar Curso" }).all()) await button.click();
    await expect(courses).toHaveCount(3);
    await page.getByRole("button", { name: "Ver Todos os Cursos" }).click();
    await expect(page).toHaveURL(/\/cursos\/$/);
  });
});

test.describe("Books", () => {
  test("load for 1 s, then three cards and the 'Transforme sua Vida' block @timed", async ({ page }) => {
    await openWithOneSecondLoad(page, "/livros/");
    const books = page.getByRole("region", { name: "Lista de livros" }).getByRole("article");
    // Each card, in order: its title, subtitle, a description, pages, format and status; five stars of five.
    await expect(books).toHaveText([
      /O Farol Interior.*Reflexões.{60,}200.*PDF.*Em breve/,
      /Amor que Serve.*A caridade.{60,}150.*PDF.*Em breve/,
      /Muitas Vidas, Um Só Caminho.*Reencarnação.{60,}250.*PDF.*Em breve/,
    ]);
    await expect(books.getByRole("img", { name: "Avaliação: 5 de 5 estrelas" })).toHaveCount(3);
    await expect(books.locator("[data-filled]")).toHaveCount(15);
    await expect(books.getByRole("button", { name: "Baixar Livro" })).toHaveCount(3);
    for (const button of await books.getByRole("button", { name: "Baixar Livro" }).all()) await button.click();
    await expect(books).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Transforme sua Vida" })).toBeVisible();
    await page.getByRole("button", { name: "Explorar Biblioteca" }).click();
    await expect(page).toHaveURL(/\/livros\/$/);
  });

  test("'Baixar Livro' reads 'Download Book' when the language is not Portuguese", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("selectedLanguage", "en"));
    await page.goto("/livros/");
    await expect(page.getByRole("button", { name: "Download Book" })).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Baixar Livro" })).toHaveCount(0);
  });
});
