/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from "node:child_process";
import { nginxMainConfig } from "../scripts/lib/nginx-main.mjs";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Service } from "../src/service/server";
import { startQuietService } from "../e2e/support/processes";
import { messages } from "../src/service/store/tables";

/**
 * nginx in front of the service, with the repository's deploy/nginx/http.conf and locations.conf as
 * they are: its rate limit counts an IPv6 network (/64) as one visitor, and an address it would pass
 * to the service in a form the service reads differently never reaches a handler. Every request comes
 * from 127.0.0.1; the visitor's address is set by a header nginx's realip module trusts from there.
 */
const root = path.resolve(__dirname, "..");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
let scratch: string;
let service: Service;
let nginx: ChildProcess;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-servico-"));
  service = await startQuietService({
    SERVICE_PORT: "0",
    SITE_URL: "http://localhost",
    CONTACT_STORE_DIR: path.join(scratch, "loja"),
    CONTACT_MIN_FILL_MS: "0",
    // Only nginx's limit is measured here.
    CONTACT_RATE_LIMIT: "off",
    SERVICE_TRUST_PROXY: "1",
  });
  const conf = path.join(scratch, "conf");
  fs.mkdirSync(path.join(scratch, "logs"), { recursive: true });
  fs.mkdirSync(path.join(scratch, "public"));
  fs.cpSync(path.join(root, "deploy", "nginx"), path.join(conf, "evolucao"), { recursive: true });
  const httpConf = path.join(conf, "evolucao", "http.conf");
  const upstream = fs
    .readFileSync(httpConf, "utf8")
    .replace(/server 127\.0\.0\.1:\d+;/, `server ${new URL(service.url).host};`);
  fs.writeFileSync(httpConf, upstream);
  port = await freePort();
  fs.writeFileSync(
    path.join(conf, "nginx.conf"),
    nginxMainConfig({
      prefix: scratch,
      workers: 1,
      connections: 64,
      include: `    include evolucao/http.conf;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${JSON.stringify(path.join(scratch, "public"))};
        set_real_ip_from 127.0.0.1;
        real_ip_header X-Test-Client;
        include evolucao/locations.conf;
    }`,
    }),
  );
  nginx = spawn(NGINX, ["-p", scratch, "-c", path.join(conf, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (;;) {
    const ready = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (ready) break;
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${scratch}/logs/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (nginx.exitCode !== null) return resolve();
    nginx.once("exit", () => resolve());
    nginx.kill("SIGTERM");
  });
  await service.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const FORM = new URLSearchParams({
  "form-name": "contato",
  nome: "Maria",
  email: "maria@example.org",
  whatsapp: "",
  assunto: "Oi",
  mensagem: "Olá",
  site: "",
  tempo: "5000",
}).toString();

/** A POST through nginx, its target exactly as written, from the visitor `client`. */
function send(target: string, client: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: target,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "content-length": Buffer.byteLength(FORM),
          "x-test-client": client,
        },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(FORM);
  });
}

/** A GET through nginx from the visitor `client`. */
function get(target: string, client: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "GET", path: target, headers: { "x-test-client": client } },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("nginx in front of the service", () => {
  it("limits the logins a visitor starts at /oauth/auth: a burst of 5 after the first, then 429", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await get("/oauth/auth?provider=github", "203.0.113.50"));
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
    expect(await get("/oauth/auth?provider=github", "203.0.113.51")).not.toBe(429);
  });

  it("limits an IPv6 network (/64) as one visitor: a burst of 5 after the first send, then 429", async () => {
    const statuses = [];
    for (let host = 1; host <= 7; host += 1) statuses.push(await send("/mensagens/", `2001:db8:7:7::${host}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(await send("/mensagens/", "2001:db8:7:8::1")).toBe(200);
    expect(await send("/mensagens/", "198.51.100.1")).toBe(200);
    expect(await send("/mensagens/", "198.51.100.2")).toBe(200);
  });

  it("lets a monitor read the health answer while the same visitor's sends are refused, with GET only", async () => {
    const visitor = "203.0.113.70";
    const sends = [];
    for (let i = 0; i < 7; i += 1) sends.push(await send("/mensagens/", visitor));
    expect(sends.at(-1)).toBe(429);
    const checks = [];
    for (let i = 0; i < 6; i += 1) checks.push(await get("/mensagens/saude", visitor));
    expect(checks).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await send("/mensagens/saude", "203.0.113.71")).toBe(403);
  });

  it("passes no address with a backslash to a handler: /oauth/..\\mensagens/ is refused, nothing stored", async () => {
    const before = messages(service.store.db).length;
    expect(await send("/oauth/..\\mensagens/", "2001:db8:9:9::1")).toBe(400);
    expect(messages(service.store.db).length).toBe(before);
  });
});
