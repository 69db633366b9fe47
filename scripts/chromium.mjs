// Debian's Chromium (or CHROME_PATH) and the flags that let it run on this offline, sandboxless
// machine; shared by the benchmark scripts. (playwright.config.ts lists the same flags.)
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
