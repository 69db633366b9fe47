import { test, expect, settled } from "./fixtures";

/**
 * The route table of the spec (docs/behaviour.md: Screens), as a visitor meets it on a server: the status of the first
 * answer, where it ends up and the page's heading. Run on `gatsby serve` and on nginx with the
 * repository's configuration, so a host that serves a route differently fails here.
 */
const ROUTE_TABLE: { path: string; status: number; heading: string; url?: RegExp }[] = [
  { path: "/", status: 200, heading: "Evolução para Todos" },
  { path: "/quem-somos/", status: 200, heading: "Quem Somos" },
  { path: "/ensinamentos/", status: 200, heading: "Ensinamentos" },
  { path: "/ensinamento/vida-nao-tem-marcha-re/", status: 200, heading: "A Vida Não Tem Marcha Ré" },
  { path: "/ensinamento/angulo-jardim-lixo/", status: 200, heading: "O Ângulo do Jardim e o Ângulo do Lixo" },
  { path: "/ensinamento/lobo-bom-lobo-mau/", status: 200, heading: "O Lobo Bom e o Lobo Mau" },
  // Client-only routes: the shell answers 200 for any id, then the page loads or says what is missing.
  { path: "/ensinos/1/", status: 200, heading: "A Prece como Alimento da Alma" },
  { path: "/ensinos/3", status: 200, heading: "A Lei do Progresso e as Vidas Sucessivas" },
  { path: "/ensinos/999/", status: 200, heading: "Ensino não encontrado" },
  { path: "/cursos/", status: 200, heading: "Cursos" },
  { path: "/cursos/2/", status: 200, heading: "Detalhes do curso" },
  { path: "/livros/", status: 200, heading: "Livros" },
  { path: "/livros/3", status: 200, heading: "Detalhes do livro" },
  { path: "/contato/", status: 200, heading: "Contato" },
  { path: "/busca/", status: 200, heading: "Buscar" },
  { path: "/busca/?q=caridade", status: 200, heading: "Buscar" },
  { path: "/privacidade/", status: 200, heading: "Política de Privacidade" },
  // Without the slash Gatsby's trailingSlash "always" redirects to it.
  { path: "/cursos", status: 200, heading: "Cursos", url: /\/cursos\/$/ },
  // Not in the table: "Comece Agora" points here, and the page sends the visitor on to the list.
  { path: "/ensinos/", status: 200, heading: "Ensinamentos", url: /\/ensinamentos\/$/ },
  { path: "/pagina-que-nao-existe/", status: 404, heading: "Página não encontrada" },
  { path: "/ensinos/um/dois/", status: 404, heading: "Página não encontrada" },
];

test.describe("Route table @hosting", () => {
  for (const route of ROUTE_TABLE) {
    test(`${route.path} answers ${route.status} and shows "${route.heading}"`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
      await settled(page);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
      if (route.url) await expect(page).toHaveURL(route.url);
      if (route.status === 404) {
        await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
      }
    });
  }
});
