import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { expectSpecOffer } from "./support/page-checks";
import { LANGUAGE_STORAGE_KEY } from "../src/browser/language-state";

/**
 * The books the institute offers (docs/routes.md, "Courses and books"), on the build with the
 * examples of docs/exemplos/ (`npm run build:exemplos`): "O Caminho da Caridade" (number 4, a PDF, a
 * cover and three chapters) and "Pequeno Guia da Prece" (number 5, an EPUB only), beside the spec's
 * three books, which stay 'Em breve'. The chapters' `ordem` leave gaps, and their files' names come in
 * another order.
 */
const EXAMPLES = path.resolve(__dirname, "../docs/exemplos/livros/arquivos");
const BOOK = "/livros/4/";
const chapter = (ordem: number) => `/livros/4/capitulos/${ordem}/`;
const CHAPTERS = ["Em casa", "No trabalho", "Na rua"];
/** The chapters' `ordem`, in the book's order. */
const ORDEM = [1, 3, 6];

const card = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

test.describe("The list of books", () => {
  test("an available book's card links its title to its page, downloads its file and opens its first chapter", async ({
    page,
  }) => {
    await visit(page, "/livros/");
    const book = card(page, "O Caminho da Caridade");
    await expect(book.getByRole("link", { name: "O Caminho da Caridade" })).toHaveAttribute("href", BOOK);
    const download = book.getByRole("link", { name: "Baixar Livro" });
    await expect(download).toHaveAttribute("href", /^\/static\/[0-9a-f]+\/o-caminho-da-caridade\.pdf$/);
    await expect(download).toHaveAttribute("download", "o-caminho-da-caridade.pdf");
    await expect(book.getByRole("link", { name: "Ler online" })).toHaveAttribute("href", chapter(1));
    // A book with a file only has nothing to read online.
    const guide = card(page, "Pequeno Guia da Prece");
    await expect(guide.getByRole("link", { name: "Baixar Livro" })).toHaveAttribute("href", /\.epub$/);
    await expect(guide.getByRole("link", { name: "Ler online" })).toHaveCount(0);
  });

  test("'Baixar Livro' reads 'Download Book' when the language is not Portuguese", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "en"), LANGUAGE_STORAGE_KEY);
    await visit(page, "/livros/");
    await expect(card(page, "O Caminho da Caridade").getByRole("link", { name: "Download Book" })).toBeVisible();
    await expect(card(page, "O Farol Interior").getByRole("button", { name: "Download Book" })).toBeVisible();
  });

  test("the spec's three books keep their inert 'Baixar Livro' and their placeholder page", async ({ page }) => {
    await expectSpecOffer(page, "livros", ["Baixar Livro", "Explorar Biblioteca"], "Detalhes do livro");
  });
});

test.describe("Downloads @hosting @npm-start", () => {
  for (const { title, file, type } of [
    { title: "O Caminho da Caridade", file: "o-caminho-da-caridade.pdf", type: "application/pdf" },
    { title: "Pequeno Guia da Prece", file: "pequeno-guia-da-prece.epub", type: "application/epub+zip" },
  ]) {
    test(`'Baixar Livro' on "${title}" downloads the file's own bytes, named and typed as it is`, async ({
      page,
      request,
    }) => {
      await visit(page, "/livros/");
      const link = card(page, title).getByRole("link", { name: "Baixar Livro" });
      const downloaded = page.waitForEvent("download");
      await link.click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(file);
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.equals(fs.readFileSync(path.join(EXAMPLES, file)))).toBe(true);
      const answer = await request.get((await link.getAttribute("href")) ?? "");
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe(type);
      expect((await answer.body()).equals(bytes)).toBe(true);
    });
  }
});

test.describe("An available book's page", () => {
  test("shows the cover, title, subtitle, stars, description, pages, format, the file's size, the presentation and the contents", async ({
    page,
  }) => {
    await visit(page, BOOK);
    const size = fs.statSync(path.join(EXAMPLES, "o-caminho-da-caridade.pdf")).size;
    // In this order, under the title: the subtitle, the description, the facts and the presentation.
    await expect(page.getByRole("article")).toHaveText(
      new RegExp(
        "O Caminho da Caridade.*Pequenas lições para o bem de cada dia.*Três capítulos curtos sobre a caridade" +
          `.*Páginas\\s*3\\s*Formato\\s*PDF\\s*Tamanho\\s*${size} bytes.*Este pequeno livro reúne reflexões`,
      ),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("O Caminho da Caridade");
    await expect(page.getByRole("img", { name: "Capa de O Caminho da Caridade" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Avaliação: 5 de 5 estrelas" })).toBeVisible();
    const contents = page.getByRole("region", { name: "Sumário" });
    await expect(contents.getByRole("link")).toHaveText(CHAPTERS);
    for (const [index, ordem] of ORDEM.entries())
      await expect(contents.getByRole("link").nth(index)).toHaveAttribute("href", chapter(ordem));
    await expect(page.getByRole("link", { name: "Ler online" })).toHaveAttribute("href", chapter(1));
  });

  test("a book with a file only has no contents, no cover, and says its size", async ({ page }) => {
    await visit(page, "/livros/5/");
    await expect(page.getByRole("heading", { level: 1, name: "Pequeno Guia da Prece" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Sumário" })).toHaveCount(0);
    await expect(page.getByRole("img", { name: /Capa de/ })).toHaveCount(0);
    await expect(page.getByText(/^\d+(,\d)? (bytes|KB)$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Baixar Livro" })).toBeVisible();
  });
});

test.describe("Reading a book online", () => {
  test("a chapter says its place, leads to the chapters around it and back to the book", async ({ page }) => {
    await visit(page, chapter(3));
    await expect(page.getByRole("heading", { level: 1, name: "No trabalho" })).toBeVisible();
    await expect(page.getByText("Capítulo 2", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Capítulo 2 de O Caminho da Caridade, para ler online.",
    );
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      "@type": string;
      position: number;
    };
    expect([data["@type"], data.position]).toEqual(["Chapter", 2]);
    const neighbours = page.getByRole("navigation", { name: "Capítulo anterior e próximo" });
    await expect(neighbours.getByRole("link", { name: /Capítulo anterior/ })).toHaveAttribute("href", chapter(1));
    await expect(neighbours.getByRole("link", { name: /Capítulo anterior/ })).toContainText("Em casa");
    await neighbours.getByRole("link", { name: /Próximo capítulo/ }).click();
    await expect(page).toHaveURL(chapter(6));
    await expect(page.getByText("Capítulo 3", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Na rua" })).toBeVisible();
    await expect(neighbours.getByRole("link", { name: /Próximo capítulo/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Voltar ao livro O Caminho da Caridade" }).click();
    await expect(page).toHaveURL(BOOK);
  });

  test("the search finds a word of a chapter's text", async ({ page }) => {
    await visit(page, "/busca/?q=gentileza");
    const results = page.getByRole("list", { name: "Resultados da busca" });
    await expect(results.getByRole("link", { name: "Na rua" })).toHaveAttribute("href", chapter(6));
  });
});
