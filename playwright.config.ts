import os from "node:os";
import { defineConfig } from "@playwright/test";
// Debian's Chromium's headless shell, never a browser downloaded by Playwright; flags shared with the benchmark.
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium";
import { DESKTOP } from "./scripts/lib/routes";
import type { HostOptions } from "./e2e/fixtures";
import {
  EXAMPLES_DIR,
  EXAMPLES_FRONT_PORT,
  EXAMPLES_NGINX_PORT,
  EXAMPLES_SITE_PORT,
  EXAMPLES_STORE_DIR,
  FRONT_PORT as port,
  FRONT_STORE_DIR,
  NGINX_PORT as nginxPort,
  SITE_PORT,
} from "./e2e/support/servers";
/** Tests whose assertions are durations measured in the page are tagged @timed. */
const TIMED = /@timed/;
/**
 * What a host decides (the route table, the headers, caching, types) is tagged @hosting and checked on
 * nginx, the server of a self-hosted site (Netlify's rules are read in e2e/netlify.spec.ts); `gatsby
 * serve` is a preview. A test tagged @npm-start as well runs on `npm start`'s server too, where the
 * site's service in front of `gatsby serve` does something of its own.
 */
const HOSTING = /@hosting/;
const NGINX_ONLY = /^(?!.*@npm-start).*@hosting/;
/**
 * The pages of the available courses and books, of the newsletter's editions, of the agenda, of the
 * reviewed translations and the page to support the institute, tested on the build with the examples of
 * docs/exemplos/ (`npm run build:exemplos`), served by `npm start`'s server and by nginx as the published
 * build is; and the policy's test of what a page does once open (e2e/policy.spec.ts), which needs a
 * lesson's video.
 */
const EXAMPLES = /(^|[\\/])(courses|books|editions|example-pages|policy|agenda|translations|donations)\.spec\.ts$/;

/**
 * `npm run serve` for the build in `siteDir` (the project's own by default), with a store of its own
 * and the checks that a suite sending many forms in a few seconds would trip (the minimum time, the
 * rate) lifted: the tests of e2e/messages.spec.ts start services of their own with them on.
 */
function frontServer(front: number, site: number, store: string, siteDir?: string) {
  return {
    command: "node --import tsx scripts/serve.ts",
    url: `http://127.0.0.1:${front}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Stopped as a host stops it (SIGTERM: the service closes its store, `gatsby serve` ends), not killed,
    // which is Playwright's default.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 25_000 },
    env: {
      GATSBY_TELEMETRY_DISABLED: "1",
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
      SERVICE_PORT: String(front),
      SITE_PORT: String(site),
      SITE_URL: `http://localhost:${front}`,
      CONTACT_STORE_DIR: store,
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT: "off",
    },
  };
}

/** nginx with the repository's configuration, serving `root` and passing the service's paths to `service`. */
function nginxServer(listen: number, service: number, root = "public") {
  return {
    command: `node scripts/nginx.mjs --port=${listen} --root=${root} --service=${service}`,
    url: `http://127.0.0.1:${listen}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    // SIGTERM lets scripts/nginx.mjs remove its temporary folder; killed, it would leave one per run.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  };
}

export default defineConfig<HostOptions>({
  testDir: "e2e",
  // Bounds, never waits: a test ends when the state it waits for comes. They leave room for a machine
  // half as fast as a two-core runner, busy with the other tests (`taskset -c 0 npm test` passes).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // One test per core the runner may use, and one more: a test often waits on its page (a load, a timer,
  // a server), and the extra one keeps the cores busy meanwhile (on two cores, three at a time took a
  // sixth less time than two). The tests that time the spec's states against the clock (tagged @timed,
  // the "timed" project below) run alone, one at a time, before the rest: a 300 ms timer was once seen
  // to end after 980 ms on a runner whose second browser competed for the CPU.
  workers: os.availableParallelism() + 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["./e2e/support/project-times.ts"]],
  use: {
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace costs every test a third of its time on two cores; to see a failure step by
    // step, run it again with `--trace on`.
    trace: "off",
    viewport: DESKTOP,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // The tests that time the 300 ms route change, the 1 s loads, the 2 s send and the 5 s banner.
    {
      name: "timed",
      use: { browserName: "chromium", baseURL: `http://localhost:${port}`, host: "gatsby-serve" },
      grep: TIMED,
      testIgnore: [/nginx\.spec\.ts/, EXAMPLES],
      workers: 1,
    },
    // The production build as `npm start` serves it (the service in front of `gatsby serve`): the
    // behaviour of the pages, once the timed tests are done.
    {
      name: "gatsby-serve",
      use: { browserName: "chromium", baseURL: `http://localhost:${port}`, host: "gatsby-serve" },
      grepInvert: [TIMED, NGINX_ONLY],
      testIgnore: EXAMPLES,
      dependencies: ["timed"],
    },
    // The same build behind nginx with the repository's deploy/nginx/site.conf: every route opened at
    // both sizes (e2e/routes.spec.ts), the embedded API, the headers and what only a real server shows
    // (caching, gzip, types).
    {
      name: "nginx",
      use: { browserName: "chromium", baseURL: `http://localhost:${nginxPort}`, host: "nginx" },
      grep: HOSTING,
      testIgnore: EXAMPLES,
      dependencies: ["timed"],
    },
    {
      name: "examples",
      use: { browserName: "chromium", baseURL: `http://localhost:${EXAMPLES_FRONT_PORT}`, host: "gatsby-serve" },
      testMatch: EXAMPLES,
      grepInvert: NGINX_ONLY,
      dependencies: ["timed"],
    },
    {
      name: "examples-nginx",
      use: { browserName: "chromium", baseURL: `http://localhost:${EXAMPLES_NGINX_PORT}`, host: "nginx" },
      testMatch: EXAMPLES,
      grep: HOSTING,
      dependencies: ["timed"],
    },
  ],
  webServer: [
    frontServer(port, SITE_PORT, FRONT_STORE_DIR),
    nginxServer(nginxPort, port),
    // The same two, for the build with the examples.
    frontServer(EXAMPLES_FRONT_PORT, EXAMPLES_SITE_PORT, EXAMPLES_STORE_DIR, EXAMPLES_DIR),
    nginxServer(EXAMPLES_NGINX_PORT, EXAMPLES_FRONT_PORT, ".exemplos/public"),
  ],
});
