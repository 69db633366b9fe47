// Debian's Chromium and the flags that let it run on this offline, sandboxless machine; shared by
// playwright.config.ts and the benchmark scripts.

/** The browser a visitor has: Lighthouse and the benchmark's page measures (CHROME_PATH). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: the same release's headless shell (Debian's `chromium-headless-shell`,
 * named by CHROME_HEADLESS_SHELL_PATH), which is what Playwright runs headless tests in unless told
 * otherwise, without the full browser's windowing: the suite takes a third less time in it.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Offline: any host but this machine's fails at once, without a lookup and without a request of the
  // tests' runner having to stop each one (an interception that costs every request of every page).
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
