import fs from "node:fs";
import path from "node:path";

/**
 * The palette lives in one place, the custom properties of src/styles/global.css. What needs a colour
 * outside CSS (the theme-color of the pages, the web app manifest, the e-mail of an edition) reads it
 * from there at build time.
 */
const GLOBAL_STYLESHEET = "src/styles/global.css";

/** The blocks of the stylesheet that hold the palette: the light scheme's, and what the dark one changes. */
const SCHEME_BLOCKS = { light: /:root\s*\{([^}]*)\}/, dark: /:root\[data-theme="dark"\]\s*\{([^}]*)\}/ } as const;

/**
 * The value of a custom property of the stylesheet's :root block, e.g. designToken("--gold-800"), or
 * in the dark scheme the value it changes to (the light one where it does not change).
 */
export function designToken(name: string, css: string = readStylesheet(), scheme: "light" | "dark" = "light"): string {
  const valueIn = (block: RegExp) => {
    const root = block.exec(css)?.[1] ?? "";
    return new RegExp(`(?:^|;|\\s)${name}\\s*:\\s*([^;]+);`).exec(root)?.[1]?.trim();
  };
  const value = (scheme === "dark" ? valueIn(SCHEME_BLOCKS.dark) : undefined) ?? valueIn(SCHEME_BLOCKS.light);
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
