import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { MAX_HEADER_BYTES, securityHeaders } from "../src/buildtime/headers";
import {
  ADMIN_INLINE_SCRIPT_HASHES,
  INLINE_SCRIPT_HASHES,
  contentSecurityPolicy,
  adminContentSecurityPolicy,
} from "../src/buildtime/policy";
import {
  netlifyHeadersBlock,
  nginxAdminHeaders,
  nginxSecurityHeaders,
  nginxServiceHeaders,
  withSearchIndexHeaders,
} from "../src/buildtime/host-headers";
import {
  CONSTANT_SCRIPTS,
  inlineScriptSources,
  makeInlineScriptsConstant,
  parserInsertedScripts,
  scriptHash,
  startGatsbyScriptsByLoader,
  startedByLoader,
} from "../src/buildtime/inline-scripts";

/** The end of a page as Gatsby 5 writes it, with its slice of scripts stitched in. */
const GATSBY_PAGE = `<!DOCTYPE html><html><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/ensinamento/o-\\"lobo\\"&amp/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-e9ef18f2a26301f7e019.js\\"],\\"component---src-pages-cursos-[id]-tsx\\":[\\"/component---src-pages-cursos-[id]-tsx-2b8be527133101d52e5c.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="21e0a42e2c0873bdf4a2";</script><script src="/webpack-runtime-6c2f3e890eac0befc448.js" async></script><script src="/framework-72b92468ef3aa6167d0d.js" async></script><script src="/app-e9ef18f2a26301f7e019.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const GATSBY_SCRIPTS = [
  "/webpack-runtime-6c2f3e890eac0befc448.js",
  "/framework-72b92468ef3aa6167d0d.js",
  "/app-e9ef18f2a26301f7e019.js",
];

type GatsbyGlobals = { pagePath?: string; ___webpackCompilationHash?: string; ___chunkMapping?: unknown };

/**
 * What Gatsby's runtime finds on window once the page's inline scripts have run in order, each seeing
 * itself as document.currentScript, as in a browser.
 */
function globalsAfterRunning(html: string): GatsbyGlobals {
  const page = new DOMParser().parseFromString(html, "text/html");
  const globals: GatsbyGlobals = {};
  const scripts = Array.from(page.querySelectorAll("script:not([src]):not([type])"));
  // The loader of the external scripts sets nothing on window (scriptsStarted, below, runs it).
  for (const script of scripts.filter((candidate) => candidate.textContent !== CONSTANT_SCRIPTS.startScripts)) {
    const documentSeen = { currentScript: script, getElementById: (id: string) => page.getElementById(id) };
    vm.runInNewContext(script.textContent ?? "", { window: globals, document: documentSeen });
  }
  return globals;
}

describe("Gatsby's inline scripts made the same on every page", () => {
  const rewritten = startGatsbyScriptsByLoader(makeInlineScriptsConstant(GATSBY_PAGE));

  it("leaves the runtime the same values: page path, compilation hash and chunk mapping", () => {
    const before = globalsAfterRunning(GATSBY_PAGE);
    expect(before.pagePath).toBe('/ensinamento/o-"lobo"&amp/');
    expect(globalsAfterRunning(rewritten)).toEqual(before);
  });

  it("leaves only scripts the policy allows, and rewriting twice changes nothing", () => {
    const hashes = inlineScriptSources(rewritten).map(scriptHash);
    expect(hashes).toHaveLength(4);
    for (const hash of hashes) expect(INLINE_SCRIPT_HASHES).toContain(hash);
    expect(
      inlineScriptSources(GATSBY_PAGE)
        .map(scriptHash)
        .some((hash) => INLINE_SCRIPT_HASHES.includes(hash)),
    ).toBe(false);
    expect(startGatsbyScriptsByLoader(makeInlineScriptsConstant(rewritten))).toBe(rewritten);
  });

  it("keeps Gatsby's slice markers, which later builds stitch into", () => {
    expect(rewritten).toContain('<!-- slice-start id="_gatsby-scripts-1" -->');
    expect(rewritten).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  });
});

/**
 * The scripts a page's loaders create, run in a page parsed from `html`: each sees itself as
 * document.currentScript, as in a browser (jsdom runs no script of a parsed page by itself).
 */
function scriptsStarted(html: string): { src: string | null; async: boolean }[] {
  const page = new DOMParser().parseFromString(html, "text/html");
  const loaders = Array.from(page.querySelectorAll("script")).filter(
    (script) => script.textContent === CONSTANT_SCRIPTS.startScripts,
  );
  for (const loader of loaders) {
    const documentSeen = { currentScript: loader, createElement: (name: string) => page.createElement(name) };
    vm.runInNewContext(loader.textContent ?? "", { document: documentSeen, JSON });
  }
  return Array.from(page.querySelectorAll("script[src]")).map((script) => ({
    src: script.getAttribute("src"),
    async: (script as HTMLScriptElement).async,
  }));
}

describe("Gatsby's external scripts started by a hashed loader, as 'strict-dynamic' requires", () => {
  const rewritten = startGatsbyScriptsByLoader(makeInlineScriptsConstant(GATSBY_PAGE));

  it("leaves no <script src> for the parser: the loader stands where the scripts stood", () => {
    expect(parserInsertedScripts(GATSBY_PAGE)).toEqual(GATSBY_SCRIPTS);
    expect(parserInsertedScripts(rewritten)).toEqual([]);
    const loader = rewritten.indexOf(`>${CONSTANT_SCRIPTS.startScripts}</script>`);
    expect(loader).toBeGreaterThan(rewritten.indexOf("data-compilation-hash"));
    expect(loader).toBeLessThan(rewritten.indexOf("<!-- slice-end"));
  });

  it("creates Gatsby's scripts in their order, async as Gatsby writes them", () => {
    expect(scriptsStarted(rewritten)).toEqual(GATSBY_SCRIPTS.map((src) => ({ src, async: true })));
  });

  it("starts the editor's two scripts one after the other, as blocking scripts would run, by the same hashed loader", () => {
    const page = `<!doctype html><html><head>${startedByLoader(["/admin/admin.js", "/admin/decap-cms.js"], { inOrder: true })}</head><body></body></html>`;
    expect(scriptsStarted(page)).toEqual([
      { src: "/admin/admin.js", async: false },
      { src: "/admin/decap-cms.js", async: false },
    ]);
    expect(inlineScriptSources(page).map(scriptHash)).toEqual(ADMIN_INLINE_SCRIPT_HASHES);
  });
});

describe("The security headers", () => {
  it("allow scripts by hash and what those start ('strict-dynamic'), no host: the fallback of older browsers aside, no unsafe-inline, no eval, WebAssembly for the search and VLibras' avatar", () => {
    const scriptSrc = /script-src ([^;]+)/.exec(contentSecurityPolicy("/api"))?.[1] ?? "";
    expect(scriptSrc.split(" ")).toEqual([
      "'strict-dynamic'",
      ...INLINE_SCRIPT_HASHES.map((hash) => `'${hash}'`),
      "'wasm-unsafe-eval'",
      // Read only by a browser that does not know 'strict-dynamic'; ignored by one that does.
      "'unsafe-inline'",
      "'self'",
      "https:",
    ]);
    // 'wasm-unsafe-eval' compiles WebAssembly (Pagefind's search) and allows no eval().
    expect(contentSecurityPolicy("/api")).not.toMatch(/'unsafe-eval'/);
    expect(contentSecurityPolicy("/api")).toMatch(/object-src 'none'.*frame-ancestors 'none'/);
  });

  it("are bounded: the same few hashes whatever the number of pages", () => {
    for (const [name, value] of Object.entries(securityHeaders("https://api.example.org/v1"))) {
      expect(Buffer.byteLength(`${name}: ${value}`)).toBeLessThan(MAX_HEADER_BYTES);
    }
  });

  it("let a lesson's video play in the page from YouTube's privacy-enhanced host alone, and its poster be the site's", () => {
    const policy = contentSecurityPolicy("/api");
    const frames = /frame-src ([^;]+)/.exec(policy)?.[1].split(" ") ?? [];
    expect(frames).toContain("https://www.youtube-nocookie.com");
    expect(frames.filter((source) => /youtube/.test(source))).toEqual(["https://www.youtube-nocookie.com"]);
    expect(/img-src ([^;]+)/.exec(policy)?.[1]).not.toMatch(/ytimg|youtube/);
  });

  it("let VLibras reach only its hosts, each in the directives it needs, and nothing of it frame the page or style it from afar", () => {
    const policy = contentSecurityPolicy("/api");
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1].split(" ") ?? [];
    const vlibras = (name: string) => directive(name).filter((source) => /vlibras/.test(source));
    expect(vlibras("connect-src")).toEqual([
      "https://vlibras.gov.br",
      "https://www.vlibras.gov.br",
      "https://traducao2.vlibras.gov.br",
      "https://dicionario2.vlibras.gov.br",
      "https://acessos.vlibras.gov.br",
    ]);
    for (const name of ["img-src", "font-src"])
      expect(vlibras(name)).toEqual(["https://vlibras.gov.br", "https://www.vlibras.gov.br"]);
    for (const name of ["script-src", "style-src", "frame-src", "default-src", "manifest-src"])
      expect(vlibras(name)).toEqual([]);
    // The avatar's loader runs its code and its decompression from blob: URLs.
    expect(directive("worker-src")).toEqual(["'self'", "blob:"]);
    expect(adminContentSecurityPolicy()).not.toMatch(/vlibras/);
  });

  it("let an API on another origin be reached when GATSBY_API_URL is absolute", () => {
    expect(contentSecurityPolicy("https://api.example.org/v1")).toMatch(
      /connect-src 'self' https:\/\/api\.example\.org /,
    );
    expect(contentSecurityPolicy("/api")).toMatch(/connect-src 'self' https:\/\/translate/);
  });

  it("let a newsletter box post to the site's service on a server of its own, by fetch and as a form, when the build names it", () => {
    const directive = (policy: string, name: string) =>
      new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1].split(" ");
    const own = contentSecurityPolicy("/api");
    expect([
      directive(own, "form-action"),
      directive(own, "connect-src")?.includes("https://servico.example.org"),
    ]).toEqual([["'self'"], false]);
    const beside = contentSecurityPolicy("/api", "https://servico.example.org/mensagens/");
    expect(directive(beside, "form-action")).toEqual(["'self'", "https://servico.example.org"]);
    expect(directive(beside, "connect-src")).toContain("https://servico.example.org");
  });

  it("leave to the Netlify adapter the headers it writes itself, and type the API's documents", () => {
    const block = netlifyHeadersBlock("/api");
    expect(block).toContain(`  content-security-policy: ${contentSecurityPolicy("/api")}`);
    expect(block).not.toMatch(/x-content-type-options|referrer-policy|x-frame-options/);
    expect(block).toMatch(/\/api\/\*\n {2}content-type: application\/json/);
  });

  it("are what deploy/nginx/security-headers.conf sends (run `npm run deploy:nginx` after a change)", () => {
    const committed = fs.readFileSync(path.resolve(__dirname, "../deploy/nginx/security-headers.conf"), "utf8");
    expect(committed).toBe(nginxSecurityHeaders("/api"));
    const admin = fs.readFileSync(path.resolve(__dirname, "../deploy/nginx/admin-headers.conf"), "utf8");
    expect(admin).toBe(nginxAdminHeaders());
    const service = fs.readFileSync(path.resolve(__dirname, "../deploy/nginx/service-headers.conf"), "utf8");
    expect(service).toBe(nginxServiceHeaders());
  });

  it("send HSTS on nginx only over HTTPS, and give the login window no policy of the site's", () => {
    for (const conf of [nginxSecurityHeaders("/api"), nginxAdminHeaders(), nginxServiceHeaders()])
      expect(conf).toContain("add_header strict-transport-security $evolucao_hsts always;");
    expect(nginxServiceHeaders()).not.toMatch(/content-security-policy|referrer-policy/);
  });

  it("give Pagefind's files their type and cache its hashed ones for a year, after the adapter's rules", () => {
    const headers = withSearchIndexHeaders("/*\n  a: b\n# gatsby-adapter-netlify end\n");
    expect(headers.indexOf("/pagefind/*.pf_meta")).toBeGreaterThan(headers.indexOf("gatsby-adapter-netlify end"));
    expect(headers).toMatch(
      /\/pagefind\/fragment\/\*\n {2}content-type: application\/octet-stream\n {2}cache-control: public, max-age=31536000, immutable/,
    );
    expect(headers).toMatch(/\/pagefind\/\*\.pagefind\n {2}content-type: application\/octet-stream\n$/);
    // Written again by the next build: one block, not two.
    expect(withSearchIndexHeaders(headers)).toBe(headers);
  });

  it("give the editor at /admin/ its own policy, after the site's, and keep it out of search engines", () => {
    const block = netlifyHeadersBlock("/api");
    const admin = block.indexOf("/admin/*\n");
    expect(admin).toBeGreaterThan(block.indexOf("/*\n"));
    expect(block.slice(admin)).toContain(`  content-security-policy: ${adminContentSecurityPolicy()}\n`);
    expect(block.slice(admin)).toContain("  x-robots-tag: noindex, nofollow\n");
  });

  it("let the editor reach only its backend: the site itself for Git Gateway, GitHub's API for GitHub", () => {
    const gateway = adminContentSecurityPolicy({ name: "git-gateway" });
    expect(gateway).toContain("connect-src 'self' blob:;");
    expect(gateway).not.toMatch(/translate|gstatic|localhost/);
    // Its page's loader by hash; Decap compiles validators at run time; other inline scripts stay refused.
    expect(gateway).toContain(
      `script-src 'strict-dynamic' '${ADMIN_INLINE_SCRIPT_HASHES[0]}' 'unsafe-eval' 'unsafe-inline' 'self' https:;`,
    );
    expect(adminContentSecurityPolicy({ name: "github" })).toContain(
      "connect-src 'self' blob: https://api.github.com;",
    );
    expect(adminContentSecurityPolicy({ name: "github" })).toContain(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com;",
    );
    expect(adminContentSecurityPolicy({ name: "local" })).toContain("connect-src 'self' blob:;");
  });
});
