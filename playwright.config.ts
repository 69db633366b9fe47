import { defineConfig } from "@playwright/test";
// Debian's Chromium (or CHROME_PATH), never a browser downloaded by Playwright; flags shared with the benchmark.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { DESKTOP } from "./e2e/support/routes";
import type { HostOptions } from "./e2e/fixtures";

const port = Number(process.env.E2E_PORT ?? 9000);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 9001);

export default defineConfig<HostOptions>({
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
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    viewport: DESKTOP,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // The production build as `npm start` serves it: the whole suite.
    {
      name: "gatsby-serve",
      use: { browserName: "chromium", baseURL: `http://localhost:${port}`, host: "gatsby-serve" },
      testIgnore: /nginx\.spec\.ts/,
    },
    // The same build behind nginx with the repository's deploy/nginx/site.conf: the route table, the
    // embedded API, the headers and what only a real server shows (caching, gzip, types).
    {
      name: "nginx",
      use: { browserName: "chromium", baseURL: `http://localhost:${nginxPort}`, host: "nginx" },
      grep: /@hosting/,
    },
  ],
  webServer: [
    {
      command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
    },
    {
      command: `node e2e/support/nginx.mjs --port=${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
