import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { standalonePage } from "../shared/html-page";
import { ADMIN_PATH, cmsBackendFromEnv } from "./admin-settings";
import { startedByLoader } from "./inline-scripts";

export { ADMIN_PATH };

/**
 * The editing interface at /admin/ (docs/editing.md): Decap CMS's self-contained bundle, which
 * carries its own React, copied as it ships; src/admin/ bundled on its own beside it; and a page
 * that loads the two. No page of the site imports any of it, so the site's JavaScript is untouched.
 */

/** The types of the editor's files, as `gatsby develop` sends them (a build's host knows them by itself). */
export const ADMIN_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
};

const ADMIN_SCRIPT = "admin.js";
const PREVIEW_STYLESHEET = "admin.css";
const DECAP_SCRIPT = "decap-cms.js";

/** Decap's bundle, its lazily loaded chunks and its WebAssembly, without the source maps. */
function decapFiles(decapDist: string): string[] {
  return fs
    .readdirSync(decapDist)
    .filter((name) => name === DECAP_SCRIPT || name.endsWith(`.${DECAP_SCRIPT}`) || name.endsWith(".wasm"));
}

/**
 * The page: its two scripts started in order by the site's loader (inline-scripts.ts), whose hash its
 * own Content-Security-Policy lists (policy.ts); the editor's first, which tells Decap to wait for it.
 */
function adminPage(): string {
  return standalonePage({
    title: "Editor de conteúdo",
    head:
      `\n<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n` +
      startedByLoader([`${ADMIN_PATH}${ADMIN_SCRIPT}`, `${ADMIN_PATH}${DECAP_SCRIPT}`], { inOrder: true }),
    body: "",
  });
}

/**
 * Writes the editor into `outDir`: public/admin/ for a build, the deployed editor; a folder of .cache/ for
 * `gatsby develop` (`npm run cms`), the editor that saves through Decap's local backend on this machine.
 */
export async function writeAdmin(projectRoot: string, outDir: string, { localBackend = false } = {}): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  // Resolved from the project: gatsby-node's compiled bundle has no require.resolve of its own.
  const fromProject = createRequire(path.join(projectRoot, "package.json"));
  const decapDist = path.join(path.dirname(fromProject.resolve("decap-cms/package.json")), "dist");
  for (const name of decapFiles(decapDist)) fs.copyFileSync(path.join(decapDist, name), path.join(outDir, name));

  await build({
    entryPoints: { admin: path.join(projectRoot, "src/admin/index.ts") },
    outdir: outDir,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2021",
    logLevel: "silent",
    // The site's components render into Decap's React (src/admin/react-shim.ts).
    alias: {
      react: path.join(projectRoot, "src/admin/react-shim.ts"),
      gatsby: path.join(projectRoot, "src/admin/gatsby-shim.tsx"),
    },
    jsx: "transform",
    loader: { ".module.css": "local-css" },
    define: {
      // The shared modules read the site's build settings (site.ts); the browser has no process.
      "process.env": JSON.stringify({ NODE_ENV: "production", GATSBY_API_URL: process.env.GATSBY_API_URL ?? "" }),
      __CMS_BACKEND__: JSON.stringify(cmsBackendFromEnv()),
      __CMS_LOCAL_BACKEND__: JSON.stringify(localBackend),
      __PREVIEW_STYLESHEET__: JSON.stringify(`${ADMIN_PATH}${PREVIEW_STYLESHEET}`),
    },
  });
  fs.writeFileSync(path.join(outDir, "index.html"), adminPage());
}

/** The editor's files and their total size, for the build's report and the benchmark. */
export function adminSize(outDir: string): { files: number; bytes: number } {
  const names = fs.readdirSync(outDir);
  return {
    files: names.length,
    bytes: names.reduce((sum, name) => sum + fs.statSync(path.join(outDir, name)).size, 0),
  };
}
