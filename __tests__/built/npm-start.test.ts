/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProcess } from "../../e2e/support/processes";
import { PUBLISHED } from "./built-site";
import { freePort } from "../fixtures/free-port";

/**
 * `npm run serve` (scripts/serve.ts) starts `gatsby serve` in a process group of its own: killed outright
 * (SIGKILL, which it cannot handle), it must still leave no site's server behind holding its port: the
 * server watches Node's `process.ppid`, read anew each time (a reliance, docs/reliances.md). It serves the
 * published build, so it runs here, once the builds exist.
 */
const root = path.resolve(__dirname, "../..");
let scratch: string;
const started: number[] = [];

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "npm-start-"));
});
afterEach(() => {
  // Whatever a failed test left running, which would otherwise outlive the run.
  for (const pid of started.splice(0))
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Ended already.
    }
  fs.rmSync(scratch, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/** The processes whose parent is `pid`, with their command lines, as Linux's /proc tells them. */
const childrenOf = (pid: number) =>
  fs.readdirSync("/proc").flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      // "pid (command) state ppid …": the command may hold spaces and parentheses, its last ")" ends it.
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const args = fs.readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").join(" ");
      return parent === pid ? [{ pid: Number(name), args }] : [];
    } catch {
      // Ended while the list was read.
      return [];
    }
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("killed outright, `npm run serve` leaves no site's server behind", async () => {
  expect(fs.existsSync(path.join(PUBLISHED, "index.html"))).toBe(true);
  const [port, sitePort] = [await freePort(), await freePort()];
  const { child } = await startProcess(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: {
      SERVICE_PORT: String(port),
      SITE_PORT: String(sitePort),
      SITE_URL: `http://localhost:${port}`,
      CONTACT_STORE_DIR: path.join(scratch, "loja"),
    },
    ready: /O site e o serviço em/,
  });
  // Its children: the site's server, and tsx's compiler.
  const [site] = childrenOf(child.pid ?? 0).filter(({ args }) => args.includes("gatsby serve"));
  expect(site).toBeDefined();
  started.push(site.pid, child.pid ?? 0);
  // The service listens first, and answers 503 until the site's server does.
  let page: Response | undefined;
  while (!page) page = await fetch(`http://127.0.0.1:${sitePort}/`).catch(() => pause(100));
  expect(page.status).toBe(200);

  child.kill("SIGKILL");
  // Bounded by the test's time only: it ends within a fraction of a second of being left alone.
  while (isRunning(site.pid)) await pause(100);
  await expect(fetch(`http://127.0.0.1:${sitePort}/`)).rejects.toThrow();
});
