// Load on the site's pages and API (`npm run bench -- --only=load`): N connections for S seconds on
// each path, on `gatsby serve` and on nginx serving the same build.
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { coldBuild, copyProject, log, serve, serveWithNginx, stop, work } from "./common.mjs";

/**
 * Load: N connections for S seconds on each path, one path at a time, against `gatsby serve` and
 * nginx serving the same build. Browsers' headers: pages ask for HTML, the API for JSON, both
 * accept gzip. A status other than the path's expected one counts as unexpected.
 */
export async function run({ args, results }) {
  const seconds = Number(args["load-seconds"] ?? 30);
  const connections = Number(args.connections ?? 100);
  log(`\n== Load: ${connections} connections for ${seconds} s per path ==`);
  const site = path.join(work, "site");
  if (!fs.existsSync(path.join(site, "public", "index.html"))) {
    copyProject("site");
    await coldBuild(site);
  }
  const targets = [
    { path: "/", status: 200, accept: "text/html" },
    { path: "/ensinamentos/", status: 200, accept: "text/html" },
    { path: "/api/ensinos/1", status: 200, accept: "application/json" },
    { path: "/api/ensinos/999", status: 404, accept: "application/json" },
  ];
  const servers = [
    { name: "gatsby serve", port: 9300, start: (port) => serve(site, port) },
    { name: "nginx", port: 9301, start: (port) => serveWithNginx(site, port) },
  ];
  results.load = { connections, seconds, rows: [] };
  for (const server of servers) {
    const child = await server.start(server.port);
    try {
      for (const target of targets) {
        const result = await autocannon({
          url: `http://127.0.0.1:${server.port}${target.path}`,
          connections,
          duration: seconds,
          timeout: 10,
          headers: { accept: target.accept, "accept-encoding": "gzip" },
        });
        const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + Number(count), 0);
        const expected = Number(result.statusCodeStats?.[target.status]?.count ?? 0);
        results.load.rows.push({
          server: server.name,
          path: target.path,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          unexpectedStatuses: answered - expected,
        });
      }
    } finally {
      stop(child);
    }
  }
  log(
    "server".padEnd(14) +
      "path".padEnd(20) +
      "req/s".padStart(8) +
      "p99 ms".padStart(9) +
      "errors".padStart(8) +
      "unexpected".padStart(12) +
      "  x of /",
  );
  for (const row of results.load.rows) {
    const home = results.load.rows.find((other) => other.server === row.server && other.path === "/");
    log(
      `${row.server.padEnd(14)}${row.path.padEnd(20)}${String(row.requestsPerSecond).padStart(8)}${String(row.p99Ms).padStart(9)}` +
        `${String(row.errors).padStart(8)}${String(row.unexpectedStatuses).padStart(12)}  ${(row.requestsPerSecond / home.requestsPerSecond).toFixed(2)}`,
    );
  }
}
