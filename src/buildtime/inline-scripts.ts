import { createHash } from "node:crypto";

/**
 * Gatsby writes three inline scripts into every page: the page's path, the build's compilation hash
 * and the chunk mapping. Their text differs from page to page and from build to build, so a policy
 * that allows them by hash would list one hash per page and change at every deploy. The build moves
 * what differs into attributes and a JSON data block, leaving scripts whose text is the same on every
 * page of every build: the Content-Security-Policy is then one short, constant header. Gatsby's
 * external scripts are started by one more constant script, the loader (startGatsbyScriptsByLoader).
 */

/**
 * The text of the three scripts once rewritten, and of the loader that starts the page's external
 * scripts (below); the policy allows exactly these (and the image plugin's).
 */
export const CONSTANT_SCRIPTS = {
  pagePath: "window.pagePath=document.currentScript.dataset.pagePath;",
  compilationHash: "window.___webpackCompilationHash=document.currentScript.dataset.compilationHash;",
  chunkMapping: 'window.___chunkMapping=document.getElementById("gatsby-chunk-mapping-data").textContent;',
  // ES5 and DOM methods every browser with CSP hashes has: it must run where the policy's fallback runs.
  startScripts:
    'var c=document.currentScript,o="inOrder"in c.dataset;' +
    "JSON.parse(c.dataset.start).forEach(function(u){" +
    'var s=document.createElement("script");s.src=u;s.async=!o;c.parentNode.insertBefore(s,c)})',
} as const;

export const scriptHash = (source: string) => `sha256-${createHash("sha256").update(source).digest("base64")}`;

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const PAGE_PATH_SCRIPT = new RegExp(
  String.raw`<script id="gatsby-script-loader">/\*<!\[CDATA\[\*/window\.pagePath=(${JSON_STRING});/\*\]\]>\*/</script>`,
);
const COMPILATION_HASH_SCRIPT = new RegExp(
  String.raw`<script>window\.___webpackCompilationHash=(${JSON_STRING});</script>`,
);
const CHUNK_MAPPING_SCRIPT = new RegExp(
  String.raw`<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=(${JSON_STRING});\s*</script>`,
);

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const decodeAttribute = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&amp;", "&");

/**
 * Rewrites one page. Values keep their type and content (the chunk mapping stays the JSON text
 * Gatsby's runtime expects); a page already rewritten comes back unchanged.
 */
export function makeInlineScriptsConstant(html: string): string {
  return html
    .replace(PAGE_PATH_SCRIPT, (_, value: string) => {
      const pagePath = JSON.parse(value) as string;
      return `<script id="gatsby-script-loader" data-page-path="${attribute(pagePath)}">${CONSTANT_SCRIPTS.pagePath}</script>`;
    })
    .replace(COMPILATION_HASH_SCRIPT, (_, value: string) => {
      const hash = JSON.parse(value) as string;
      return `<script data-compilation-hash="${attribute(hash)}">${CONSTANT_SCRIPTS.compilationHash}</script>`;
    })
    .replace(CHUNK_MAPPING_SCRIPT, (_, value: string) => {
      const mapping = JSON.parse(value) as string;
      // Raw text inside <script type="application/json">: a "<" could end the element early.
      if (mapping.includes("<")) throw new Error("o mapeamento de chunks do Gatsby contém '<'");
      return (
        `<script id="gatsby-chunk-mapping-data" type="application/json">${mapping}</script>` +
        `<script id="gatsby-chunk-mapping">${CONSTANT_SCRIPTS.chunkMapping}</script>`
      );
    });
}

/**
 * A page's external scripts, started by the hashed loader instead of by the parser. Under the policy's
 * 'strict-dynamic' (policy.ts) a browser runs only the scripts it allows by hash and the scripts
 * those create; a `<script src>` the parser meets is refused, whatever its host, and a static host
 * cannot give each answer a nonce. The loader stands where the scripts stood and carries their
 * addresses (a JSON list in its `data-start`), so its text is the same on every page; it creates them
 * in the same order: `async` as Gatsby writes them, or, with `inOrder`, run one after the other as
 * blocking scripts are. No preload hint goes with them: Chromium refuses a `<link rel="preload"
 * as="script">` under 'strict-dynamic' as it refuses a parser-inserted script (it carries no nonce).
 */
export function startedByLoader(sources: readonly string[], { inOrder = false } = {}): string {
  const order = inOrder ? " data-in-order" : "";
  return `<script data-start="${attribute(JSON.stringify(sources))}"${order}>${CONSTANT_SCRIPTS.startScripts}</script>`;
}

/** Gatsby's own scripts as its scripts' slice writes them, one after the other. */
const GATSBY_EXTERNAL_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;
const GATSBY_EXTERNAL_SCRIPTS = /(?:<script src="[^"<>]+" async><\/script>)+/g;

/** Gatsby's external scripts of a page (webpack's runtime, the framework, the app) started by the loader. */
export function startGatsbyScriptsByLoader(html: string): string {
  return html.replace(GATSBY_EXTERNAL_SCRIPTS, (run) =>
    startedByLoader([...run.matchAll(GATSBY_EXTERNAL_SCRIPT)].map((match) => decodeAttribute(match[1]))),
  );
}

/** The sources of the `<script src>` elements of a page: under 'strict-dynamic' the browser would refuse each. */
export function parserInsertedScripts(html: string): string[] {
  return [...html.matchAll(/<script\s(?:[^>]*\s)?src="([^"]*)"/g)].map((match) => match[1]);
}

/** Sources of the executable inline scripts of a page (JSON-LD and JSON data blocks are not scripts). */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    sources.push(match[2]);
  }
  return sources;
}
