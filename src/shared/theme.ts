/**
 * The colour scheme: light or dark. Without a choice of the visitor's the page follows the system
 * (prefers-color-scheme, in src/styles/global.css); a choice is kept in localStorage and written on
 * <html data-theme> before the first paint by THEME_SCRIPT, so the page never flashes the other scheme.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "tema";

export const isTheme = (value: unknown): value is Theme => value === "light" || value === "dark";

/**
 * The inline script of every page's <head> (gatsby-ssr.tsx). Its text never changes, so the
 * Content-Security-Policy allows it by hash (src/build/headers.ts). Storage can be refused (privacy
 * modes): the page then follows the system.
 */
export const THEME_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}`;
