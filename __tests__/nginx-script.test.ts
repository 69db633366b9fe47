/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./fixtures/free-port";

/**
 * scripts/nginx.mjs, the browser tests' nginx: stopped as playwright.config.ts stops its servers (SIGTERM
 * to the process group), it ends nginx and leaves no temporary folder behind.
 */
const root = path.resolve(__dirname, "..");
let scratch: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-script-"));
});
afterEach(() => {
  // A failed test's nginx, which would otherwise keep jest from ending.
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
  fs.rmSync(scratch, { recursive: true, force: true });
});

test("serves the build, and on SIGTERM to its group stops nginx and removes its temporary folder", async () => {
  const site = path.join(scratch, "public");
  const temporary = path.join(scratch, "tmp");
  fs.mkdirSync(site);
  fs.mkdirSync(temporary);
  fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>ok</title>");
  const port = await freePort();
  const started = spawn(
    process.execPath,
    [path.join(root, "scripts", "nginx.mjs"), `--port=${port}`, `--root=${site}`, "--service=1"],
    { detached: true, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, TMPDIR: temporary } },
  );
  child = started;
  const exited = new Promise<number | null>((resolve) => started.on("exit", (code) => resolve(code)));
  // The script says it serves once nginx is started, which listens a moment later (playwright.config.ts
  // waits for its address too).
  let page: Response | undefined;
  while (!page && started.exitCode === null) {
    page = await fetch(`http://127.0.0.1:${port}/`).catch(() => new Promise<undefined>((r) => setTimeout(r, 50)));
  }
  if (!page) throw new Error(`scripts/nginx.mjs ended with ${started.exitCode} before nginx answered`);
  expect(page.status).toBe(200);
  expect(fs.readdirSync(temporary)).toEqual([expect.stringMatching(/^evolucao-nginx-/)]);

  process.kill(-(started.pid ?? 0), "SIGTERM");
  expect(await exited).toBe(0);
  expect(fs.readdirSync(temporary)).toEqual([]);
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
