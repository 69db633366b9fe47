/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth } from "../src/service/oauth";
import type { Service } from "../src/service/server";
import { startQuietService } from "../e2e/support/processes";
import { GITHUB_CLIENT, GITHUB_TOKEN, startGithub, type GithubStandIn } from "../e2e/support/github";

/**
 * The editor's GitHub login on a self-hosted site (src/service/oauth.ts), against a stand-in for
 * GitHub's endpoints: the state, single-use and bound to the window; the code traded server to server;
 * the token handed to the site's own origin only. The window's side is in e2e/editor-login.spec.ts.
 */
const SITE = "https://evolucao.example.org";
let scratch: string;
let github: GithubStandIn;
let service: Service | undefined;

/** The service the test started. */
function started(): Service {
  if (!service) throw new Error("no service started");
  return service;
}

async function start(extra: Record<string, string> = {}) {
  service = await startQuietService({
    SERVICE_PORT: "0",
    SITE_URL: SITE,
    CONTACT_STORE_DIR: path.join(scratch, "loja"),
    CMS_OAUTH_CLIENT_ID: GITHUB_CLIENT.id,
    CMS_OAUTH_CLIENT_SECRET: GITHUB_CLIENT.secret,
    CMS_OAUTH_GITHUB_URL: github.url,
    ...extra,
  });
}

beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "oauth-"));
  github = await startGithub();
});

afterEach(async () => {
  await service?.close();
  await github.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** /oauth/auth as Decap opens it: GitHub's address to go to, and the cookie that binds the state. */
async function begin() {
  const answer = await fetch(`${started().url}/oauth/auth?provider=github&site_id=x&scope=repo`, {
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get("location") ?? "");
  const cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0];
  return { location, state: location.searchParams.get("state") ?? "", cookie };
}

const callback = (query: string, cookie?: string) =>
  fetch(`${started().url}/oauth/callback?${query}`, { headers: cookie ? { cookie } : {} });

describe("the login states the service keeps", () => {
  it("are capped, and each start costs the same however many came before (100,000 starts)", () => {
    const oauth = new OAuth(
      { clientId: GITHUB_CLIENT.id, clientSecret: GITHUB_CLIENT.secret, githubUrl: new URL("https://github.com") },
      new URL(SITE),
    );
    const query = new URLSearchParams({ provider: "github", scope: "repo" });
    const batch = () => {
      const started = performance.now();
      for (let i = 0; i < 10_000; i += 1) oauth.start(query);
      return performance.now() - started;
    };
    const batches = Array.from({ length: 10 }, batch);
    expect(oauth.size).toBeLessThanOrEqual(10_000);
    // The last thousands cost about what the first did, whatever the machine's speed: the quickest of the
    // last three batches against the slowest of the first three, so that a busy moment of the machine
    // weighs on neither alone (a start that grew with the states kept would be ten times slower at the end).
    const [early, late] = [Math.max(...batches.slice(0, 3)), Math.min(...batches.slice(-3))];
    expect([early, late, late < early * 3]).toEqual([early, late, true]);
    // A bound for a slow start that never ends, with room for a machine half as fast as a busy one (a
    // batch took 1.4 s on one core beside the rest of the suite).
  }, 120_000);
});

describe("the editor's GitHub login", () => {
  it("sends the window to GitHub with the client, the callback on the site and a fresh state", async () => {
    await start();
    const first = await begin();
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(first.location.searchParams.get("client_id")).toBe(GITHUB_CLIENT.id);
    expect(first.location.searchParams.get("redirect_uri")).toBe(`${SITE}/oauth/callback`);
    expect(first.location.searchParams.get("scope")).toBe("repo");
    expect(first.location.searchParams.has("client_secret")).toBe(false);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.cookie).toBe(`evolucao_oauth_state=${first.state}`);
    expect((await begin()).state).not.toBe(first.state);
  });

  it("trades the code for the token with the secret, server to server, and hands it to the site's origin only", async () => {
    await start();
    const { state, cookie } = await begin();
    const answer = await callback(`code=codigo-de-teste&state=${state}`, cookie);
    expect(answer.status).toBe(200);
    expect(github.exchanges).toEqual([
      {
        client_id: GITHUB_CLIENT.id,
        client_secret: GITHUB_CLIENT.secret,
        code: "codigo-de-teste",
        redirect_uri: `${SITE}/oauth/callback`,
      },
    ]);
    const html = await answer.text();
    expect(html).toContain(
      JSON.stringify(`authorization:github:success:{"token":"${GITHUB_TOKEN}","provider":"github"}`),
    );
    expect(html).toContain(`var o=${JSON.stringify(SITE)}`);
    expect(html).not.toMatch(/postMessage\([^)]*"\*"/);
    const policy = answer.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(policy).toContain("default-src 'none'");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("refuses a replayed state, a wrong state, a state without its window's cookie, and a failed exchange, in Portuguese", async () => {
    await start();
    const { state, cookie } = await begin();
    expect((await callback(`code=codigo-de-teste&state=${state}`, cookie)).status).toBe(200);
    const replayed = await callback(`code=codigo-de-teste&state=${state}`, cookie);
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain("o pedido de login expirou ou já foi usado");

    const wrong = await callback("code=codigo-de-teste&state=inventado", "evolucao_oauth_state=inventado");
    expect(wrong.status).toBe(400);

    const other = await begin();
    const withoutCookie = await callback(`code=codigo-de-teste&state=${other.state}`);
    expect(withoutCookie.status).toBe(400);

    github.mode = "fail";
    const failing = await begin();
    const failed = await callback(`code=codigo-de-teste&state=${failing.state}`, failing.cookie);
    expect(failed.status).toBe(502);
    const text = await failed.text();
    expect(text).toContain("o GitHub não confirmou o login");
    expect(text).not.toContain(GITHUB_TOKEN);
    expect(github.exchanges).toHaveLength(2);
  });

  it("limits the logins one client starts (429), and only that client's", async () => {
    await start({ SERVICE_TRUST_PROXY: "1" });
    const from = async (client: string) => {
      const answer = await fetch(`${started().url}/oauth/auth?provider=github&scope=repo`, {
        redirect: "manual",
        headers: { "X-Forwarded-For": client },
      });
      return { status: answer.status, text: await answer.text() };
    };
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await from("198.51.100.7")).status);
    expect(statuses).toEqual([...Array<number>(10).fill(302), 429, 429]);
    const refused = await from("198.51.100.7");
    expect(refused.text).toContain("Muitas tentativas de entrar em pouco tempo");
    expect((await from("198.51.100.8")).status).toBe(302);
    expect((await from("2001:db8:5:5::1")).status).toBe(302);
  });

  it("is not there when CMS_OAUTH_CLIENT_ID is not set: /oauth/ goes on to the site like any address", async () => {
    const site = http.createServer((req, res) => {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end(`site: ${req.url}`);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", () => resolve()));
    try {
      await start({
        CMS_OAUTH_CLIENT_ID: "",
        SITE_UPSTREAM: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
      });
      const answer = await fetch(`${started().url}/oauth/auth?provider=github`, { redirect: "manual" });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe("site: /oauth/auth?provider=github");
    } finally {
      site.close();
    }
  });
});
