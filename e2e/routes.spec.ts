import type { Page } from "@playwright/test";
import { test, expect, settled, ALL_ROUTES, VIEWPORTS } from "./fixtures";
import { expectSecurityHeaders, policyViolations, recordPolicyViolations } from "./support/policy";
import { checkWholePage } from "./support/whole-page";

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
  "/agenda/": OK("Agenda"),
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

/** The reference image of `route` at `size`, in routes.spec.ts-snapshots/. */
const screenshotName = (size: string, route: string) =>
  `${size}${route === "/" ? "-home" : route.replace(/\/$/, "").replaceAll("/", "-")}.png`;

test.describe("Every route, at a desktop's and a phone's size @hosting", () => {
  // Axe twice, a reload, scrolls, the keyboard walked both ways and the page resized on the desktop: a
  // few seconds each, more on a runner busy with a second browser, and the statement's long page took
  // 34 s on two busy cores.
  test.describe.configure({ timeout: 3 * 60_000 });

  // In the light scheme; on the desktop the page is checked with axe again once the system turns dark
  // (which changes every colour but the gold gradients), without a second load. The dark scheme
  // changes no length (src/styles/global.css holds none under :root[data-theme="dark"]) and is set
  // before the first paint, so shifts and looks are checked in the light one.
  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size, colorScheme: "light" });

      for (const route of ALL_ROUTES) {
        const answer = ROUTES[route] ?? OK("(missing from the table)");
        test(`${route} answers ${answer.status} with "${answer.heading}", checked whole (e2e/support/whole-page.ts)`, async ({
          page,
        }) => {
          expect(ROUTES[route], `${route} is missing from ROUTES`).toBeDefined();
          await checkWholePage(page, {
            address: route,
            answer,
            size: name === "desktop" ? "desktop" : "phone",
            screenshot: screenshotName(name, route),
          });
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
