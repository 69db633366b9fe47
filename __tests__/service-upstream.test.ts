/**
 * @jest-environment node
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import httpProxy from "@fastify/http-proxy";
import { upstreamTarget } from "../src/service/routes";
import type { Service } from "../src/service/server";
import { startQuietService, testServiceSettings } from "../e2e/support/processes";
import { scriptedSmtp, type ScriptedSmtp } from "./fixtures/service-process";

/**
 * Under `npm start` the service passes every address that is not its own to the site's server
 * (`gatsby serve`): odd addresses nginx serves reach it too, in the form the page's code would give them.
 */
let scratch: string;
let smtp: ScriptedSmtp;
let site: http.Server;
let siteUrl: string;
let service: Service;
const received: string[] = [];

/** A stand-in for `gatsby serve`: answers every target with 200 and notes it as it came. */
async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request with its target exactly as written: fetch would normalize it first. */
const get = (origin: string, target: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    http
      .get({ hostname, port, path: target, agent: false }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      })
      .on("error", reject);
  });

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "repasse-"));
  smtp = await scriptedSmtp();
  site = http.createServer((request, answer) => {
    received.push(request.url ?? "");
    answer.end("pagina");
  });
  siteUrl = await listen(site);
  service = await startQuietService(
    testServiceSettings(path.join(scratch, "loja"), smtp.url, { SITE_UPSTREAM: siteUrl }),
  );
});

afterAll(async () => {
  await service.close();
  await new Promise((resolve) => site.close(resolve));
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
});

describe("the addresses passed on to the site's server", () => {
  it.each([
    ["/ensinos/um-ensino/", "/ensinos/um-ensino/"],
    ["/busca/?q=../a", "/busca/?q=../a"],
    ["/ensinos/a..b/", "/ensinos/a%252E%252Eb/"],
    ["/ensinos/..novo/", "/ensinos/%252E%252Enovo/"],
    ["/api/ensinos/..novo", "/api/ensinos/%252E%252Enovo"],
    ["/ensinos/%2e%2enovo/", "/ensinos/%252E%252Enovo/"],
    // tamePath's triple encoding first, as the page's first script does, then the dots.
    ["/ensinos/..%252F404.json/", "/ensinos/%252E%252E%2525252F404%252Ejson/"],
    ["/ensinos/100%25/", "/ensinos/100%252525/"],
    ["/ensinos/%C0%AE/", "/ensinos/%252525C0%252525AE/"],
    ["/ensinos/%E0%A4%A/", "/ensinos/%252525E0%252525A4%252525A/"],
  ])("%s reaches it as %s and its answer comes back", async (target, passed) => {
    expect(upstreamTarget(target)).toBe(passed);
    expect(await get(service.url, target)).toBe(200);
    expect(received).toEqual([passed]);
  });

  it("an address with a `..` segment is refused by the service itself and never passed on", async () => {
    expect(await get(service.url, "/ensinos/../mensagens/")).toBe(400);
    expect(await get(service.url, "/ensinos/%2e%2e/mensagens/")).toBe(400);
    expect(received).toEqual([]);
  });
});

describe("the reliances upstreamTarget exists for", () => {
  it("Fastify's router answers 400 to a target whose escapes it cannot decode, before any route or hook", async () => {
    const app = Fastify();
    app.get("/*", async () => "rota");
    try {
      // When this routes, the site's server could be given the address as it came.
      expect((await app.inject({ url: "/ensinos/%C0%AE/" })).statusCode).toBe(400);
      expect((await app.inject({ url: "/ensinos/um-ensino/" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("@fastify/http-proxy (through @fastify/reply-from) answers 400 to a target whose decoding holds `/..`, even inside a segment", async () => {
    const proxy = Fastify();
    await proxy.register(httpProxy, { upstream: siteUrl, http: { agentOptions: { keepAlive: false } } });
    const origin = await proxy.listen({ port: 0, host: "127.0.0.1" });
    try {
      // When these pass on unchanged, the encoding of dots in upstreamTarget is no longer needed.
      expect(await get(origin, "/ensinos/..novo/")).toBe(400);
      expect(await get(origin, "/ensinos/..%252F404.json/")).toBe(400);
      expect(await get(origin, "/ensinos/um-ensino/")).toBe(200);
      expect(received).toEqual(["/ensinos/um-ensino/"]);
    } finally {
      await proxy.close();
    }
  });
});
