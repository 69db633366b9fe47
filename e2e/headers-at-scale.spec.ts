import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { loadNetlifyHost } from "./support/netlify-host";
import { coldBuild, copyProject, generateTeachings } from "./support/site-copies";
import { MAX_HEADER_BYTES, adminContentSecurityPolicy, contentSecurityPolicy } from "../src/build/headers";

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
    if (entry.isDirectory())
      return ["page-data", "static", "_gatsby", "api"].includes(entry.name) && dir === publicDir
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
  await coldBuild(projectRoot, site, { TEACHINGS_DIR: teachings });
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
        [path.join(projectRoot, "e2e/support/nginx.mjs"), `--port=${nginxPort}`, `--root=${publicDir}`],
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
