import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import * as TEXTS from "../src/shared/texts/service";
import { GITHUB_CLIENT, GITHUB_TOKEN, startGithub, type GithubStandIn } from "./support/github";
import { LOGIN_PORT, SITE_PORT } from "./support/servers";

/**
 * The editor's GitHub login on a self-hosted site (docs/editing.md), in the browser: the site's
 * service in front of the suite's `gatsby serve`, a stand-in for GitHub's endpoints on this machine,
 * and a page of the site acting as Decap's window, which opens the login window and runs Decap's side
 * of the handshake (`authorizing:github`, answered; then the result), as decap-cms-lib-auth does.
 */
const SITE = `http://localhost:${LOGIN_PORT}`;
let scratch: string;
let github: GithubStandIn;
let service: Service;

test.describe.configure({ mode: "serial" });

test.beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "login-e2e-"));
  github = await startGithub({ host: "localhost" });
  service = await startService(
    readConfig({
      SERVICE_PORT: String(LOGIN_PORT),
      SITE_URL: SITE,
      SITE_UPSTREAM: `http://127.0.0.1:${SITE_PORT}`,
      CONTACT_STORE_DIR: path.join(scratch, "loja"),
      CMS_OAUTH_CLIENT_ID: GITHUB_CLIENT.id,
      CMS_OAUTH_CLIENT_SECRET: GITHUB_CLIENT.secret,
      CMS_OAUTH_GITHUB_URL: github.url,
    }),
    { log: () => undefined },
  );
});

// The browser's connections go before the servers they talk to: a request the page still makes (a
// link's prefetch) would otherwise meet a closed port and log an error.
test.afterEach(async ({ page }) => {
  await page.context().close();
  await service.close();
  await github.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Starts Decap's side of the handshake in `page`: every message it gets is recorded in `window.__login`. */
async function openLogin(page: Page, loginUrl: string) {
  await page.evaluate((url) => {
    const w = window as unknown as { __login?: { origin: string; data: string }[]; __popup?: Window | null };
    w.__popup = window.open(url, `login-${performance.now()}`, "width=960,height=600");
    if (w.__login) return;
    w.__login = [];
    window.addEventListener("message", (event) => {
      w.__login?.push({ origin: event.origin, data: String(event.data) });
      // Decap answers the handshake to the window, at the origin it came from.
      if (event.data === "authorizing:github") w.__popup?.postMessage(event.data, event.origin);
    });
  }, loginUrl);
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { __login?: { origin: string; data: string }[] }).__login ?? []);

/** Logs in from `page` through `loginUrl`: the login window, once it says how it ended. */
async function login(page: Page, loginUrl: string, expected: string) {
  const popup = page.waitForEvent("popup");
  await openLogin(page, loginUrl);
  const window = await popup;
  await expect(window.getByRole("status")).toHaveText(expected);
  return window;
}

test.describe("The editor's login through the site's own service", () => {
  test("a good login hands the token to the editor's window, at the site's origin", async ({ page }) => {
    await page.goto(`${SITE}/`);
    await login(page, "/oauth/auth?provider=github&site_id=x&scope=repo", TEXTS.OAUTH.done);
    await expect
      .poll(() => received(page))
      .toEqual([
        { origin: SITE, data: "authorizing:github" },
        {
          origin: SITE,
          data: `authorization:github:success:${JSON.stringify({ token: GITHUB_TOKEN, provider: "github" })}`,
        },
      ]);
    // The secret went from the service to GitHub, never through the browser.
    expect(github.exchanges).toHaveLength(1);
  });

  test("a replayed or a wrong state is refused in Portuguese, and the editor is told", async ({ page }) => {
    await page.goto(`${SITE}/`);
    const first = await login(page, "/oauth/auth?provider=github&scope=repo", TEXTS.OAUTH.done);
    const used = new URL(first.url()).searchParams.get("state");
    expect(used).not.toBeNull();
    for (const state of [used ?? "", "inventado"]) {
      await login(page, `/oauth/callback?code=codigo-de-teste&state=${state}`, TEXTS.OAUTH.stateInvalid);
      await expect
        .poll(async () => (await received(page)).at(-1)?.data)
        .toBe(`authorization:github:error:${JSON.stringify({ message: TEXTS.OAUTH.stateInvalid })}`);
    }
    expect(github.exchanges).toHaveLength(1);
  });

  test("a failed exchange and a login cancelled on GitHub are refused in Portuguese", async ({ page }) => {
    await page.goto(`${SITE}/`);
    github.mode = "fail";
    await login(page, "/oauth/auth?provider=github&scope=repo", TEXTS.OAUTH.exchangeFailed);
    github.mode = "deny";
    await login(page, "/oauth/auth?provider=github&scope=repo", TEXTS.OAUTH.denied);
    // A login window shows its words as it opens, before its handshake with the editor's window ends:
    // waited for, each window's error told to the editor, in either order.
    const errors = async () =>
      (await received(page))
        .map((message) => message.data)
        .filter((data) => data.startsWith("authorization:github:error:"))
        .sort();
    await expect
      .poll(errors)
      .toEqual(
        [TEXTS.OAUTH.exchangeFailed, TEXTS.OAUTH.denied]
          .map((message) => `authorization:github:error:${JSON.stringify({ message })}`)
          .sort(),
      );
    expect((await received(page)).some((message) => message.data.includes(GITHUB_TOKEN))).toBe(false);
  });

  test("a window opened by another site gets nothing: the login says so, in Portuguese", async ({ page }) => {
    // Another origin: the same machine, another port.
    const other = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>Outro site</title><p>Outro site</p>");
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", () => resolve()));
    try {
      await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
      const window = await login(page, `${SITE}/oauth/auth?provider=github&scope=repo`, TEXTS.OAUTH.wrongOrigin);
      await expect(window.getByRole("status")).toHaveText(TEXTS.OAUTH.wrongOrigin);
      expect(await received(page)).toEqual([]);
    } finally {
      other.close();
    }
  });
});
