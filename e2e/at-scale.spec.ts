import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, settled, VIEWPORTS } from "./fixtures";
import { recordLayoutShifts, recordedShifts, scroll } from "./support/layout-shifts";
import { loadNetlifyHost } from "./support/netlify-host";
import { coldBuild, copyProject, generateTeachings } from "../scripts/lib/site-copies";
import { MAX_HEADER_BYTES, adminContentSecurityPolicy, contentSecurityPolicy } from "../src/buildtime/headers";

/**
 * Headers do not grow with the site: a copy of it with 1,000 synthetic teachings (the benchmark's
 * generator), built apart from public/, and every header of every page measured as Netlify would send
 * it (from the build's _headers) and as nginx sends it (deploy/nginx/site.conf, really served).
 */
const projectRoot = path.resolve(__dirname, "..");
const TEACHINGS = 1000;
const work = path.join(projectRoot, ".bench", `headers-${TEACHINGS}`);
const site = path.join(work, "site");
const nginxPort = Number(process.env.E2E_SCALE_NGINX_PORT ?? 9002);

test.describe.configure({ mode: "serial", timeout: 2 * 60_000 });

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

test.beforeAll(async () => {
  // A cold build of 1,000 teachings takes about a minute here; a slow runner gets ten.
  test.setTimeout(10 * 60_000);
  // Headers do not depend on a page's text: short bodies keep the build quick.
  const teachings = generateTeachings(projectRoot, path.join(work, "ensinamentos"), TEACHINGS, { shortBodies: true });
  copyProject(projectRoot, site);
  await coldBuild(projectRoot, site, { ENSINAMENTOS_DIR: teachings });
});

const BUILDS = [
  { teachings: 3, publicDir: () => path.join(projectRoot, "public") },
  { teachings: TEACHINGS, publicDir: () => path.join(site, "public") },
];

test.describe("Headers do not grow with the number of teachings", () => {
  for (const build of BUILDS) {
    test(`Netlify, ${build.teachings} teachings: every header of every page stays under 4 KB`, async () => {
      const publicDir = build.publicDir();
      const pages = pagePaths(publicDir);
      expect(pages.length).toBeGreaterThan(build.teachings);
      const netlify = await loadNetlifyHost(publicDir);
      const sizes = new HeaderSizes();
      for (const page of pages) sizes.add(page, Object.entries(netlify.headersFor(page).headers));
      expect(sizes.problems).toEqual([]);
      const rules = fs.statSync(path.join(publicDir, "_headers")).size;
      console.log(
        `Netlify, ${build.teachings} teachings, ${pages.length} pages: ${sizes.summary()}; _headers ${rules} B`,
      );
      // The rule file lists the hashed scripts, never the pages.
      expect(rules).toBeLessThan(16 * 1024);
    });

    test(`nginx, ${build.teachings} teachings: every header of every page stays under 4 KB`, async ({ request }) => {
      const publicDir = build.publicDir();
      const server: ChildProcess = spawn(
        "node",
        [path.join(projectRoot, "scripts/nginx.mjs"), `--port=${nginxPort}`, `--root=${publicDir}`],
        {
          stdio: "ignore",
        },
      );
      try {
        const base = `http://127.0.0.1:${nginxPort}`;
        await expect
          .poll(
            () =>
              request.get(`${base}/`).then(
                (response) => response.status(),
                () => 0,
              ),
            { timeout: 10_000 },
          )
          .toBe(200);
        const sizes = new HeaderSizes();
        const pages = pagePaths(publicDir);
        // Twenty requests at a time over kept-alive connections: the whole site in a few seconds.
        for (let start = 0; start < pages.length; start += 20) {
          const batch = pages.slice(start, start + 20);
          const answers = await Promise.all(
            batch.map((page) => fetch(`${base}${encodeURI(page)}`, { method: "HEAD" })),
          );
          answers.forEach((response, index) => {
            if (response.status !== 200) sizes.problems.push(`${batch[index]}: status ${response.status}`);
            sizes.add(batch[index], [...response.headers]);
          });
        }
        expect(sizes.problems).toEqual([]);
        console.log(`nginx, ${build.teachings} teachings, ${pages.length} pages: ${sizes.summary()}`);
      } finally {
        server.kill("SIGTERM");
      }
    });
  }
});

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

const PER_PAGE = 24;
const PAGES = Math.ceil(TEACHINGS / PER_PAGE);
const listPort = Number(process.env.E2E_SCALE_LIST_PORT ?? 9003);

test.describe("The teachings list at 1,000 teachings", () => {
  let server: ChildProcess | undefined;
  let listed: ReturnType<typeof listedTeachings>;
  test.use({ baseURL: `http://localhost:${listPort}` });

  test.beforeAll(async ({ request }) => {
    listed = listedTeachings(path.join(work, "ensinamentos"));
    server = spawn(
      "node",
      [path.join(projectRoot, "scripts/nginx.mjs"), `--port=${listPort}`, `--root=${path.join(site, "public")}`],
      { stdio: "ignore" },
    );
    await expect
      .poll(
        () =>
          request.get(`http://localhost:${listPort}/`).then(
            (r) => r.status(),
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

  test("shows one page of cards, the archive's most recent in the sidebar and links to every page", async ({
    page,
  }) => {
    await page.goto("/ensinamentos/");
    await settled(page);
    expect(await cardTitles(page)).toEqual(listed.slice(0, PER_PAGE).map((t) => t.titulo));
    await expect(page.getByRole("status")).toHaveText(`1000 ensinamentos encontrados. Página 1 de ${PAGES}.`);
    expect(await page.evaluate(() => document.getElementsByTagName("*").length)).toBeLessThan(1500);
    const recent = page.getByRole("complementary").getByRole("listitem").getByRole("link");
    expect(await recent.allTextContents()).toEqual(listed.slice(0, 3).map((t) => t.titulo));

    const pages = page.getByRole("navigation", { name: "Páginas de ensinamentos" });
    await expect(pages.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: `Página ${PAGES}` }).click();
    await expect(page).toHaveURL(`/ensinamentos/pagina/${PAGES}/`);
    await settled(page);
    expect(await cardTitles(page)).toEqual(listed.slice((PAGES - 1) * PER_PAGE).map((t) => t.titulo));
    await expect(page).toHaveTitle(`Ensinamentos, página ${PAGES} de ${PAGES} | Instituto Evolução para Todos`);
    await pages.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(`/ensinamentos/pagina/${PAGES - 1}/`);
    await expect(pages.getByRole("link", { name: `Página ${PAGES - 1}` })).toHaveAttribute("aria-current", "page");
  });

  test("crawlers reach every teaching from the list's pages, in their HTML", async ({ request }) => {
    const linked = new Set<string>();
    for (let n = 1; n <= PAGES; n += 1) {
      const address = n === 1 ? "/ensinamentos/" : `/ensinamentos/pagina/${n}/`;
      const html = await (await request.get(address)).text();
      for (const [, slug] of html.matchAll(/href="\/ensinamento\/([^/"]+)\/"/g)) linked.add(slug);
      const next = /<a\b[^>]*\brel="next"[^>]*>/.exec(html)?.[0] ?? "";
      if (n < PAGES) expect(next, address).toContain(`href="/ensinamentos/pagina/${n + 1}/"`);
    }
    expect(linked.size).toBe(TEACHINGS);
  });

  test("without JavaScript, a list page shows its cards and its links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.route(
        (url) => !url.toString().startsWith(`http://localhost:${listPort}/`),
        (route) => route.abort(),
      );
      await page.goto(`http://localhost:${listPort}/ensinamentos/pagina/2/`);
      await expect(page.getByRole("article")).toHaveCount(PER_PAGE);
      await expect(page.getByRole("heading", { name: listed[PER_PAGE].titulo })).toBeVisible();
      await page.getByRole("link", { name: "Próxima" }).click();
      await expect(page).toHaveURL(/\/ensinamentos\/pagina\/3\/$/);
      await expect(page.getByRole("heading", { name: listed[2 * PER_PAGE].titulo })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("the search, the category and the year run over all 1,000, the spec's way", async ({ page }) => {
    await page.goto("/ensinamentos/pagina/3/");
    await settled(page);
    const box = page.getByRole("searchbox", { name: "Buscar" });
    // A title far from this page, typed without its accent.
    const far = listed[777];
    await box.fill(far.titulo.replace("número", "numero").toUpperCase());
    await expect(page.getByRole("status")).toHaveText("1 ensinamento encontrado.");
    expect(await cardTitles(page)).toEqual([far.titulo]);
    await expect(page.getByRole("navigation", { name: "Páginas de ensinamentos" })).toHaveCount(0);
    // Its picture comes from the data of the list page that holds it.
    const picture = page.getByRole("article").locator("img");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await box.fill("");
    await page.getByRole("button", { name: "Sabedoria" }).click();
    await page.getByRole("button", { name: "2023" }).click();
    const expected = listed.filter((t) => t.categoria === "Sabedoria" && t.ano === 2023);
    expect(expected.length).toBeGreaterThan(PER_PAGE);
    await expect(page.getByRole("status")).toHaveText(
      `${expected.length} ensinamentos encontrados. Mostrando ${PER_PAGE}.`,
    );
    expect(await cardTitles(page)).toEqual(expected.slice(0, PER_PAGE).map((t) => t.titulo));

    await page.getByRole("button", { name: /^Mostrar mais ensinamentos/ }).click();
    const shown = Math.min(expected.length, 2 * PER_PAGE);
    await expect(page.getByRole("article")).toHaveCount(shown);
    await expect(page.getByRole("link", { name: expected[PER_PAGE].titulo, exact: true })).toBeFocused();
    await expect(page.getByRole("status")).toHaveText(
      shown < expected.length
        ? `${expected.length} ensinamentos encontrados. Mostrando ${shown}.`
        : `${expected.length} ensinamentos encontrados.`,
    );

    await page.getByRole("button", { name: "Todas as Categorias" }).click();
    await page.getByRole("button", { name: "Todos os Anos" }).click();
    // The second click's list is rendered after the click returns: wait for it, not for the first's.
    await expect.poll(() => cardTitles(page)).toEqual(listed.slice(2 * PER_PAGE, 3 * PER_PAGE).map((t) => t.titulo));
  });

  for (const { name, size } of VIEWPORTS) {
    test(`${name}: nothing shifts while scrolling, paging and showing more`, async ({ page }) => {
      await page.setViewportSize(size);
      await recordLayoutShifts(page);
      // The filtered list's code and the archive's index come late, as on a slow line: past the
      // half second after the visitor's typing that CLS forgives, so a list that collapses or grows
      // while they come is a shift this test sees.
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
      // The visitor goes to the filters, then types; Playwright's own scrolling would be smooth, and
      // still running when the drift below is measured.
      const box = page.getByRole("searchbox", { name: "Buscar" });
      await box.evaluate((input) => input.scrollIntoView({ block: "center", behavior: "instant" }));
      await box.fill("ensinamento");
      // Until the matches show, what the visitor is looking at (the filters they just used) stays
      // where it is on screen, frame after frame, whatever CLS forgives.
      const drift = await page.getByRole("complementary", { name: "Filtros e destaques" }).evaluate(async (aside) => {
        const start = aside.getBoundingClientRect().top;
        const shown = () =>
          [...document.querySelectorAll("button")].some((b) => b.textContent?.startsWith("Mostrar mais"));
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
    });
  }
});
