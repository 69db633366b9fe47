import { test, expect, expectOneSecondLoad, recordFirstLoad, LOADING_ENDS_MS } from "./fixtures";
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
    await recordFirstLoad(page);
    await page.goto("/ensinamentos/", { waitUntil: "commit" });
    await expect(page.getByText("Carregando...")).toBeVisible();
    await expectOneSecondLoad(page);
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

  for (const category of ["Reflexões", "Sabedoria", "Transformação", "Espiritualidade", "Autoconhecimento"]) {
    test(`category ${category} gives the empty list, 'Todas as Categorias' brings everything back`, async ({
      page,
    }) => {
      await openList(page);
      const button = page.getByRole("group", { name: "Categorias" }).getByRole("button", { name: category });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(empty(page)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole("button", { name: "Todas as Categorias" }).click();
      await expect(cards(page)).toHaveCount(3);
    });
  }

  for (const year of ["2025", "2024", "2023", "2022", "2021"]) {
    test(`year ${year} gives the empty list, 'Todos os Anos' brings everything back`, async ({ page }) => {
      await openList(page);
      await page.getByRole("group", { name: "Anos" }).getByRole("button", { name: year }).click();
      await expect(empty(page)).toBeVisible();
      await page.getByRole("button", { name: "Todos os Anos" }).click();
      await expect(cards(page)).toHaveCount(3);
    });
  }

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
    test(`/ensinamento/${slug}/ has the back link, inert like and share, reading time and the text @timed`, async ({
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
    await recordFirstLoad(page);
    await page.goto("/cursos/", { waitUntil: "commit" });
    await expect(page.getByText("Carregando...")).toBeVisible();
    await expectOneSecondLoad(page);
    const courses = page.getByRole("region", { name: "Lista de cursos" }).getByRole("article");
    await expect(courses).toHaveCount(3);
    const expected = [
      ["Iniciante", "Despertar da Consciência", "8 semanas", "500+ estudantes", "rgb(31, 107, 58)"],
      ["Intermediário", "Equilíbrio Energético", "6 semanas", "300+ estudantes", "rgb(29, 79, 145)"],
      ["Avançado", "Cura pela Natureza", "10 semanas", "200+ estudantes", "rgb(91, 45, 142)"],
    ];
    for (const [index, [level, title, duration, students, color]] of expected.entries()) {
      const card = courses.nth(index);
      const badge = card.getByText(level, { exact: true });
      await expect(badge).toHaveText(level);
      await expect(badge).toHaveCSS("color", color);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.getByText(duration)).toBeVisible();
      await expect(card.getByText(students)).toBeVisible();
      await expect(card.getByText("Em breve")).toBeVisible();
      await expect(card.getByRole("paragraph")).toHaveText(/.{60,}/);
      await card.getByRole("button", { name: "Iniciar Curso" }).click();
    }
    await page.getByRole("button", { name: "Ver Todos os Cursos" }).click();
    await expect(page).toHaveURL(/\/cursos\/$/);
  });
});

test.describe("Books", () => {
  test("load for 1 s, then three cards and the 'Transforme sua Vida' block @timed", async ({ page }) => {
    await recordFirstLoad(page);
    await page.goto("/livros/", { waitUntil: "commit" });
    await expect(page.getByText("Carregando...")).toBeVisible();
    await expectOneSecondLoad(page);
    const books = page.getByRole("region", { name: "Lista de livros" }).getByRole("article");
    await expect(books).toHaveCount(3);
    for (const [index, pages] of ["200", "150", "250"].entries()) {
      const card = books.nth(index);
      await expect(card.getByRole("img", { name: "Avaliação: 5 de 5 estrelas" })).toBeVisible();
      await expect(card.locator("[data-filled]")).toHaveCount(5);
      await expect(card.getByRole("paragraph").first()).toHaveText(/.{10,}/);
      await expect(card.getByText(pages, { exact: true })).toBeVisible();
      await expect(card.getByText("PDF", { exact: true })).toBeVisible();
      await expect(card.getByText("Em breve")).toBeVisible();
      await card.getByRole("button", { name: "Baixar Livro" }).click();
    }
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
