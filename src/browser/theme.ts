import { THEME_STORAGE_KEY, isTheme, type Theme } from "../shared/theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const switches = new Set<HTMLInputElement>();

/** The scheme in force: the visitor's choice, else the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (isTheme(chosen)) return chosen;
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

const showTheme = () => {
  for (const input of switches) input.checked = currentTheme() === "dark";
};

/**
 * The ref of every switch of the scheme (the header and the mobile menu each have one): each shows
 * the scheme in force, after a choice made with any of them and after a change of the system's.
 */
export function syncThemeSwitch(input: HTMLInputElement | null): void {
  if (switches.size === 0 && input) window.matchMedia(DARK_QUERY).addEventListener("change", showTheme);
  if (input) switches.add(input);
  else for (const known of switches) if (!known.isConnected) switches.delete(known);
  showTheme();
}

/** Applies a choice at once and remembers it for the next visits (when storage is allowed). */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  showTheme();
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
}
