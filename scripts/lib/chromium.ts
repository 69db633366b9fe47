// Debian's Chromium (or CHROME_PATH) and the flags that let it run on this offline, sandboxless
// machine; shared by playwright.config.ts and the benchmark scripts.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
