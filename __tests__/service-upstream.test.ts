/**
 * @jest-environment node
 */
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import httpProxy from "@fastify/http-proxy";
import { gatewayStatus, upstreamTarget } from "../src/service/upstream";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { proxiedPageHeaders } from "../src/buildtime/host-headers";
import { testServiceSettings } from "../e2e/support/processes";
import { scriptedSmtp, serviceLog, watched, type ScriptedSmtp } from "./fixtures/service-process";

/**
 * Under `npm start` the service passes every address that is not its own to the site's server
 * (`gatsby serve`): odd addresses nginx serves reach it too, in the form the page's code would give them;
 * the answers come back with the headers every host of the site sends, in the client's own version of HTTP.
 */
let scratch: string;
let smtp: ScriptedSmtp;
let site: http.Server;
let siteUrl: string;
let service: Service;
const received: string[] = [];

/** A page of known length: `gatsby serve` gives one for a file it does not compress. */
const KNOWN_LENGTH = "/favicon.svg";

/**
 * A stand-in for `gatsby serve`: answers every target with 200 and notes it as it came. As gatsby
 * serve answers a page it compresses, in pieces of no length given (chunked, to the service's HTTP/1.1)
 * and keeping its connection; a file of known length with its length.
 */
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
    if (request.url === KNOWN_LENGTH) return void answer.end("<svg/>");
    answer.setHeader("connection", "keep-alive");
    answer.write("pag");
    answer.end("ina");
  });
  siteUrl = await listen(site);
  const settings = testServiceSettings(path.join(scratch, "loja"), smtp.url, { SITE_UPSTREAM: siteUrl });
  service = await startService(readConfig(settings), { log: () => undefined, pageHeaders: proxiedPageHeaders });
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

/** What came back on a raw connection: each answer's status line, headers and body, and whether the service closed it. */
interface Answer {
  status: string;
  headers: Record<string, string>;
  body: string;
}

/** One answer off the front of `data`, once it is whole (by its length, its last chunk, or the connection's close). */
function takeAnswer(data: string, closed: boolean): { answer: Answer; rest: string } | null {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0) return null;
  const [status, ...lines] = data.slice(0, headEnd).split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const after = data.slice(headEnd + 4);
  if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    if (after.length < length) return null;
    return { answer: { status, headers, body: after.slice(0, length) }, rest: after.slice(length) };
  }
  if (headers["transfer-encoding"] === "chunked") {
    let body = "";
    let at = 0;
    for (;;) {
      const lineEnd = after.indexOf("\r\n", at);
      if (lineEnd < 0) return null;
      const size = parseInt(after.slice(at, lineEnd), 16);
      if (after.length < lineEnd + 2 + size + 2) return null;
      if (size === 0) return { answer: { status, headers, body }, rest: after.slice(lineEnd + 4) };
      body += after.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
  }
  // No length and not chunked: the body runs to the connection's close.
  return closed ? { answer: { status, headers, body: after }, rest: "" } : null;
}

/**
 * Sends each request on one connection once the answer to the one before has come whole, as a client
 * that keeps its connection does; resolves when the last answer is whole, or when the service closes
 * the connection (a client that reads to the close, as HTTP/1.0 ones do).
 */
function exchange(origin: string, requests: string[]): Promise<{ answers: Answer[]; closed: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const answers: Answer[] = [];
    let data = "";
    let closed = false;
    const socket = net.connect(Number(port), hostname, () => socket.write(requests[0]));
    const read = () => {
      for (let taken = takeAnswer(data, closed); taken; taken = takeAnswer(data, closed)) {
        answers.push(taken.answer);
        data = taken.rest;
        if (answers.length === requests.length) {
          socket.end();
          return resolve({ answers, closed });
        }
        if (closed) break;
        socket.write(requests[answers.length]);
      }
      if (closed) resolve({ answers, closed });
    };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      data += chunk;
      read();
    });
    socket.on("end", () => {
      closed = true;
      read();
    });
    socket.on("error", reject);
  });
}

const request = (version: "1.0" | "1.1", target: string, headers: string[] = []) =>
  [`GET ${target} HTTP/${version}`, "Host: localhost", ...headers, "", ""].join("\r\n");

describe("every client answered in its own version of HTTP (RFC 9112 §9.3, §7)", () => {
  it("to HTTP/1.0, as w3m asks: the page whole, not in chunks, and the connection closed after it", async () => {
    const { answers, closed } = await exchange(service.url, [request("1.0", "/ensinos/um-ensino/")]);
    expect(closed).toBe(true);
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer.status).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toBe("pagina");
  });

  it("to HTTP/1.0 asking to keep the connection: kept when the length is known, closed after a page of none", async () => {
    const keep = ["Connection: keep-alive"];
    const twice = await exchange(service.url, [request("1.0", KNOWN_LENGTH, keep), request("1.0", KNOWN_LENGTH, keep)]);
    expect(twice.answers.map((answer) => [answer.headers.connection, answer.body])).toEqual([
      ["keep-alive", "<svg/>"],
      ["keep-alive", "<svg/>"],
    ]);
    expect(twice.closed).toBe(false);

    const unknown = await exchange(service.url, [request("1.0", "/", keep), request("1.0", "/", keep)]);
    expect(unknown.closed).toBe(true);
    expect(unknown.answers.map((answer) => [answer.headers["transfer-encoding"], answer.body])).toEqual([
      [undefined, "pagina"],
    ]);
  });

  it("to HTTP/1.1: in chunks when the length is not known, on a connection kept for the next request", async () => {
    const { answers, closed } = await exchange(service.url, [request("1.1", "/"), request("1.1", KNOWN_LENGTH)]);
    expect(closed).toBe(false);
    expect(
      answers.map((answer) => [answer.headers["transfer-encoding"], answer.headers.connection, answer.body]),
    ).toEqual([
      ["chunked", "keep-alive", "pagina"],
      [undefined, "keep-alive", "<svg/>"],
    ]);
  });
});

describe("the headers every host of the site sends, on what is passed on (src/buildtime/host-headers.ts)", () => {
  it("the site's policy on a page, the editor's on /admin/, and no HSTS over plain HTTP", async () => {
    const [page, admin] = (
      await exchange(service.url, [request("1.1", "/ensinos/um-ensino/"), request("1.1", "/admin/")])
    ).answers;
    const site = proxiedPageHeaders("/ensinos/um-ensino/");
    expect(site["content-security-policy"]).toMatch(/script-src 'strict-dynamic' /);
    for (const [name, value] of Object.entries(site)) expect(page.headers[name]).toBe(value);
    expect(admin.headers["content-security-policy"]).toBe(proxiedPageHeaders("/admin/")["content-security-policy"]);
    expect(admin.headers["content-security-policy"]).not.toBe(site["content-security-policy"]);
    expect(admin.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("under `npm start`, before the site's server answers (it starts beside the service)", () => {
  it("answers a page 503 with Retry-After, says so in the log once and without a stack, then passes pages on once it answers", async () => {
    // A port nothing listens on yet, where the site's server comes later.
    const probe = http.createServer();
    const port = Number(new URL(await listen(probe)).port);
    await new Promise((resolve) => probe.close(resolve));
    const log = serviceLog();
    const settings = testServiceSettings(path.join(scratch, "cedo"), smtp.url, {
      SITE_UPSTREAM: `http://127.0.0.1:${port}`,
    });
    const early = await startService(readConfig(settings), { log: log.line, pageHeaders: proxiedPageHeaders });
    const late = http.createServer((_request, answer) => answer.end("pagina"));
    try {
      for (const target of ["/", "/ensinos/um-ensino/"]) {
        const answer = await fetch(`${early.url}${target}`);
        expect([answer.status, answer.headers.get("retry-after")]).toEqual([503, "2"]);
        expect(await answer.text()).toContain("O site ainda não responde. Tente de novo em instantes.");
      }
      expect(log.text.match(/ainda não responde/g)).toHaveLength(1);
      expect(log.text).not.toMatch(/erro:|\n\s+at /);

      await new Promise<void>((resolve) => late.listen(port, "127.0.0.1", resolve));
      const answer = await fetch(`${early.url}/ensinos/um-ensino/`);
      expect([answer.status, await answer.text()]).toEqual([200, "pagina"]);
    } finally {
      await early.close();
      await new Promise((resolve) => late.close(resolve));
    }
  });
});

describe("under `npm start`, when the site's server fails a request", () => {
  it("answers 502 as a gateway for a connection it reset, logged in one line without a stack; 504 for a timeout", async () => {
    // A site's server that takes the connection, then drops it without answering.
    const failing = http.createServer((request) => request.socket.destroy());
    const origin = await listen(failing);
    const log = serviceLog();
    const settings = testServiceSettings(path.join(scratch, "falha"), smtp.url, { SITE_UPSTREAM: origin });
    const proxy = await startService(readConfig(settings), { log: log.line, pageHeaders: proxiedPageHeaders });
    try {
      const answer = await fetch(`${proxy.url}/ensinos/um-ensino/`);
      expect([answer.status, answer.headers.get("content-type")]).toEqual([502, "text/html; charset=utf-8"]);
      expect(await answer.text()).toContain("O site não respondeu");
      // After the line that says it listens, one line: what failed, and the answer.
      const [, ...told] = log.text.trimEnd().split("\n");
      expect(told).toEqual([
        `o site (${origin}) falhou em /ensinos/um-ensino/: Connection Reset (ECONNRESET); respondido 502`,
      ]);
      expect(log.text).not.toMatch(/erro:|\n\s+at /);
    } finally {
      await proxy.close();
      await new Promise((resolve) => failing.close(resolve));
    }
    // @fastify/reply-from's timeouts are each a 504 error, after its 10 s: told by their status, not waited for here.
    const timeout = Object.assign(new Error("Gateway Timeout"), { statusCode: 504 });
    expect(gatewayStatus(timeout)).toBe(504);
  });
});

describe("a stop, while the site's server holds an answer", () => {
  it("ends within its wait: the answer never given is cut when the wait is up, not answered 504 after the proxy's timeout", async () => {
    const held = watched();
    let asked = 0;
    const holding = http.createServer(() => {
      asked += 1;
      held.changed();
    });
    const origin = await listen(holding);
    const settings = testServiceSettings(path.join(scratch, "parada"), smtp.url, {
      SITE_UPSTREAM: origin,
      SERVICE_STOP_WAIT_MS: "200",
    });
    const proxy = await startService(readConfig(settings), { log: () => undefined, pageHeaders: proxiedPageHeaders });
    try {
      const answered = get(proxy.url, "/ensinos/um-ensino/").then(
        (status) => `respondido ${status}`,
        (error: NodeJS.ErrnoException) => `cortado (${error.code ?? error.message})`,
      );
      await held.until(() => asked === 1);
      await proxy.close();
      expect(await answered).toBe("cortado (ECONNRESET)");
    } finally {
      holding.closeAllConnections();
      await new Promise((resolve) => holding.close(resolve));
    }
  });
});
