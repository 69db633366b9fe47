// `npm run serve` (the second half of `npm start`): the production build and the site's service at
// one origin, http://localhost:9000. The service answers there (the forms, the newsletter's links,
// the editor's login when configured) and passes every other request to `gatsby serve`, started on an
// internal port of 127.0.0.1. `gatsby serve` rather than a static server of our own: it already
// answers the client-only routes, redirects and 404s as the tests expect of it. Settings come from
// the environment (docs/service.md); messages are kept in .mensagens/ until CONTACT_SMTP_URL
// names an SMTP server, and `npm run mensagens` lists them. SITE_DIR names another folder whose
// public/ to serve (the build with the examples, .exemplos/, for the browser tests). The pages passed on
// carry the security headers every host of the site sends (src/buildtime/host-headers.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { ConfigError, readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { proxiedPageHeaders } from "../src/buildtime/host-headers";

const port = Number(process.env.SERVICE_PORT ?? 9000);
const sitePort = Number(process.env.SITE_PORT ?? port + 10);

// A process group of its own: a signal to this one's (Ctrl-C in the terminal, Playwright's stop) would stop the
// site's server at once, before the service has answered what it began; this process stops it after (stop, below),
// and if this one is killed outright, it ends by itself (scripts/lib/ends-with-parent.cjs).
const endsWithThis = `--require ${JSON.stringify(path.resolve(__dirname, "lib/ends-with-parent.cjs"))}`;
const site = spawn(
  path.resolve(__dirname, "../node_modules/.bin/gatsby"),
  ["serve", "--host", "127.0.0.1", "--port", String(sitePort)],
  {
    stdio: "inherit",
    detached: true,
    cwd: process.env.SITE_DIR,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: [process.env.NODE_OPTIONS, endsWithThis].filter(Boolean).join(" "),
    },
  },
);
const siteRunning = () => site.exitCode === null && site.signalCode === null;
// However this process ends, the site's server ends with it: here, or by itself after a kill.
process.on("exit", () => siteRunning() && site.kill("SIGTERM"));

let service: Service | undefined;
let stopping = false;
/** How long the site's server has to end once told to. */
const SITE_STOP_WAIT_MS = 5_000;

/**
 * The service first: it takes no new request and answers those in course, which the site's server serves until
 * they end; then that server, stopped earlier, would cut them (a reset).
 */
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  void (service?.close() ?? Promise.resolve()).finally(() => {
    if (!siteRunning()) process.exit(code);
    site.once("exit", () => process.exit(code));
    site.kill("SIGTERM");
    // In a group of its own, it is not killed with this one: one that does not end on SIGTERM is killed.
    setTimeout(() => site.kill("SIGKILL"), SITE_STOP_WAIT_MS).unref();
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
// The site's server gone by itself (not by a stop): nothing can be served, the service stops too.
site.on("exit", (code) => stop(code ?? 1));

async function main() {
  const config = readConfig({
    SITE_URL: `http://localhost:${port}`,
    ...process.env,
    SERVICE_PORT: String(port),
    SITE_UPSTREAM: `http://127.0.0.1:${sitePort}`,
  });
  service = await startService(config, { pageHeaders: proxiedPageHeaders });
  console.log(`O site e o serviço em http://localhost:${port}/`);
}

main().catch((error: unknown) => {
  console.error(`Não foi possível iniciar: ${error instanceof ConfigError ? error.message : String(error)}`);
  stop(1);
});
