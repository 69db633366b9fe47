#!/usr/bin/env node
// Serves a build with the repository's nginx configuration (deploy/nginx/site.conf), unprivileged and
// in the foreground, for the browser tests and the load benchmark:
//
//   node scripts/nginx.mjs --port=9001 [--root=public] [--service=9000]
//
// The site file is used as it is, with only its listen and root lines changed (listen to 127.0.0.1
// and the given port, root to the given build) and the service's address in http.conf pointed at the
// given port. Everything else nginx needs (pid, logs, temporary folders) goes to a temporary folder,
// removed on exit. Started as root, its workers run as root too: nginx would otherwise hand requests
// to an unprivileged user, who cannot read a checkout below a folder only its owner can read.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nginxMainConfig } from "./lib/nginx-main.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=")));
const port = Number(args.port ?? process.env.E2E_NGINX_PORT ?? 9001);
const publicDir = path.resolve(root, args.root ?? "public");
const servicePort = Number(args.service ?? process.env.E2E_PORT ?? 9000);
const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Replaces the one directive `name` of the site file, failing if there is not exactly one. */
function replaceDirective(text, name, value, file = "site.conf") {
  const pattern = new RegExp(`^(\\s*)${name}\\s+[^;]+;`, "gm");
  const count = [...text.matchAll(pattern)].length;
  if (count !== 1) throw new Error(`deploy/nginx/${file}: expected one "${name}" line, found ${count}`);
  return text.replace(pattern, `$1${name} ${value};`);
}

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`${publicDir} has no build: run \`npm run build\` first.`);
  process.exit(1);
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "evolucao-nginx-"));
const confDir = path.join(prefix, "conf");
fs.mkdirSync(confDir);
fs.mkdirSync(path.join(prefix, "logs"));
// site.conf includes evolucao/*.conf, relative to nginx's configuration folder.
const evolucaoDir = path.join(confDir, "evolucao");
fs.cpSync(path.join(root, "deploy", "nginx"), evolucaoDir, { recursive: true });
const httpConf = path.join(evolucaoDir, "http.conf");
fs.writeFileSync(
  httpConf,
  replaceDirective(fs.readFileSync(httpConf, "utf8"), "server", `127.0.0.1:${servicePort}`, "http.conf"),
);

let site = fs.readFileSync(path.join(root, "deploy", "nginx", "site.conf"), "utf8");
site = replaceDirective(site, "listen", `127.0.0.1:${port}`);
site = replaceDirective(site, "root", JSON.stringify(publicDir));
fs.writeFileSync(path.join(confDir, "site.conf"), site);

fs.writeFileSync(path.join(confDir, "nginx.conf"), nginxMainConfig({ prefix, include: "    include site.conf;" }));

const child = spawn(nginxBinary, ["-p", prefix, "-c", path.join(confDir, "nginx.conf"), "-g", "daemon off;"], {
  stdio: "inherit",
});
const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill("SIGQUIT"));
}
child.on("error", (error) => {
  console.error(
    `Could not start nginx (${nginxBinary}): ${error.message}. Install it with apt-get install nginx-light.`,
  );
  cleanUp();
  process.exit(1);
});
child.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
console.log(`nginx serving ${path.relative(root, publicDir) || "."} at http://127.0.0.1:${port}/`);
