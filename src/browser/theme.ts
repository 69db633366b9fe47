import { DARK_QUERY, THEME_STORAGE_KEY, isTheme, type Theme } from "../shared/theme";

const switches = new Set<HTMLInputElement>();

const systemTheme = (): Theme => (window.matchMedia(DARK_QUERY).matches ? "dark" : "light");

/** A choice made on this visit, or one kept from an earlier visit: it wins over the system. */
let chosen = false;

function storedChoice(): boolean {
  try {
    return isTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** The scheme in force, as the inline script of the <head> or a choice wrote it. */
export function currentTheme(): Theme {
  const written = document.documentElement.dataset.theme;
  return isTheme(written) ? written : systemTheme();
}

const showTheme = () => {
  for (const input of switches) input.checked = currentTheme() === "dark";
};

/** Without a choice, the page follows the system when its preference changes during the visit. */
const followSystem = () => {
  if (!chosen && !storedChoice()) document.documentElement.dataset.theme = systemTheme();
  showTheme();
};

/**
 * The ref of every switch of the scheme (the header and the mobile menu each have one): each shows
 * the scheme in force, after a choice made with any of them and after a change of the system's.
 */
export function syncThemeSwitch(input: HTMLInputElement | null): void {
  if (switches.size === 0 && input) window.matchMedia(DARK_QUERY).addEventListener("change", followSystem);
  if (input) switches.add(input);
  else for (const known of switches) if (!known.isConnected) switches.delete(known);
  showTheme();
}

/** Applies a choice at once and remembers it for the next visits (when storage is allowed). */
export function chooseTheme(theme: Theme): void {
  chosen = true;
  document.documentElement.dataset.theme = theme;
  showTheme();
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
}
