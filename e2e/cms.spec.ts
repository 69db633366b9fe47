import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";
import { loadNetlifyHost, type NetlifyHost } from "./support/netlify-host";
import { coldBuild, copyProject } from "./support/site-copies";

/**
 * The editor's whole round trip, as an editor without git makes it on one machine (`npm run cms`):
 * Decap CMS at /admin/ of the production build, under the policy the deployment sends for /admin/,
 * saving through Decap's local backend (decap-server) into a scratch copy of the project; then the
 * file on disk, a build of that copy, and the new teaching on the built site.
 */
const projectRoot = path.resolve(__dirname, "..");
const site = path.join(projectRoot, ".bench", "cms", "site");
/** Decap's local backend, where the editor looks for it (config `local_backend: true`). */
const BACKEND_PORT = 8081;
const BACKEND = `http://localhost:${BACKEND_PORT}`;
const builtSitePort = Number(process.env.E2E_CMS_SITE_PORT ?? 9003);
/** Where the screenshots of CONTENT.md are kept; written when DOCS_SCREENSHOTS=1. */
const DOCS_DIR = path.join(projectRoot, "docs", "editor");

const TEACHING = {
  id: "4",
  titulo: "A Gratidão que Transforma",
  resumo: "Agradecer abre os olhos para o que já temos e prepara a alma para o que ainda virá.",
  data: "2025-03-10",
  autor: "Equipe Evolução para Todos",
  tempo_leitura: "6",
  slug: "gratidao-que-transforma",
  categoria: "Reflexões",
  ano: "2025",
  subtitulo: "O hábito de agradecer",
  paragrafo: "Quem agradece aprende a ver o jardim onde antes só via o lixo.",
  imageName: "gratidao.jpg",
};

test.describe.configure({ mode: "serial" });

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    // A response the test fulfils (to add the deployment's headers) has no address, so Chromium
    // would count the editor as a public page and refuse it the local backend on this machine.
    args: [...CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"],
  },
});

let backend: ChildProcess | undefined;
let builtSite: ChildProcess | undefined;
let netlify: NetlifyHost;

/** Starts a server process and resolves once `ready` shows in its output. */
function startServer(command: string, args: string[], env: Record<string, string>, ready: RegExp, cwd = projectRoot) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} exited (${code}):\n${output}`)));
  });
}

test.beforeAll(async () => {
  copyProject(projectRoot, site);
  netlify = await loadNetlifyHost(path.join(projectRoot, "public"));
  backend = await startServer(
    process.execPath,
    [require.resolve("decap-server/dist/index.js")],
    // The files Decap writes land in the copy; the server listens on this machine only.
    { GIT_REPO_DIRECTORY: site, BIND_HOST: "127.0.0.1", PORT: String(BACKEND_PORT), MODE: "fs", LOG_LEVEL: "info" },
    /listening on/i,
  );
});

test.afterAll(() => {
  backend?.kill();
  builtSite?.kill();
});

/**
 * The editor with the headers Netlify sends for /admin/ (public/_headers), the local backend's
 * origin added to its connect-src: the deployed policy leaves it out, since no deployed editor uses it.
 */
async function openEditor(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("CSP ")) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.log(`CSP ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.route(/^http:\/\/localhost:\d+\/admin\//, async (route) => {
    const response = await route.fetch();
    const { headers } = netlify.headersFor(new URL(route.request().url()).pathname);
    const policy = headers["content-security-policy"]?.replace("connect-src 'self'", `connect-src 'self' ${BACKEND}`);
    await route.fulfill({
      response,
      headers: { ...response.headers(), ...headers, ...(policy ? { "content-security-policy": policy } : {}) },
    });
  });
  await page.goto("/admin/");
  // Decap's 6 MB bundle, then the local backend found.
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Coleções" })).toBeVisible();
  return violations;
}

async function newTeaching(page: Page) {
  await page.getByRole("link", { name: /Ensinamento$/ }).click();
  await expect(page.getByText("Escrevendo na coleção Ensinamentos")).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
}

async function docsScreenshot(page: Page, name: string) {
  if (process.env.DOCS_SCREENSHOTS !== "1") return;
  fs.mkdirSync(DOCS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(DOCS_DIR, `${name}.png`) });
}

const teachingsDir = () => path.join(site, "content", "ensinamentos");

test("the public site pays nothing for the editor: no CMS code in its scripts, /admin/ out of search engines", async ({
  request,
}) => {
  const publicDir = path.join(projectRoot, "public");
  // Every script the site's pages load is at the top of public/ (webpack's chunks); the editor's are in admin/.
  const scripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(5);
  for (const name of scripts) {
    const text = fs.readFileSync(path.join(publicDir, name), "utf8");
    expect(text, name).not.toMatch(/CMS_MANUAL_INIT|decap-cms|registerPreviewTemplate/);
  }
  const editor = await request.get("/admin/");
  expect(editor.status()).toBe(200);
  expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/ensinamentos/</loc>");
  expect(sitemap).not.toContain("/admin");
});

test("an editor publishes a teaching from the browser: the file, the build and the site", async ({ page }) => {
  // The editor's part takes under a minute; the cold build of the copy about one more.
  test.setTimeout(6 * 60_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const violations = await openEditor(page);
  await expect(page.getByRole("link", { name: "Ensinos da API" })).toBeVisible();
  await docsScreenshot(page, "1-colecoes");
  await newTeaching(page);

  await page.getByLabel("Número", { exact: true }).fill(TEACHING.id);
  await page.getByLabel("Título", { exact: true }).fill(TEACHING.titulo);
  await page.getByLabel("Resumo", { exact: true }).fill(TEACHING.resumo);
  await page.getByLabel("Data", { exact: true }).fill(TEACHING.data);
  await page.getByLabel("Autor", { exact: true }).fill(TEACHING.autor);
  await page.getByLabel("Tempo de leitura (minutos)", { exact: true }).fill(TEACHING.tempo_leitura);
  await page.getByLabel("Endereço (slug)", { exact: true }).fill(TEACHING.slug);
  await page.getByLabel("Ano", { exact: false }).fill(TEACHING.ano);
  await page.getByLabel("Categoria", { exact: false }).click();
  await page.getByRole("option", { name: TEACHING.categoria }).click();

  await page.getByRole("button", { name: "Escolha uma imagem" }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: TEACHING.imageName,
    mimeType: "image/jpeg",
    buffer: fs.readFileSync(path.join(projectRoot, "content/ensinamentos/imagens/angulo-jardim-lixo.jpg")),
  });
  await expect(page.getByText(TEACHING.imageName)).toBeVisible();
  await page.getByRole("button", { name: "Escolher selecionado" }).click();

  // The body in Markdown, as an editor who knows it types it (the rich-text mode writes the same).
  await page.getByRole("switch").click();
  await expect(page.getByRole("switch")).toBeChecked();
  await page.getByRole("textbox").last().click();
  await page.keyboard.type(`## ${TEACHING.subtitulo}`);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type(TEACHING.paragrafo);

  // The preview shows the teaching with the site's article markup and styles.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1, name: TEACHING.titulo })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: TEACHING.subtitulo })).toBeVisible();
  await expect(preview.getByText("6 min de leitura")).toBeVisible();
  await docsScreenshot(page, "2-novo-ensinamento");

  await publish(page);
  const file = path.join(teachingsDir(), `${TEACHING.slug}.mdx`);
  await expect.poll(() => fs.existsSync(file), { message: "the teaching's file is written" }).toBe(true);
  await docsScreenshot(page, "3-publicado");
  expect(violations, "the editor works under its own Content-Security-Policy").toEqual([]);

  const saved = matter(fs.readFileSync(file, "utf8"));
  expect(saved.data).toMatchObject({
    id: 4,
    titulo: TEACHING.titulo,
    resumo: TEACHING.resumo,
    autor: TEACHING.autor,
    tempo_leitura: 6,
    imagem: `imagens/${TEACHING.imageName}`,
    slug: TEACHING.slug,
    categoria: TEACHING.categoria,
    ano: 2025,
  });
  expect(new Date(saved.data.data as string | Date).toISOString().slice(0, 10)).toBe(TEACHING.data);
  expect(saved.content).toContain(`## ${TEACHING.subtitulo}`);
  expect(fs.readFileSync(path.join(teachingsDir(), "imagens", TEACHING.imageName))).toEqual(
    fs.readFileSync(path.join(projectRoot, "content/ensinamentos/imagens/angulo-jardim-lixo.jpg")),
  );

  // The build accepts the file as the editor wrote it, and the site shows it.
  await coldBuild(projectRoot, site);
  builtSite = await startServer(
    path.join(projectRoot, "node_modules", ".bin", "gatsby"),
    ["serve", "--host", "127.0.0.1", "--port", String(builtSitePort)],
    { GATSBY_TELEMETRY_DISABLED: "1" },
    /You can now view/,
    site,
  );
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto(`http://localhost:${builtSitePort}/ensinamentos/`);
  await expect(page.getByRole("link", { name: /Ler mais/ }).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("heading", { name: TEACHING.titulo })).toBeVisible();
  await page.goto(`http://localhost:${builtSitePort}/ensinamento/${TEACHING.slug}/`);
  await expect(page.getByRole("heading", { level: 1, name: TEACHING.titulo })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: TEACHING.subtitulo })).toBeVisible();
  await expect(page.getByText(TEACHING.paragrafo)).toBeVisible();
  await expect(page.locator("article img").first()).toHaveJSProperty("complete", true);
});

test.describe("what the build would refuse", () => {
  // Decap refuses the save by rejecting a promise with nothing in it, which Chromium reports as an
  // uncaught "undefined": its own bookkeeping, shown to nobody; the editor reads the messages below.
  test.use({ expectedErrors: [/^pageerror: undefined$/] });

  test("a teaching without a title and with a bad slug is refused, and nothing is written", async ({ page }) => {
    const before = fs.readdirSync(teachingsDir()).sort();
    await openEditor(page);
    await newTeaching(page);
    await page.getByLabel("Número", { exact: true }).fill("5");
    await page.getByLabel("Endereço (slug)", { exact: true }).fill("Gratidão Sem Título");
    await publish(page);

    await expect(page.getByText("Título é obrigatório.")).toBeVisible();
    await expect(
      page.getByText(
        "Endereço (slug) não corresponde com o padrão: deve ter só letras minúsculas sem acento, números e hífens.",
      ),
    ).toBeVisible();
    await docsScreenshot(page, "4-recusado");
    expect(fs.readdirSync(teachingsDir()).sort()).toEqual(before);
  });
});
