/**
 * The colour scheme: light or dark. A choice of the visitor's is kept in localStorage; without one the
 * page follows the system (prefers-color-scheme). Either way THEME_SCRIPT writes the scheme on
 * <html data-theme> before the first paint, so the palette is written once per scheme
 * (src/styles/global.css) and the page never flashes the other scheme.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "tema";

export const DARK_QUERY = "(prefers-color-scheme: dark)";

export const isTheme = (value: unknown): value is Theme => value === "light" || value === "dark";

/**
 * The inline script of every page's <head> (gatsby-ssr.tsx). Its text never changes, so the
 * Content-Security-Policy allows it by hash (src/buildtime/policy.ts). Storage can be refused (privacy
 * modes): the page then follows the system.
 */
export const THEME_SCRIPT =
  `var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `if(t!=="dark"&&t!=="light")t=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light";` +
  `document.documentElement.dataset.theme=t`;
