import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parseFrontmatter } from "gatsby-plugin-mdx/dist/frontmatter";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { loadNetlifyHost, type NetlifyHost } from "../scripts/lib/netlify-host";
import { startProcess } from "./support/processes";
import { copyProject } from "../scripts/lib/site-copies";
import { ensureCmsWorktree } from "../scripts/cms-worktree";
import { CODE_IN_BODY } from "../src/shared/content-kinds/mdx-body";
import { TEACHING_KIND } from "../src/shared/content-kinds";
import { checkFrontmatterLanguages } from "../src/buildtime/content-folders";
import { findDuplicates, validateFrontmatter } from "../src/buildtime/content-schema";
import { TEACHING_NODE_WORK } from "../src/buildtime/nodes/teaching";

/**
 * The editor as an institute's editor meets it (docs/editing.md): Decap CMS at /admin/ of the
 * production build, under the policy the deployment sends for /admin/, with review before publishing,
 * saving through Decap's local backend in its git mode on a worktree of a scratch repository (as
 * `npm run cms` runs it); then main's copy of the published file through the checks and the work the
 * build does on each content file.
 */
const projectRoot = path.resolve(__dirname, "..");
const scratch = path.join(projectRoot, ".bench", "cms");
const repository = path.join(scratch, "repositorio");
const worktree = path.join(scratch, "arvore");
const mainDir = path.join(scratch, "main");
/** Decap's local backend, where the editor looks for it (config `local_backend: true`). */
const BACKEND_PORT = 8081;
const BACKEND = `http://localhost:${BACKEND_PORT}`;
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
const PICTURE = path.join(projectRoot, "content/ensinamentos/imagens/angulo-jardim-lixo.jpg");

test.describe.configure({ mode: "serial" });

/**
 * decap-server answers 404 when Decap asks for the unpublished version of an entry that has none (a
 * new entry, a published one): Decap's own bookkeeping, which the browser logs.
 */
const NO_UNPUBLISHED_ENTRY = /status of 404 \(Not Found\) \(http:\/\/localhost:8081\/api\/v1\)/;

test.use({
  expectedErrors: [NO_UNPUBLISHED_ENTRY],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    // A response the test fulfils (to add the deployment's headers) has no address, so Chromium
    // would count the editor as a public page and refuse it the local backend on this machine.
    args: [...CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"],
  },
});

let backend: ChildProcess | undefined;
let netlify: NetlifyHost;
/** What decap-server printed, attached to a failed test (a git operation it timed out on, say). */
let backendOutput = "";

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** Starts a server process and resolves once `ready` shows in its output. */
async function startServer(command: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const onOutput = (text: string) => {
    backendOutput += text;
  };
  return (await startProcess(command, args, { cwd: projectRoot, env, ready, onOutput })).child;
}

test.beforeAll(async () => {
  // A scratch repository with the project's sources on main, committed by a known author; its own
  // checkout is left detached, so that `main` can be the worktree's branch (one branch, one worktree).
  fs.rmSync(scratch, { recursive: true, force: true });
  copyProject(projectRoot, repository);
  git(repository, "init", "-q", "-b", "main");
  git(repository, "config", "user.name", "Equipe Evolução para Todos");
  git(repository, "config", "user.email", "equipe@example.org");
  git(repository, "add", "-A");
  git(repository, "commit", "-q", "-m", "O site");
  git(repository, "checkout", "-q", "--detach");
  ensureCmsWorktree(repository, worktree, "main");
  netlify = await loadNetlifyHost(path.join(projectRoot, "public"));
  backend = await startServer(
    process.execPath,
    [require.resolve("decap-server/dist/index.js")],
    {
      GIT_REPO_DIRECTORY: worktree,
      BIND_HOST: "127.0.0.1",
      PORT: String(BACKEND_PORT),
      MODE: "git",
      LOG_LEVEL: "info",
    },
    /listening on/i,
  );
});

test.afterEach(async ({ page }, testInfo) => {
  // The editor's requests still in openEditor's handler when a test ends lose their fetched response
  // with the context; nobody is left to receive them.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("decap-server", { body: backendOutput, contentType: "text/plain" });
  backendOutput = "";
});

test.afterAll(() => {
  backend?.kill();
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

/** The required fields, filled as an editor types them; `slug` as given. */
async function fillTeaching(page: Page, slug = TEACHING.slug) {
  await page.getByLabel("Número", { exact: true }).fill(TEACHING.id);
  await page.getByLabel("Título", { exact: true }).fill(TEACHING.titulo);
  await page.getByLabel("Resumo", { exact: true }).fill(TEACHING.resumo);
  await page.getByLabel("Data", { exact: true }).fill(TEACHING.data);
  await page.getByLabel("Autor", { exact: true }).fill(TEACHING.autor);
  await page.getByLabel("Tempo de leitura (minutos)", { exact: true }).fill(TEACHING.tempo_leitura);
  await page.getByLabel("Endereço (slug)", { exact: true }).fill(slug);
}

async function uploadPicture(page: Page, name: string, buffer: Buffer) {
  await page.getByRole("button", { name: /Escolha uma imagem/ }).click();
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/jpeg", buffer });
}

/** The body in Markdown, as an editor who knows it types it (the rich-text mode writes the same). */
async function typeBody(page: Page, text: string) {
  await page.getByRole("switch").click();
  await expect(page.getByRole("switch")).toBeChecked();
  await page.getByRole("textbox").last().click();
  await page.keyboard.type(text);
}

async function docsScreenshot(page: Page, name: string) {
  if (process.env.DOCS_SCREENSHOTS !== "1") return;
  fs.mkdirSync(DOCS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(DOCS_DIR, `${name}.png`) });
}

/**
 * The main branch's content as the build meets it, each file as it is loaded
 * (src/buildtime/hooks/on-pre-bootstrap.ts, on-create-node.ts, create-pages.ts): the teaching `file`
 * parsed by the MDX plugin's own parser, its frontmatter's language and fields checked by the rules of
 * its kind, then the kind's work on it (its picture beside it, its body rendered to HTML), and no id or
 * slug repeated in its folder. Resolves with every line the build would stop on, and what it rendered.
 */
async function checkMainAsTheBuild(file: string) {
  fs.rmSync(mainDir, { recursive: true, force: true });
  fs.mkdirSync(mainDir, { recursive: true });
  execFileSync("sh", ["-c", `git -C "${repository}" archive main | tar -x -C "${mainDir}"`]);
  const folder = path.join(mainDir, TEACHING_KIND.folder);
  const teachings = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const shownPath = path.join(TEACHING_KIND.folder, name);
      const source = fs.readFileSync(path.join(mainDir, shownPath), "utf8");
      // The plugin keeps what it parsed by its key (Gatsby gives it the file's digest): the text is one.
      return { shownPath, source, ...parseFrontmatter(source, source) };
    });
  const problems = checkFrontmatterLanguages([folder], mainDir);
  const checked = teachings.map((teaching) => ({
    teaching,
    result: validateFrontmatter("ensinamentos", teaching.frontmatter, teaching.shownPath),
  }));
  const valid = checked.flatMap(({ teaching, result }) => {
    if (result.ok) return [{ ...teaching, data: result.data }];
    problems.push(...result.errors);
    return [];
  });
  for (const field of TEACHING_KIND.unique)
    problems.push(
      ...findDuplicates(
        valid,
        field,
        (teaching) => (field === "id" ? teaching.data.id : teaching.data.slug),
        (teaching) => teaching.shownPath,
      ),
    );
  const saved = valid.find((teaching) => teaching.shownPath === file);
  if (!saved) return { problems: [...problems, `${file}: not on main, or refused above`], rendered: null };
  const rendered = await TEACHING_NODE_WORK.fields({
    data: saved.data,
    absolutePath: path.join(mainDir, file),
    shownPath: file,
    source: saved.source,
    body: saved.body,
  });
  if (!rendered.ok) problems.push(...rendered.errors);
  return { problems, rendered: rendered.ok ? rendered.fields : null };
}

const onMain = (file: string) => {
  try {
    git(repository, "cat-file", "-e", `main:${file}`);
    return true;
  } catch {
    return false;
  }
};

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

test("a teaching goes through review: a draft stays off main; published from 'Pronto', main's file passes the build", async ({
  page,
}) => {
  // The editor's part takes under a minute, two on a busy runner.
  test.setTimeout(3 * 60_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const violations = await openEditor(page);
  await expect(page.getByRole("link", { name: "Ensinos da API" })).toBeVisible();
  await docsScreenshot(page, "1-colecoes");
  await newTeaching(page);
  await fillTeaching(page);
  await page.getByLabel("Ano", { exact: false }).fill(TEACHING.ano);
  await page.getByLabel("Categoria", { exact: false }).click();
  await page.getByRole("option", { name: TEACHING.categoria }).click();
  await uploadPicture(page, TEACHING.imageName, fs.readFileSync(PICTURE));
  await expect(page.getByText(TEACHING.imageName)).toBeVisible();
  await page.getByRole("button", { name: "Escolher selecionado" }).click();
  await typeBody(page, `## ${TEACHING.subtitulo}`);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type(TEACHING.paragrafo);

  // The preview shows the teaching with the site's article markup and styles.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1, name: TEACHING.titulo })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: TEACHING.subtitulo })).toBeVisible();
  await expect(preview.getByText("6 min de leitura")).toBeVisible();
  await docsScreenshot(page, "2-novo-ensinamento");

  // Saved: a draft, on a branch of its own; main does not have it.
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("button", { name: "Situação: Rascunho" })).toBeVisible({ timeout: 15_000 });
  const file = `content/ensinamentos/${TEACHING.slug}.mdx`;
  expect(git(repository, "branch", "--list", "cms/*")).toContain(`cms/ensinamentos/${TEACHING.slug}`);
  expect(onMain(file)).toBe(false);

  // Reviewed, then ready, then published.
  for (const state of ["Em revisão", "Pronto"]) {
    await page.getByRole("button", { name: /^Situação:/ }).click();
    await page.getByRole("menuitem", { name: state }).click();
    await expect(page.getByRole("button", { name: `Situação: ${state}` })).toBeVisible();
  }

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
  await expect(page.getByRole("button", { name: "Publicado" })).toBeVisible({ timeout: 15_000 });
  // Decap loads the published entry again: the page settles on its form.
  await expect(page.getByText("Carregando entrada...")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Publicado" })).toBeVisible();
  await docsScreenshot(page, "3-publicado");
  expect(violations, "the editor works under its own Content-Security-Policy").toEqual([]);
  expect(git(repository, "branch", "--list", "cms/*")).toBe("");
  expect(onMain(file)).toBe(true);

  const saved = matter(git(repository, "show", `main:${file}`));
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
  expect(git(repository, "log", "-1", "--format=%s", "main", "--", file)).toMatch(/Ensinamento/);

  // The build accepts the file as the editor wrote it, with main's other teachings, and renders its body.
  const { problems, rendered } = await checkMainAsTheBuild(file);
  expect(problems).toEqual([]);
  expect(rendered?.bodyHtml).toContain(TEACHING.subtitulo);
  expect(rendered?.bodyHtml).toContain(TEACHING.paragrafo);
  expect(rendered?.toc).toEqual([{ id: expect.any(String) as unknown, text: TEACHING.subtitulo }]);
});

test.describe("in Portuguese, all of it", () => {
  test("the collections, the editor, the workflow board and the media library show no English label", async ({
    page,
  }) => {
    await openEditor(page);
    // Decap's own phrases, from the editor itself: every English one must have its Portuguese.
    const phrases = await page.evaluate(() => {
      const flatten = (value: unknown, prefix = ""): [string, string][] =>
        typeof value === "object" && value !== null
          ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${prefix}${key}.`))
          : [[prefix.slice(0, -1), String(value)]];
      const cms = (window as unknown as { CMS: { getLocale(name: string): unknown } }).CMS;
      return { en: flatten(cms.getLocale("en")), pt: Object.fromEntries(flatten(cms.getLocale("pt"))) };
    });
    expect(phrases.en.length).toBeGreaterThan(200);
    expect(phrases.en.filter(([key]) => !(key in phrases.pt)).map(([key]) => key)).toEqual([]);
    // The English phrases a screen could show: those Portuguese does not share, without their placeholders.
    const english = phrases.en
      .filter(([key, value]) => phrases.pt[key] !== value)
      .flatMap(([, value]) => value.split(/%\{[^}]+\}|\|\|\|\|/))
      .map((part) => part.trim())
      .filter((part) => /[A-Za-z]{3}/.test(part) && part.length >= 4);
    const englishOn = async (screen: string) => {
      const shown = await page.evaluate(() =>
        [
          document.body.innerText,
          ...Array.from(document.querySelectorAll("[aria-label],[title],[placeholder]")).flatMap((element) =>
            ["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
          ),
        ].join("\n"),
      );
      // As words: "Edit" is English, "Editorial" (in "Fluxo de Trabalho Editorial") is not.
      const asWords = (phrase: string) =>
        new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");
      return [screen, english.filter((phrase) => asWords(phrase).test(shown))];
    };

    expect(await englishOn("coleções")).toEqual(["coleções", []]);
    await newTeaching(page);
    await page.getByRole("button", { name: "Salvar" }).hover();
    expect(await englishOn("editor")).toEqual(["editor", []]);
    await page.getByRole("switch").click();
    expect(await englishOn("editor em Markdown")).toEqual(["editor em Markdown", []]);
    await page.getByRole("button", { name: /Escolha uma imagem/ }).click();
    await expect(page.getByRole("button", { name: "Escolher selecionado" })).toBeVisible();
    expect(await englishOn("mídia")).toEqual(["mídia", []]);
    await page.keyboard.press("Escape");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.goto("/admin/#/workflow");
    await expect(page.getByRole("heading", { name: "Fluxo de Trabalho Editorial" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Rascunhos/)).toBeVisible();
    expect(await englishOn("fluxo de trabalho")).toEqual(["fluxo de trabalho", []]);
  });
});

test.describe("what the build would refuse", () => {
  // Decap refuses the save by rejecting a promise, which Chromium reports as an uncaught error: its
  // own bookkeeping, shown to nobody; the editor reads the messages checked below.
  // One pattern: Playwright reads a two-element array given to test.use as a value and its options.
  const REFUSED_SAVE = /^pageerror: (undefined|Object|Error: Conteúdo inválido)/;
  test.use({ expectedErrors: [new RegExp(`${NO_UNPUBLISHED_ENTRY.source}|${REFUSED_SAVE.source}`)] });

  const filesOnMain = () =>
    git(repository, "ls-tree", "--name-only", "main", "content/ensinamentos/").split("\n").sort();

  test("a teaching without a title and with a bad slug is refused, and nothing is written", async ({ page }) => {
    const before = filesOnMain();
    await openEditor(page);
    await newTeaching(page);
    await page.getByLabel("Número", { exact: true }).fill("5");
    await page.getByLabel("Endereço (slug)", { exact: true }).fill("Gratidão Sem Título");
    await page.getByRole("button", { name: "Salvar" }).click();

    await expect(page.getByText("Título é obrigatório.")).toBeVisible();
    await expect(
      page.getByText(
        "Endereço (slug) não corresponde com o padrão: deve ter só letras minúsculas sem acento, números e hífens.",
      ),
    ).toBeVisible();
    await docsScreenshot(page, "4-recusado");
    expect(filesOnMain()).toEqual(before);
  });

  test("code in the body is refused with the build's message, naming the line of the 'Texto' field", async ({
    page,
  }) => {
    await openEditor(page);
    await newTeaching(page);
    await fillTeaching(page, "com-codigo");
    await uploadPicture(page, "capa-codigo.jpg", fs.readFileSync(PICTURE));
    await page.getByRole("button", { name: "Escolher selecionado" }).click();
    await typeBody(page, "Primeira linha.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type('Um total de {process.getBuiltinModule("fs").readFileSync("/etc/passwd")}.');
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(
      page.getByText(`content/ensinamentos/com-codigo.mdx: Texto, linha 3: ${CODE_IN_BODY.expression}`),
    ).toBeVisible();
    expect(git(repository, "branch", "--list", "cms/ensinamentos/com-codigo")).toBe("");
  });

  test("a file that is not a picture is refused at save, and one over 5 MB at upload", async ({ page }) => {
    await openEditor(page);
    await newTeaching(page);
    await fillTeaching(page, "imagem-falsa");
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await uploadPicture(page, "enorme.jpg", Buffer.concat([fs.readFileSync(PICTURE), Buffer.alloc(5 * 1024 * 1024)]));
    await expect.poll(() => alerts).toEqual([expect.stringMatching(/^Arquivo muito grande\./) as unknown]);
    await page.locator('input[type="file"]').setInputFiles({
      name: "documento.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Isto é um texto, não uma imagem.\n"),
    });
    await expect(page.getByText("documento.jpg")).toBeVisible();
    await page.getByRole("button", { name: "Escolher selecionado" }).click();
    await typeBody(page, "Texto.");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(
      page.getByText(
        'content/ensinamentos/imagem-falsa.mdx: "imagem" não é uma imagem que o site consiga usar (documento.jpg)',
        { exact: false },
      ),
    ).toBeVisible();
    expect(git(repository, "branch", "--list", "cms/ensinamentos/imagem-falsa")).toBe("");
  });
});
