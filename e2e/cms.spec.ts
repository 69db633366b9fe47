import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "../scripts/lib/chromium";
import { loadNetlifyHost, type NetlifyHost } from "../scripts/lib/netlify-host";
import { startProcess } from "./support/processes";
import { contentAsTheBuild } from "./support/content-build";
import {
  backToCollections,
  choose,
  docsScreenshot,
  DOCS_WINDOW,
  fillFields,
  newEntry,
  newFormShown,
  pick,
  publishDraft,
  publishThroughReview,
  saveDraft,
  typeBody,
  upload,
} from "./support/editor";
import {
  BOOK,
  CHAPTER,
  COURSE,
  EDITION,
  LESSONS,
  fillBook,
  fillChapter,
  fillCourse,
  fillEdition,
  fillLesson,
} from "./support/editor-entries";
import { copyProject } from "../scripts/lib/site-copies";
import { ensureCmsWorktree } from "../scripts/cms-worktree";
import { BOOK_KIND, EDITION_KIND, LESSON_KIND, TEACHING_KIND } from "../src/shared/content-kinds";
import { CODE_IN_BODY } from "../src/shared/content-kinds/mdx-body";
import { MAX_BOOK_FILE_BYTES } from "../src/shared/content-kinds/book";
import { bookFileProblems } from "../src/shared/content-kinds/book-file";
import { YOUTUBE_RULE } from "../src/shared/content-kinds/youtube";
import { validateFrontmatter } from "../src/buildtime/content/schema";
import { writeEditions } from "../src/buildtime/editions/files";
import { ADMIN_TYPES, writeAdmin } from "../src/buildtime/admin";
import { EDITION_LEAVE_PLACEHOLDER } from "../src/shared/editions";

/**
 * The editor as an institute's editor meets it (docs/editing.md): Decap CMS at /admin/ as `npm run cms`
 * writes it (the editor that saves on this machine), under the policy the deployment sends for /admin/,
 * with review before publishing, saving through Decap's local backend in its git mode on a worktree of a
 * scratch repository (as `npm run cms` runs it); then main's copy of the published file through the
 * checks and the work the build does on each content file. The deployed editor, which never asks for a
 * local backend, is e2e/site.spec.ts's.
 */
const projectRoot = path.resolve(__dirname, "..");
const scratch = path.join(projectRoot, ".bench", "cms");
const repository = path.join(scratch, "repositorio");
const worktree = path.join(scratch, "arvore");
const mainDir = path.join(scratch, "main");
/** The editor's files as `npm run cms` has `gatsby develop` serve them (src/buildtime/admin.ts). */
const editorDir = path.join(scratch, "editor");
/** Decap's local backend, where the editor looks for it (config `local_backend: true`). */
const BACKEND_PORT = 8081;
const BACKEND = `http://localhost:${BACKEND_PORT}`;

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
    executablePath: HEADLESS_SHELL_PATH,
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
  await writeAdmin(projectRoot, editorDir, { localBackend: true });
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
 * The editor of `npm run cms` with the headers Netlify sends for /admin/ (public/_headers), the local
 * backend's origin added to its connect-src: the deployed policy leaves it out, since no deployed editor
 * uses it.
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
    const pathname = new URL(route.request().url()).pathname;
    const { headers } = netlify.headersFor(pathname);
    const policy = headers["content-security-policy"]?.replace("connect-src 'self'", `connect-src 'self' ${BACKEND}`);
    const file = path.join(editorDir, path.basename(pathname) === "admin" ? "index.html" : path.basename(pathname));
    const found = fs.existsSync(file);
    await route.fulfill({
      status: found ? 200 : 404,
      headers: {
        ...headers,
        "content-type": ADMIN_TYPES[path.extname(file)] ?? "application/octet-stream",
        ...(policy ? { "content-security-policy": policy } : {}),
      },
      body: found ? fs.readFileSync(file) : "",
    });
  });
  await page.goto("/admin/");
  // Decap's 6 MB bundle, then the local backend found.
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Coleções" })).toBeVisible();
  return violations;
}

async function newTeaching(page: Page) {
  await page.getByRole("link", { name: /Ensinamento$/ }).click();
  await expect(page.getByText("Escrevendo na coleção Ensinamentos")).toBeVisible();
  await newFormShown(page);
}

/** The required fields, filled as an editor types them; `slug` as given. */
async function fillTeaching(page: Page, slug = TEACHING.slug) {
  await fillFields(page, TEACHING_KIND, { ...TEACHING, slug }, [
    "id",
    "titulo",
    "resumo",
    "data",
    "autor",
    "tempo_leitura",
    "slug",
  ]);
}

async function uploadPicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer } | string) {
  await page.getByRole("button", { name: /Escolha uma imagem/ }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
}

/**
 * The main branch's content as the build meets it, without a build (e2e/support/content-build.ts):
 * every line the build would stop on, and each file's node with what the build added to it.
 */
function mainAsTheBuild() {
  fs.rmSync(mainDir, { recursive: true, force: true });
  fs.mkdirSync(mainDir, { recursive: true });
  execFileSync("sh", ["-c", `git -C "${repository}" archive main | tar -x -C "${mainDir}"`]);
  return contentAsTheBuild(mainDir);
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
  await page.setViewportSize(DOCS_WINDOW);
  const violations = await openEditor(page);
  await expect(page.getByRole("link", { name: "Ensinos da API" })).toBeVisible();
  await expect(page.getByRole("link", { name: "O Lobo Bom e o Lobo Mau" })).toBeVisible();
  await docsScreenshot(page, "1-colecoes");
  await newTeaching(page);
  await fillTeaching(page);
  await page.getByLabel("Ano", { exact: false }).fill(TEACHING.ano);
  await page.getByLabel("Categoria", { exact: false }).click();
  await page.getByRole("option", { name: TEACHING.categoria }).click();
  await uploadPicture(page, { name: TEACHING.imageName, mimeType: "image/jpeg", buffer: fs.readFileSync(PICTURE) });
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
  await saveDraft(page);
  const file = `content/ensinamentos/${TEACHING.slug}.mdx`;
  expect(git(repository, "branch", "--list", "cms/*")).toContain(`cms/ensinamentos/${TEACHING.slug}`);
  expect(onMain(file)).toBe(false);

  // Reviewed, then ready, then published.
  await publishDraft(page);
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

  // The build accepts the file as the editor wrote it, with main's other content, and renders its body.
  const { problems, nodes } = await mainAsTheBuild();
  expect(problems).toEqual([]);
  const rendered = nodes.get(file);
  expect(rendered?.bodyHtml).toContain(TEACHING.subtitulo);
  expect(rendered?.bodyHtml).toContain(TEACHING.paragrafo);
  expect(rendered?.toc).toEqual([{ id: expect.any(String) as unknown, text: TEACHING.subtitulo }]);
});

test.describe("courses, books and an edition of the newsletter", () => {
  test.use({ viewport: DOCS_WINDOW });
  // Four entries through review take about a minute, two on a busy runner.
  test.describe.configure({ timeout: 4 * 60_000 });

  test("a course is published 'Em breve', two lessons chosen from its list follow, then it is 'Disponível'; main's files pass the build", async ({
    page,
  }) => {
    await openEditor(page);
    await newEntry(page, "Cursos", "Curso");
    await fillCourse(page, "Em breve");
    await docsScreenshot(page, "5-novo-curso");
    await publishThroughReview(page);

    for (const [index, lesson] of LESSONS.entries()) {
      await backToCollections(page);
      await newEntry(page, "Aulas", "Aula");
      await fillLesson(
        page,
        lesson,
        index === 0 ? { course: "6-aula-curso", questions: "7-aula-perguntas" } : undefined,
      );
      await publishThroughReview(page);
    }
    // Still 'Em breve': main, at every step, is a site the build accepts.
    expect((await mainAsTheBuild()).problems).toEqual([]);

    await backToCollections(page);
    await page.getByRole("link", { name: "Cursos", exact: true }).click();
    // Once in a full suite's run the card's press was lost (the list stayed, with no error): pressed again
    // until its entry's form shows the course, within the usual bound.
    await expect(async () => {
      const card = page.getByRole("link", { name: new RegExp(COURSE.titulo) });
      if (await card.isVisible()) await card.click();
      await expect(page.getByLabel("Título", { exact: true })).toHaveValue(COURSE.titulo, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await choose(page, "Situação", "Disponível");
    await publishThroughReview(page);

    const course = matter(git(repository, "show", `main:${COURSE.file}`));
    expect(course.data).toMatchObject({ id: 4, nivel: COURSE.nivel, titulo: COURSE.titulo, status: "Disponível" });
    expect(course.content).toContain(COURSE.apresentacao);
    const [first, second] = LESSONS.map((lesson) => matter(git(repository, "show", `main:${lesson.file}`)).data);
    // The course as its file has it, a number, chosen by its title.
    expect(first).toEqual({
      curso: 4,
      ordem: 1,
      titulo: LESSONS[0].titulo,
      resumo: LESSONS[0].resumo,
      duracao: LESSONS[0].duracao,
      modulo: LESSONS[0].modulo,
      video: LESSONS[0].video,
      perguntas: [LESSONS[0].pergunta],
    });
    expect(second).toMatchObject({ curso: 4, ordem: 2, titulo: LESSONS[1].titulo });

    // The build accepts them together: each file, the course's lessons, and the course available with them.
    const { problems, nodes } = await mainAsTheBuild();
    expect(problems).toEqual([]);
    expect(nodes.get(COURSE.file)?.bodyHtml).toContain(COURSE.apresentacao);
    expect(nodes.get(LESSONS[0].file)).toMatchObject({ curso: 4, videoId: "M7lc1UVf-VE" });
    expect(nodes.get(LESSONS[1].file)?.bodyHtml).toContain(LESSONS[1].texto);
  });

  test("a book is published with its PDF and cover uploaded, then a chapter chosen from its list; main's files pass the build", async ({
    page,
  }) => {
    await openEditor(page);
    await newEntry(page, "Livros", "Livro");
    const pdf = fs.readFileSync(BOOK.pdf);
    await fillBook(page, { name: path.basename(BOOK.pdf), buffer: pdf }, fs.readFileSync(BOOK.capa));
    await page.getByLabel("Estrelas", { exact: true }).evaluate((input) => input.scrollIntoView({ block: "start" }));
    await docsScreenshot(page, "8-novo-livro");
    await publishThroughReview(page);
    await backToCollections(page);
    await newEntry(page, "Capítulos", "Capítulo");
    await fillChapter(page);
    await docsScreenshot(page, "9-novo-capitulo", { afterNotices: true });
    await publishThroughReview(page);

    // The file and the cover beside the book, named as the build resolves them from the book's file.
    const book = matter(git(repository, "show", `main:${BOOK.file}`));
    expect(book.data).toMatchObject({
      id: 4,
      status: "Disponível",
      formato: "PDF",
      arquivo: `arquivos/${path.basename(BOOK.pdf)}`,
      capa: `arquivos/${path.basename(BOOK.capa)}`,
    });
    const saved = execFileSync("git", [
      "-C",
      repository,
      "show",
      `main:content/livros/arquivos/${path.basename(BOOK.pdf)}`,
    ]);
    expect(saved.equals(pdf)).toBe(true);
    expect(matter(git(repository, "show", `main:${CHAPTER.file}`)).data).toEqual({
      livro: 4,
      ordem: 1,
      titulo: CHAPTER.titulo,
    });

    const { problems, nodes } = await mainAsTheBuild();
    expect(problems).toEqual([]);
    expect(nodes.get(BOOK.file)?.arquivo).toBe(path.join(mainDir, "content/livros/arquivos", path.basename(BOOK.pdf)));
    expect(nodes.get(CHAPTER.file)?.bodyHtml).toContain(CHAPTER.texto);
  });

  test("an edition of the newsletter presents a teaching, the available course and book, each picked from its list, through review; main's file passes the build and gives its e-mail", async ({
    page,
  }) => {
    await openEditor(page);
    await newEntry(page, "Boletins", "Boletim");
    // The course 'Em breve' of the published content is not offered; the available one of the test above is.
    await fillEdition(page, "Despertar da Consciência");
    await docsScreenshot(page, "10-novo-boletim", { afterNotices: true });
    await publishThroughReview(page);

    const saved = matter(git(repository, "show", `main:${EDITION.file}`));
    expect(saved.data).toMatchObject({ numero: 1, titulo: EDITION.titulo, ensinamentos: [EDITION.teaching.slug] });
    expect(saved.content).toContain(EDITION.texto);

    // The build accepts it with main's other files, its items in the order chosen, as the numbers they name.
    const { problems, nodes } = await mainAsTheBuild();
    expect(problems).toEqual([]);
    const edition = nodes.get(EDITION.file);
    expect(edition).toMatchObject({
      numero: 1,
      data: EDITION.data,
      ensinamentos: [EDITION.teaching.slug],
      cursos: [4],
      livros: [4],
    });
    expect(edition?.bodyHtml).toContain(EDITION.texto);

    // And its e-mail, from those nodes as the build's query joins them (src/buildtime/editions/queries.ts).
    const byFile = (file: string) => nodes.get(file) as Record<string, unknown>;
    const teaching = byFile(`content/ensinamentos/${EDITION.teaching.slug}.mdx`);
    const out = path.join(scratch, "boletins");
    const written = await writeEditions(
      out,
      [
        {
          numero: 1,
          titulo: EDITION.titulo,
          publishedOn: EDITION.data,
          longDate: String(edition?.longDate),
          excerpt: (edition?.excerpt as string | null) ?? null,
          sourceFile: EDITION.file,
          parent: { body: saved.content },
          teachings: [
            { slug: EDITION.teaching.slug, titulo: String(teaching.titulo), resumo: String(teaching.resumo) },
          ],
          courses: [{ contentId: 4, titulo: COURSE.titulo, descricao: COURSE.descricao }],
          books: [{ contentId: 4, titulo: BOOK.titulo, descricao: BOOK.descricao }],
          events: [],
        },
      ],
      "https://boletim.example.org",
    );
    expect(written.errors).toEqual([]);
    const html = fs.readFileSync(path.join(out, "boletins/1/email.html"), "utf8");
    for (const text of [EDITION.texto, EDITION.teaching.titulo, COURSE.titulo, BOOK.titulo])
      expect(html).toContain(text);
    expect(html.split(EDITION_LEAVE_PLACEHOLDER)).toHaveLength(2);
  });
});

/**
 * What react-select (its defaults, and Decap's relation's loading notice) and react-toastify (a
 * notice's parts) say in English by themselves, as a screen could show it.
 */
const LIBRARY_ENGLISH = [
  "No options",
  "Loading options…",
  "Loading...",
  "results available",
  "result available",
  "Use Up and Down to choose options",
  "press Down to open the menu",
  "selected.",
  "close",
  "notification timer",
];

/**
 * Decap refuses a save by rejecting a promise, which Chromium reports as an uncaught error: its own
 * bookkeeping, shown to nobody; the editor reads the messages the tests check.
 */
const REFUSED_SAVE = /^pageerror: (undefined|Object|Error: Conteúdo inválido)/;

test.describe("in Portuguese, all of it", () => {
  // One pattern: Playwright reads a two-element array given to test.use as a value and its options.
  test.use({ expectedErrors: [new RegExp(`${NO_UNPUBLISHED_ENTRY.source}|${REFUSED_SAVE.source}`)] });

  test("the collections, the editor (a lesson's list of courses and questions, a book's file), the workflow board and the media library show no English label", async ({
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
      .filter((part) => /[A-Za-z]{3}/.test(part) && part.length >= 4)
      // And what the libraries inside Decap write by themselves (src/admin/library-phrases.ts).
      .concat(LIBRARY_ENGLISH);
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

    // A lesson's course, picked from a menu that loads, lists, searches and tells screen readers. Left
    // through the collections, as an editor leaves a form: Decap reuses a form's widgets for the next
    // one when only the address changes.
    page.once("dialog", (dialog) => void dialog.accept());
    await backToCollections(page);
    await newEntry(page, "Aulas", "Aula");
    await page.getByLabel("Curso", { exact: true }).click();
    expect(await englishOn("cursos, ao abrir")).toEqual(["cursos, ao abrir", []]);
    await expect(page.getByRole("option", { name: "Despertar da Consciência" })).toBeVisible();
    expect(await englishOn("cursos")).toEqual(["cursos", []]);
    await page.keyboard.type("zzz");
    await expect(page.getByText("Nenhuma opção encontrada")).toBeVisible();
    expect(await englishOn("nenhum curso")).toEqual(["nenhum curso", []]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Adicionar pergunta" }).click();
    await page.getByRole("button", { name: "Adicionar opção" }).click();
    await expect(page.getByText("1 opção", { exact: true })).toBeVisible();
    expect(await englishOn("perguntas")).toEqual(["perguntas", []]);
    // Refused: the fields' messages, a list's count, and a notice with its button.
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Opções deve ter entre 2 e 6 itens.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Fechar" }).first()).toBeVisible();
    expect(await englishOn("aula recusada")).toEqual(["aula recusada", []]);
    // A book's file, from the media library of its own folder.
    page.once("dialog", (dialog) => void dialog.accept());
    await backToCollections(page);
    await newEntry(page, "Livros", "Livro");
    await page.getByRole("button", { name: /Escolha um arquivo/ }).click();
    await expect(page.getByRole("button", { name: "Escolher selecionado" })).toBeVisible();
    expect(await englishOn("arquivo do livro")).toEqual(["arquivo do livro", []]);
    await page.keyboard.press("Escape");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.goto("/admin/#/workflow");
    await expect(page.getByRole("heading", { name: "Fluxo de Trabalho Editorial" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Rascunhos/)).toBeVisible();
    expect(await englishOn("fluxo de trabalho")).toEqual(["fluxo de trabalho", []]);
  });
});

test.describe("what the build would refuse", () => {
  test("an edition with neither text nor items is refused before saving, in the build's words", async ({ page }) => {
    await openEditor(page);
    await newEntry(page, "Boletins", "Boletim");
    await fillFields(page, EDITION_KIND, { numero: "9", titulo: "Boletim Vazio", data: "2025-05-05" }, [
      "numero",
      "titulo",
      "data",
    ]);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(
      page.getByText(
        'content/boletins/boletim-vazio.mdx: o texto depois do cabeçalho (Texto) não pode ficar vazio quando "ensinamentos", "cursos", "livros" e "palestras" estão vazios',
      ),
    ).toBeVisible();
    expect(git(repository, "branch", "--list", "cms/boletins/*")).toBe("");
  });

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
    await uploadPicture(page, { name: "capa-codigo.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(PICTURE) });
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
    // On disk, as the 25 MB book below.
    const huge = path.join(scratch, "enorme.jpg");
    fs.writeFileSync(huge, fs.readFileSync(PICTURE));
    fs.truncateSync(huge, fs.statSync(huge).size + 5 * 1024 * 1024);
    await uploadPicture(page, huge);
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
  test("a lesson is refused for a video that is not YouTube's, too few options, then an answer that is not one of them, in the build's words", async ({
    page,
  }) => {
    await openEditor(page);
    await newEntry(page, "Aulas", "Aula");
    await pick(page, "Curso", "Despertar", "Despertar da Consciência");
    const lesson = { titulo: "Aula Recusada", resumo: "Uma aula que não se grava.", duracao: "5 min" };
    await fillFields(page, LESSON_KIND, { ordem: "1", ...lesson }, ["ordem", "titulo", "resumo", "duracao"]);
    // The form checks the video's address as soon as the field is left, with the build's rule and words.
    await page.getByLabel("Vídeo", { exact: false }).fill("https://vimeo.com/76979871");
    await page.keyboard.press("Tab");
    const notYouTube = page.getByText(`Vídeo não corresponde com o padrão: ${YOUTUBE_RULE.message}.`);
    await expect(notYouTube).toBeVisible();
    const question = { pergunta: "A prece precisa de palavras difíceis?", opcoes: ["Não", "Sim"], resposta: "Talvez" };
    await page.getByRole("button", { name: "Adicionar pergunta" }).click();
    await page.getByLabel("Pergunta", { exact: true }).fill(question.pergunta);
    await page.getByRole("button", { name: "Adicionar opção" }).click();
    await page.getByLabel("Opção", { exact: true }).fill(question.opcoes[0]);
    await page.getByLabel("Resposta certa", { exact: true }).fill(question.resposta);
    await typeBody(page, "Texto.");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(notYouTube).toBeVisible();
    await expect(page.getByText("Opções deve ter entre 2 e 6 itens.")).toBeVisible();
    expect(git(repository, "branch", "--list", "cms/aulas/*")).toBe("");

    // The form's own rules met, the answer is the kind's rule across fields: refused before saving,
    // with the line the build would print for the file Decap was about to write.
    const video = "https://youtu.be/M7lc1UVf-VE";
    const videoField = page.getByLabel("Vídeo", { exact: false });
    await videoField.clear();
    await videoField.fill(video);
    await expect(videoField).toHaveValue(video);
    await page.getByRole("button", { name: "Adicionar opção" }).click();
    await page.getByLabel("Opção", { exact: true }).nth(1).fill(question.opcoes[1]);
    await page.getByRole("button", { name: "Salvar" }).click();
    const file = "content/aulas/aula-recusada.mdx";
    const refused = validateFrontmatter("aulas", { curso: 1, ordem: 1, ...lesson, video, perguntas: [question] }, file);
    expect(refused.ok ? [] : refused.errors).toEqual([
      `${file}: "perguntas[1].resposta" deve ser, letra por letra, uma das opções`,
    ]);
    await expect(page.getByText(refused.ok ? "" : refused.errors[0])).toBeVisible();
    expect(git(repository, "branch", "--list", "cms/aulas/*")).toBe("");
  });

  test("a book's file is refused at upload over 25 MB, and at save when its bytes are not a PDF or EPUB or not its 'formato', in the build's words", async ({
    page,
  }) => {
    await openEditor(page);
    await newEntry(page, "Livros", "Livro");
    const book = {
      id: "5",
      titulo: "Livro Falso",
      subtitulo: "Um documento renomeado",
      descricao: "Não é um livro.",
      paginas: "1",
      formato: "PDF",
      rating: "3",
    };
    await fillFields(page, BOOK_KIND, book, ["id", "titulo", "subtitulo", "descricao", "paginas", "formato"]);
    await choose(page, "Situação", "Em breve");
    await fillFields(page, BOOK_KIND, book, ["rating"]);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    // A file on disk, which the browser reads where it is: the same 25 MB as a buffer crossed the
    // protocol to the browser encoded, which took longer than the test's time on a busy runner.
    const huge = path.join(scratch, "enorme.pdf");
    fs.writeFileSync(huge, "");
    fs.truncateSync(huge, MAX_BOOK_FILE_BYTES + 1);
    await upload(page, /Escolha um arquivo/, huge, false);
    await expect.poll(() => alerts).toEqual([expect.stringMatching(/^Arquivo muito grande\./) as unknown]);

    const file = "content/livros/livro-falso.mdx";
    const text = Buffer.from("Isto é um texto, não um livro.\n");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "livro-falso.pdf", mimeType: "application/pdf", buffer: text });
    await expect(page.getByText("livro-falso.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Escolher selecionado" }).click();
    await page.getByRole("button", { name: "Salvar" }).click();
    const [notABook] = bookFileProblems(file, "arquivos/livro-falso.pdf", text.length, text, "PDF");
    expect(notABook).toContain("não é um PDF nem um EPUB");
    await expect(page.getByText(notABook)).toBeVisible();

    const epub = fs.readFileSync(path.join(projectRoot, "docs/exemplos/livros/arquivos/pequeno-guia-da-prece.epub"));
    await upload(page, /Escolha um arquivo diferente/, {
      name: "guia.epub",
      mimeType: "application/epub+zip",
      buffer: epub,
    });
    await page.getByRole("button", { name: "Salvar" }).click();
    const [notItsFormat] = bookFileProblems(file, "arquivos/guia.epub", epub.length, epub, "PDF");
    expect(notItsFormat).toContain('"formato" diz "PDF", mas o arquivo é um EPUB');
    await expect(page.getByText(notItsFormat)).toBeVisible();
    expect(git(repository, "branch", "--list", "cms/livros/*")).toBe("");
  });
});
