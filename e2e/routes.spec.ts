import type { Page } from "@playwright/test";
import { test, expect, settled, ALL_ROUTES, VIEWPORTS } from "./fixtures";
import { expectNoViolations } from "./support/axe";
import { recordLayoutShifts, recordedShifts, scroll } from "../scripts/lib/layout-shifts";
import { expectSecurityHeaders, policyViolations, recordPolicyViolations } from "./support/policy";

/**
 * The route table of the spec (docs/behaviour.md: Screens), as a visitor meets it on nginx with the
 * repository's configuration: the status of the first answer, its type and security headers, where
 * it ends up and the page's heading, with nothing refused by the policy. Every route of ALL_ROUTES is
 * opened once at each size and checked whole there (below); the other addresses of the table follow.
 */
interface Answer {
  status: number;
  heading: string;
  url?: RegExp;
}

const OK = (heading: string): Answer => ({ status: 200, heading });

/** What each route of ALL_ROUTES answers. */
const ROUTES: Record<string, Answer> = {
  "/": OK("Evolução para Todos"),
  "/quem-somos/": OK("Quem Somos"),
  "/ensinamentos/": OK("Ensinamentos"),
  "/ensinamento/vida-nao-tem-marcha-re/": OK("A Vida Não Tem Marcha Ré"),
  "/ensinamento/angulo-jardim-lixo/": OK("O Ângulo do Jardim e o Ângulo do Lixo"),
  "/ensinamento/lobo-bom-lobo-mau/": OK("O Lobo Bom e o Lobo Mau"),
  // Client-only routes: the shell answers 200 for any id, then the page loads or says what is missing.
  "/ensinos/1/": OK("A Prece como Alimento da Alma"),
  "/cursos/": OK("Cursos"),
  "/cursos/1/": OK("Detalhes do curso"),
  "/livros/": OK("Livros"),
  "/livros/1/": OK("Detalhes do livro"),
  "/contato/": OK("Contato"),
  "/busca/": OK("Buscar"),
  "/privacidade/": OK("Política de Privacidade"),
  "/acessibilidade/": OK("Declaração de Acessibilidade"),
  "/boletins/": OK("Boletins"),
  "/ensinos/999/": OK("Ensino não encontrado"),
  "/pagina-que-nao-existe/": { status: 404, heading: "Página não encontrada" },
};

/** The table's other addresses: a route reached another way, a redirect, a client-only id. */
const OTHER_ADDRESSES: (Answer & { path: string })[] = [
  { path: "/ensinos/3", ...OK("A Lei do Progresso e as Vidas Sucessivas") },
  { path: "/cursos/2/", ...OK("Detalhes do curso") },
  { path: "/livros/3", ...OK("Detalhes do livro") },
  { path: "/busca/?q=caridade", ...OK("Buscar") },
  // The accessibility statement's link to report a barrier.
  { path: "/contato/?assunto=Acessibilidade", ...OK("Contato") },
  // Without the slash Gatsby's trailingSlash "always" redirects to it.
  { path: "/cursos", ...OK("Cursos"), url: /\/cursos\/$/ },
  // Not in the table: "Comece Agora" points here, and the page sends the visitor on to the list.
  { path: "/ensinos/", ...OK("Ensinamentos"), url: /\/ensinamentos\/$/ },
  { path: "/ensinos/um/dois/", status: 404, heading: "Página não encontrada" },
];

/** Opens `path` and checks what the route table says of it, up to its settled page. */
async function expectAnswer(page: Page, path: string, answer: Answer) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(answer.status);
  expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
  expectSecurityHeaders(response, path);
  await settled(page);
  await expect(page.getByRole("heading", { level: 1, name: answer.heading })).toBeVisible();
  if (answer.url) await expect(page).toHaveURL(answer.url);
  if (answer.status === 404) {
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
  }
}

/** Every image loaded and decoded, those below the fold included, for a full-page screenshot. */
async function everyImageShown(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => undefined))),
    );
  });
}

test.describe("Every route, at a desktop's and a phone's size @hosting", () => {
  // Axe twice on the desktop, a reload and four scrolls through the page: a few seconds each, more
  // on a runner busy with a second browser.
  test.describe.configure({ timeout: 60_000 });

  // In the light scheme; on the desktop the page is checked with axe again once the system turns dark
  // (which changes every colour but the gold gradients), without a second load. The dark scheme
  // changes no length (src/styles/global.css holds none under :root[data-theme="dark"]) and is set
  // before the first paint, so shifts and looks are checked in the light one.
  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size, colorScheme: "light" });

      for (const route of ALL_ROUTES) {
        const answer = ROUTES[route] ?? OK("(missing from the table)");
        test(`${route} answers ${answer.status} with "${answer.heading}", has no axe violation${name === "desktop" ? " (light and dark)" : ""}, does not shift, and looks as it did`, async ({
          page,
        }) => {
          expect(ROUTES[route], `${route} is missing from ROUTES`).toBeDefined();
          await recordLayoutShifts(page);
          await recordPolicyViolations(page);
          await expectAnswer(page, route, answer);

          // Accessibility, as the page settles: on a phone more of it starts below the fold, where the
          // teaching cards skip rendering (content-visibility), and axe measures contrast from what is
          // rendered.
          await expectNoViolations(page);

          // Stability while it loads, while its overlay goes, and while scrolling: down, up, then
          // straight from the end back up through blocks that were never rendered.
          await scroll(page, "down", "top");
          await scroll(page, "up", "bottom");
          const firstVisit = await recordedShifts(page);
          // What the policy refused is recorded again from the reload on.
          const refused = await policyViolations(page);
          await page.reload();
          await settled(page);
          await scroll(page, "up", "bottom");
          expect([...firstVisit, ...(await recordedShifts(page))]).toEqual([]);

          // How it looks, against the reference in routes.spec.ts-snapshots/: a change of the markup or
          // the styles that shows fails here. After a change meant to show, look at the differences in
          // test-results/, then update the references with
          // `npx playwright test e2e/routes.spec.ts --project=nginx --update-snapshots`.
          await everyImageShown(page);
          const file = `${name}${route === "/" ? "-home" : route.replace(/\/$/, "").replaceAll("/", "-")}.png`;
          await expect(page).toHaveScreenshot(file, {
            fullPage: true,
            animations: "disabled",
            maxDiffPixelRatio: 0.002,
          });

          if (name === "desktop") {
            await page.emulateMedia({ colorScheme: "dark" });
            await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
            await expectNoViolations(page);
          }
          expect([...refused, ...(await policyViolations(page))], "nothing refused by the policy").toEqual([]);
        });
      }
    });
  }
});

test.describe("The route table's other addresses @hosting", () => {
  for (const { path, ...answer } of OTHER_ADDRESSES) {
    test(`${path} answers ${answer.status} and shows "${answer.heading}"`, async ({ page }) => {
      await recordPolicyViolations(page);
      await expectAnswer(page, path, answer);
      expect(await policyViolations(page), "nothing refused by the policy").toEqual([]);
    });
  }
});
