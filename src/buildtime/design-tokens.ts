import fs from "node:fs";
import path from "node:path";

/**
 * The palette lives in one place, the custom properties of src/styles/global.css. What needs a colour
 * outside CSS (the theme-color of the pages, the web app manifest) reads it from there at build time.
 */
export const GLOBAL_STYLESHEET = "src/styles/global.css";

/** The value of a custom property of the stylesheet's :root block, e.g. designToken("--gold-800"). */
export function designToken(name: string, css: string = readStylesheet()): string {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const value = new RegExp(`(?:^|;|\\s)${name}\\s*:\\s*([^;]+);`).exec(root)?.[1]?.trim();
  if (!value) throw new Error(`${GLOBAL_STYLESHEET}: o token ${name} não existe em :root`);
  return value;
}

function readStylesheet(): string {
  return fs.readFileSync(path.join(process.cwd(), GLOBAL_STYLESHEET), "utf8");
}

/** The colours a browser shows around the site: its bar (theme) and its splash screen (background). */
export function themeColours(css?: string): { theme: string; background: string } {
  return { theme: designToken("--gold-800", css), background: designToken("--surface-warm", css) };
}
