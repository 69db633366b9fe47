import { test, expect, VIEWPORTS } from "./fixtures";
import { checkWholePage } from "./support/whole-page";

/**
 * The pages only the build with the examples of docs/exemplos/ has (an available course and its
 * lessons, available books and their chapters, the newsletter's editions), and the lists that lead to
 * them, each opened once at each size on nginx and checked whole there, as e2e/routes.spec.ts checks
 * the spec's routes. What a course's page shows as the visitor makes progress is e2e/courses.spec.ts's.
 */
const PAGES: Record<string, string> = {
  "/cursos/": "Cursos",
  "/cursos/4/": "Introdução ao Estudo Espírita",
  "/cursos/4/aulas/1/": "O que é o Espiritismo",
  "/livros/": "Livros",
  "/livros/4/": "O Caminho da Caridade",
  "/livros/5/": "Pequeno Guia da Prece",
  "/livros/4/capitulos/1/": "Em casa",
  "/boletins/": "Boletins",
  "/boletins/1/": "A caridade começa em casa",
  "/boletins/3/": "Leituras para abril",
};

test.describe("Every page of the examples, at a desktop's and a phone's size @hosting", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size, colorScheme: "light" });

      for (const [address, heading] of Object.entries(PAGES)) {
        test(`${address} shows "${heading}", checked whole (e2e/support/whole-page.ts)`, async ({ page }) => {
          expect(heading).not.toBe("");
          await checkWholePage(page, {
            address,
            answer: { status: 200, heading },
            size: name === "desktop" ? "desktop" : "phone",
            screenshot: `${name}${address.replace(/\/$/, "").replaceAll("/", "-")}.png`,
          });
        });
      }
    });
  }
});
