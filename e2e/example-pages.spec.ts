import { test, expect, movesOfPagesWhileArriving, VIEWPORTS } from "./fixtures";
import { checkWholePage } from "./support/whole-page";
import { EXAMPLES_NOW } from "../scripts/lib/routes";

/**
 * The pages only the build with the examples of docs/exemplos/ has (an available course and its
 * lessons, available books and their chapters, the newsletter's editions, the agenda, the reviewed
 * translations, the page to support the institute), and the lists that lead to
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
  // Reviewed translations (docs/translation.md): a language's home, a translated teaching, a language's search.
  "/en/": "In English",
  "/en/ensinamento/lobo-bom-lobo-mau/": "The Good Wolf and the Bad Wolf",
  "/es/busca/": "Buscar",
  "/apoie/": "Apoie o instituto",
};

/**
 * The agenda's pages, whose content depends on the day they are read: opened with the page's clock an
 * hour after the day the build with the examples is made as of (e2e/agenda.spec.ts tests the days).
 */
const AGENDA_PAGES: Record<string, string> = {
  "/agenda/": "Agenda",
  "/agenda/caridade-e-esperanca/": "Caridade e esperança",
  "/agenda/estudo-do-evangelho/": "Estudo do Evangelho Segundo o Espiritismo",
};
const AGENDA_CLOCK = EXAMPLES_NOW + 60 * 60 * 1000;

test.describe("Every page of the examples, at a desktop's and a phone's size @hosting", () => {
  // As e2e/routes.spec.ts's.
  test.describe.configure({ timeout: 3 * 60_000 });

  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size, colorScheme: "light" });

      const pages = [
        ...Object.entries(PAGES).map(([address, heading]) => ({ address, heading, clock: undefined })),
        ...Object.entries(AGENDA_PAGES).map(([address, heading]) => ({ address, heading, clock: AGENDA_CLOCK })),
      ];
      for (const { address, heading, clock } of pages) {
        test(`${address} shows "${heading}", checked whole (e2e/support/whole-page.ts)`, async ({ page }) => {
          expect(heading).not.toBe("");
          await checkWholePage(page, {
            address,
            answer: { status: 200, heading },
            size: name === "desktop" ? "desktop" : "phone",
            screenshot: `${name}${address.replace(/\/$/, "").replaceAll("/", "-")}.png`,
            clock,
          });
        });
      }
    });
  }
});

/**
 * The same pages as a browser paints them while their markup is still arriving, on `npm start`'s server
 * (the markup is the same behind nginx), as e2e/stability.spec.ts paints the spec's routes.
 */
test.describe("Layout stability of the examples' pages (no layout shift)", () => {
  for (const { name, size } of VIEWPORTS)
    test(`every page of the examples painted while it arrives keeps each part where it stays, on a ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      // The agenda's pages at the moment they are checked whole at above; the others show the same any day.
      await page.clock.setFixedTime(AGENDA_CLOCK);
      const addresses = [...Object.keys(PAGES), ...Object.keys(AGENDA_PAGES)];
      expect(await movesOfPagesWhileArriving(page, addresses)).toEqual([]);
    });
});
