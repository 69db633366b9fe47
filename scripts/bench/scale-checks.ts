// What must hold of the site at N teachings, checked by the scale part (scale.mjs) on each N's build
// of the site, after it is measured: a failed check fails the benchmark. Headers at every N; the list
// of teachings from 1,000 on, where its filters, pages and index carry the whole archive.
import fs from "node:fs";
import path from "node:path";
import { expect as baseExpect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DESKTOP, VIEWPORTS } from "../lib/routes";
import { settled } from "../lib/page-settled";
import { recordLayoutShifts, recordedShifts, scroll } from "../lib/layout-shifts";
import { loadNetlifyHost } from "../lib/netlify-host";
import { MAX_HEADER_BYTES } from "../../src/buildtime/headers";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "../../src/buildtime/policy";

/** The browser tests' patience (playwright.config.ts), for a page under a build's load on 2 cores. */
const expect = baseExpect.configure({ timeout: 7_000 });

/** Each check ends within this, whatever it waits for. */
const CHECK_CAP_MS = 3 * 60_000;

/** From this N on, the list's checks run (they read the 778th teaching and 24 of one category and year). */
const LIST_CHECKS_FROM = 1000;

const PER_PAGE = 24;

export interface ScaleCheckContext {
  /** The copy of the site, built with `teachingsDir` (its public/ is checked). */
  siteDir: string;
  teachingsDir: string;
  n: number;
  /** The build served with the repository's nginx configuration (scripts/nginx.mjs). */
  origin: string;
  browser: Browser;
}

export interface ScaleCheckResult {
  name: string;
  ok: boolean;
  seconds: number;
  error?: string;
}

// ---------------------------------------------------------------------------------------------------
// Headers do not grow with the site: every header of every page, as Netlify would send it (from the
// build's _headers) and as nginx sends it (deploy/nginx/site.conf, really served)

/** Every page of a build, as the URL path it is served at. */
function pagePaths(publicDir: string, dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Not pages: Gatsby's data and assets, the API's documents, and the forms' path, which Netlify
    // reads as HTML (src/buildtime/netlify-forms.ts) and nginx passes to the site's service.
    if (entry.isDirectory())
      return ["page-data", "static", "_gatsby", "api", "mensagens"].includes(entry.name) && dir === publicDir
        ? []
        : pagePaths(publicDir, full);
    if (!entry.name.endsWith(".html")) return [];
    const urlPath = `/${path.relative(publicDir, full).split(path.sep).join("/")}`;
    return [urlPath.endsWith("/index.html") ? urlPath.slice(0, -"index.html".length) : urlPath];
  });
}

const lineBytes = (name: string, value: string) => Buffer.byteLength(`${name}: ${value}`);

/** The headers of every page, measured: any line of 4 KB or more, or a policy not the site's, is a problem. */
class HeaderSizes {
  problems: string[] = [];
  private largestLine = 0;
  private largestBlock = 0;

  add(page: string, headers: [string, string][]) {
    let block = 0;
    for (const [name, value] of headers) {
      const bytes = lineBytes(name, value);
      block += bytes + 2;
      this.largestLine = Math.max(this.largestLine, bytes);
      if (bytes >= MAX_HEADER_BYTES) this.problems.push(`${page}: ${name} is ${bytes} B`);
    }
    this.largestBlock = Math.max(this.largestBlock, block);
    const policy = headers.find(([name]) => name === "content-security-policy")?.[1];
    // The editor at /admin/ has its own policy, the same at any size of the site.
    const expected = page.startsWith("/admin/") ? adminContentSecurityPolicy() : contentSecurityPolicy();
    if (policy !== expected) this.problems.push(`${page}: content-security-policy ${policy ?? "missing"}`);
  }

  summary() {
    return `largest header line ${this.largestLine} B, largest set of headers ${this.largestBlock} B`;
  }
}

async function netlifyHeaders({ siteDir, n }: ScaleCheckContext) {
  const publicDir = path.join(siteDir, "public");
  const pages = pagePaths(publicDir);
  expect(pages.length).toBeGreaterThan(n);
  const netlify = await loadNetlifyHost(publicDir);
  const sizes = new HeaderSizes();
  for (const page of pages) sizes.add(page, Object.entries(netlify.headersFor(page).headers));
  expect(sizes.problems).toEqual([]);
  const rules = fs.statSync(path.join(publicDir, "_headers")).size;
  // The rule file lists the hashed scripts, never the pages.
  expect(rules).toBeLessThan(16 * 1024);
  return `${pages.length} pages: ${sizes.summary()}; _headers ${rules} B`;
}

async function nginxHeaders({ siteDir, origin }: ScaleCheckContext) {
  const sizes = new HeaderSizes();
  const pages = pagePaths(path.join(siteDir, "public"));
  // Twenty requests at a time over kept-alive connections: the whole site in a few seconds.
  for (let start = 0; start < pages.length; start += 20) {
    const batch = pages.slice(start, start + 20);
    const answers = await Promise.all(batch.map((page) => fetch(`${origin}${encodeURI(page)}`, { method: "HEAD" })));
    answers.forEach((response, index) => {
      if (response.status !== 200) sizes.problems.push(`${batch[index]}: status ${response.status}`);
      sizes.add(batch[index], [...response.headers]);
    });
  }
  expect(sizes.problems).toEqual([]);
  return `${pages.length} pages: ${sizes.summary()}`;
}

// ---------------------------------------------------------------------------------------------------
// The teachings list of a large archive, in Chromium, on nginx

/** The generated teachings in the list's order (date, then title, then slug), as the build lists them. */
function listedTeachings(dir: string) {
  const teachings = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), "utf8");
      const field = (key: string) => new RegExp(`^${key}: (.*)$`, "m").exec(text)?.[1] ?? "";
      return {
        slug: field("slug"),
        titulo: JSON.parse(field("titulo")) as string,
        data: field("data"),
        categoria: JSON.parse(field("categoria")) as string,
        ano: Number(field("ano")),
      };
    });
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return teachings.sort(
    (a, b) => b.data.localeCompare(a.data) || byCodePoint(a.titulo, b.titulo) || byCodePoint(a.slug, b.slug),
  );
}

type Listed = ReturnType<typeof listedTeachings>;

interface ListContext extends ScaleCheckContext {
  listed: Listed;
  pages: number;
}

const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

async function firstPageAndPaging({ listed, pages: lastPage, n }: ListContext, page: Page) {
  await page.goto("/ensinamentos/");
  await settled(page);
  expect(await cardTitles(page)).toEqual(listed.slice(0, PER_PAGE).map((t) => t.titulo));
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `${n} ensinamentos encontrados. Página 1 de ${lastPage}.`,
  );
  expect(await page.evaluate(() => document.getElementsByTagName("*").length)).toBeLessThan(1500);
  const recent = page.getByRole("complementary").getByRole("listitem").getByRole("link");
  expect(await recent.allTextContents()).toEqual(listed.slice(0, 3).map((t) => t.titulo));

  const pages = page.getByRole("navigation", { name: "Páginas de ensinamentos" });
  await expect(pages.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: `Página ${lastPage}` }).click();
  await expect(page).toHaveURL(`/ensinamentos/pagina/${lastPage}/`);
  await settled(page);
  expect(await cardTitles(page)).toEqual(listed.slice((lastPage - 1) * PER_PAGE).map((t) => t.titulo));
  await expect(page).toHaveTitle(`Ensinamentos, página ${lastPage} de ${lastPage} | Instituto Evolução para Todos`);
  await pages.getByRole("link", { name: "Anterior" }).click();
  await expect(page).toHaveURL(`/ensinamentos/pagina/${lastPage - 1}/`);
  await expect(pages.getByRole("link", { name: `Página ${lastPage - 1}` })).toHaveAttribute("aria-current", "page");
}

async function crawlersReachEveryTeaching({ origin, pages, n }: ListContext) {
  const linked = new Set<string>();
  for (let page = 1; page <= pages; page += 1) {
    const address = page === 1 ? "/ensinamentos/" : `/ensinamentos/pagina/${page}/`;
    const html = await (await fetch(`${origin}${address}`)).text();
    for (const [, slug] of html.matchAll(/href="\/ensinamento\/([^/"]+)\/"/g)) linked.add(slug);
    const next = /<a\b[^>]*\brel="next"[^>]*>/.exec(html)?.[0] ?? "";
    if (page < pages) expect(next, address).toContain(`href="/ensinamentos/pagina/${page + 1}/"`);
  }
  expect(linked.size).toBe(n);
}

async function withoutJavaScript({ listed }: ListContext, page: Page) {
  await page.goto("/ensinamentos/pagina/2/");
  await expect(page.getByRole("article")).toHaveCount(PER_PAGE);
  await expect(page.getByRole("heading", { name: listed[PER_PAGE].titulo })).toBeVisible();
  await page.getByRole("link", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/\/ensinamentos\/pagina\/3\/$/);
  await expect(page.getByRole("heading", { name: listed[2 * PER_PAGE].titulo })).toBeVisible();
}

async function filtersOverTheWholeArchive({ listed, n }: ListContext, page: Page) {
  await page.goto("/ensinamentos/pagina/3/");
  await settled(page);
  const box = page.getByRole("searchbox", { name: "Buscar" });
  // A title far from this page, typed without its accent.
  const far = listed[Math.floor(n * 0.777)];
  await box.fill(far.titulo.replace("número", "numero").toUpperCase());
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 ensinamento encontrado.");
  expect(await cardTitles(page)).toEqual([far.titulo]);
  await expect(page.getByRole("navigation", { name: "Páginas de ensinamentos" })).toHaveCount(0);
  // Its picture comes from the data of the list page that holds it.
  const picture = page.getByRole("article").locator("img");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await box.fill("");
  await page.getByRole("button", { name: "Sabedoria" }).click();
  await page.getByRole("button", { name: "2023" }).click();
  const expected = listed.filter((t) => t.categoria === "Sabedoria" && t.ano === 2023);
  expect(expected.length).toBeGreaterThan(PER_PAGE);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `${expected.length} ensinamentos encontrados. Mostrando ${PER_PAGE}.`,
  );
  expect(await cardTitles(page)).toEqual(expected.slice(0, PER_PAGE).map((t) => t.titulo));

  await page.getByRole("button", { name: /^Mostrar mais ensinamentos/ }).click();
  const shown = Math.min(expected.length, 2 * PER_PAGE);
  await expect(page.getByRole("article")).toHaveCount(shown);
  await expect(page.getByRole("link", { name: expected[PER_PAGE].titulo, exact: true })).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    shown < expected.length
      ? `${expected.length} ensinamentos encontrados. Mostrando ${shown}.`
      : `${expected.length} ensinamentos encontrados.`,
  );

  await page.getByRole("button", { name: "Todas as Categorias" }).click();
  await page.getByRole("button", { name: "Todos os Anos" }).click();
  // The second click's list is rendered after the click returns: wait for it, not for the first's.
  await expect.poll(() => cardTitles(page)).toEqual(listed.slice(2 * PER_PAGE, 3 * PER_PAGE).map((t) => t.titulo));
}

async function nothingShifts(_context: ListContext, page: Page) {
  await recordLayoutShifts(page);
  // The filtered list's code and the archive's index come late, as on a slow line: past the half
  // second after the visitor's typing that CLS forgives, so a list that collapses or grows while they
  // come is a shift this check sees.
  await page.route(/\/(teachings-filtered-[^/]*\.js|static\/ensinamentos-[0-9a-f]+\.json)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/ensinamentos/");
  await settled(page);
  await scroll(page, "down", "top");
  await scroll(page, "up", "bottom");
  await page.getByRole("link", { name: "Próxima" }).click();
  await expect(page).toHaveURL("/ensinamentos/pagina/2/");
  await settled(page);
  await scroll(page, "down", "top");
  // The visitor goes to the filters, then types; Playwright's own scrolling would be smooth, and still
  // running when the drift below is measured.
  const box = page.getByRole("searchbox", { name: "Buscar" });
  await box.evaluate((input) => input.scrollIntoView({ block: "center", behavior: "instant" }));
  await box.fill("ensinamento");
  // Until the matches show, what the visitor is looking at (the filters they just used) stays where it
  // is on screen, frame after frame, whatever CLS forgives.
  const drift = await page.getByRole("complementary", { name: "Filtros e destaques" }).evaluate(async (aside) => {
    const start = aside.getBoundingClientRect().top;
    const shown = () => [...document.querySelectorAll("button")].some((b) => b.textContent?.startsWith("Mostrar mais"));
    let most = 0;
    for (const end = performance.now() + 15_000; !shown() && performance.now() < end;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      most = Math.max(most, Math.abs(aside.getBoundingClientRect().top - start));
    }
    return shown() ? most : Infinity;
  });
  expect(drift).toBeLessThan(2);
  await page.getByRole("button", { name: /^Mostrar mais ensinamentos/ }).click();
  await expect(page.getByRole("article")).toHaveCount(2 * PER_PAGE);
  await scroll(page, "down", "top");
  await scroll(page, "up", "bottom");
  expect(await recordedShifts(page)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------
// Running them

const isLocal = (url: string) => /^(http:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:|about:)/.test(url);

/**
 * A page as the browser tests open one (e2e/fixtures.ts): in Portuguese, in São Paulo's time, at the
 * desktop's size unless told, with the build as its base address; `errors` collects what it threw or
 * logged, and a failed load of the site's own files, all of which fail the check.
 */
async function openPage(
  { browser, origin }: ScaleCheckContext,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // tsx compiles this file keeping functions' names, through a helper (`__name`) that the functions
  // sent to the page call there too: the page gets one that does nothing.
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const url = message.location().url;
    if (!message.text().startsWith("Failed to load resource") || isLocal(url))
      errors.push(`console.error: ${message.text()} (${url})`);
  });
  return { context, page, errors };
}

type Check = { name: string; run: () => Promise<string | void> };

function withCap<T>(promise: Promise<T>, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: not done in ${CHECK_CAP_MS / 60_000} min`)), CHECK_CAP_MS);
  });
  return Promise.race([promise, cap]).finally(() => clearTimeout(timer));
}

/** A check that opens a page: it passes only if its page threw and logged nothing as well. */
function inPage(
  context: ScaleCheckContext,
  name: string,
  body: (page: Page) => Promise<void>,
  options?: Parameters<typeof openPage>[1],
): Check {
  return {
    name,
    run: async () => {
      const opened = await openPage(context, options);
      try {
        await body(opened.page);
        expect(opened.errors, "the page threw or logged errors").toEqual([]);
      } finally {
        await opened.context.close();
      }
    },
  };
}

/** The checks at this N, in order; each runs even if an earlier one failed. */
export async function runScaleChecks(
  context: ScaleCheckContext,
  log: (line: string) => void,
): Promise<ScaleCheckResult[]> {
  const { n } = context;
  const checks: Check[] = [
    {
      name: `Netlify, ${n} teachings: every header of every page stays under 4 KB`,
      run: () => netlifyHeaders(context),
    },
    { name: `nginx, ${n} teachings: every header of every page stays under 4 KB`, run: () => nginxHeaders(context) },
  ];
  if (n >= LIST_CHECKS_FROM) {
    const list: ListContext = {
      ...context,
      listed: listedTeachings(context.teachingsDir),
      pages: Math.ceil(n / PER_PAGE),
    };
    checks.push(
      inPage(
        list,
        `${n} teachings: the list shows one page of cards, the archive's most recent in the sidebar and links to every page`,
        (page) => firstPageAndPaging(list, page),
      ),
      {
        name: `${n} teachings: crawlers reach every teaching from the list's pages, in their HTML`,
        run: () => crawlersReachEveryTeaching(list),
      },
      inPage(
        list,
        `${n} teachings: without JavaScript, a list page shows its cards and its links`,
        (page) => withoutJavaScript(list, page),
        {
          javaScriptEnabled: false,
        },
      ),
      inPage(
        list,
        `${n} teachings: the search, the category and the year run over all of them, the spec's way`,
        (page) => filtersOverTheWholeArchive(list, page),
      ),
      ...VIEWPORTS.map(({ name, size }) =>
        inPage(
          list,
          `${n} teachings, ${name}: nothing shifts while scrolling, paging and showing more`,
          (page) => nothingShifts(list, page),
          {
            viewport: size,
          },
        ),
      ),
    );
  } else {
    log(`  site: the list's checks need ${LIST_CHECKS_FROM} teachings or more; not run at ${n}`);
  }

  const results: ScaleCheckResult[] = [];
  for (const check of checks) {
    const started = process.hrtime.bigint();
    const seconds = () => +(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    try {
      const detail = await withCap(check.run(), check.name);
      results.push({ name: check.name, ok: true, seconds: seconds() });
      log(`  site: ok   ${check.name} (${seconds()} s)${detail ? `: ${detail}` : ""}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({ name: check.name, ok: false, seconds: seconds(), error: message });
      log(`  site: FAIL ${check.name} (${seconds()} s)\n${message.replace(/^/gm, "      ")}`);
    }
  }
  return results;
}
