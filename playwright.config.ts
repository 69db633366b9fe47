import { defineConfig } from "@playwright/test";
// Debian's Chromium (or CHROME_PATH), never a browser downloaded by Playwright; flags shared with the benchmark.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { DESKTOP } from "./scripts/routes.mjs";
const port = Number(process.env.E2E_PORT ?? 9000);

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Several tests time the spec's 300 ms and 1 s states in the page. On a 2-core CI runner a second
  // worker's browser competes for the CPU, and a 300 ms timer was once seen to end after 980 ms, so
  // CI runs one test at a time; a developer's machine runs two.
  workers: process.env.CI ? 1 : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: DESKTOP } }],
  // The production build, served the way `npm start` serves it (client-only routes and the API included).
  webServer: {
    command: `npx gatsby serve --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  },
});
