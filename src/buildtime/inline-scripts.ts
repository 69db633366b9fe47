import { createHash } from "node:crypto";

/**
 * Gatsby writes three inline scripts into every page: the page's path, the build's compilation hash
 * and the chunk mapping. Their text differs from page to page and from build to build, so a policy
 * that allows them by hash would list one hash per page and change at every deploy. The build moves
 * what differs into attributes and a JSON data block, leaving scripts whose text is the same on every
 * page of every build: the Content-Security-Policy is then one short, constant header.
 */

/** The text of the three scripts once rewritten; the policy allows exactly these (and the image plugin's). */
export const CONSTANT_SCRIPTS = {
  pagePath: "window.pagePath=document.currentScript.dataset.pagePath;",
  compilationHash: "window.___webpackCompilationHash=document.currentScript.dataset.compilationHash;",
  chunkMapping: 'window.___chunkMapping=document.getElementById("gatsby-chunk-mapping-data").textContent;',
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
