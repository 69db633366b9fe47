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
import { startService } from "../src/service/server";
import { proxiedPageHeaders } from "../src/buildtime/host-headers";

const port = Number(process.env.SERVICE_PORT ?? 9000);
const sitePort = Number(process.env.SITE_PORT ?? port + 10);

const site = spawn(
  path.resolve(__dirname, "../node_modules/.bin/gatsby"),
  ["serve", "--host", "127.0.0.1", "--port", String(sitePort)],
  { stdio: "inherit", cwd: process.env.SITE_DIR, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } },
);

async function main() {
  const config = readConfig({
    SITE_URL: `http://localhost:${port}`,
    ...process.env,
    SERVICE_PORT: String(port),
    SITE_UPSTREAM: `http://127.0.0.1:${sitePort}`,
  });
  const service = await startService(config, { pageHeaders: proxiedPageHeaders });
  console.log(`O site e o serviço em http://localhost:${port}/`);
  const stop = () => {
    site.kill("SIGTERM");
    void service.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  site.on("exit", (code) => {
    void service.close().finally(() => process.exit(code ?? 1));
  });
}

main().catch((error: unknown) => {
  console.error(`Não foi possível iniciar: ${error instanceof ConfigError ? error.message : String(error)}`);
  site.kill("SIGTERM");
  process.exit(1);
});
