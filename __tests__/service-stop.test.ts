/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import Fastify from "fastify";
import type { ParsedMail } from "mailparser";
import { readConfig } from "../src/service/config";
import { startService } from "../src/service/server";
import { contactSend, injectSend } from "./fixtures/contact-send";
import { testServiceSettings } from "../e2e/support/processes";
import { scratchStore } from "./fixtures/scratch-store";
import { holdLock } from "./fixtures/store-lock";
import {
  exited,
  gate,
  killed,
  recorded,
  scriptedSmtp,
  serviceLog,
  serviceProcess,
  settled,
  storedCount,
  watched,
  type ScriptedSmtp,
} from "./fixtures/service-process";

/**
 * The service stopped as systemd stops it (SIGTERM, then a restart), or killed, at the worst moments:
 * while another process holds the store's lock, or the disk takes no write, just after the mail server
 * accepted an e-mail, and in the middle of a burst of sends. A stop that outlasts the store's outage
 * sends nothing twice; a crash, or a stop whose wait ends first, sends that one e-mail again with the
 * same Message-ID (docs/service.md, "What is promised, and what is not"); every visitor whose message was stored is
 * told so. The service stopped is a process of its own, what it did read in its log; the one started
 * after it runs in this process, until none of its e-mails waits.
 */
const { dir: storeDir, file: storeFile } = scratchStore("parada-");

const CONTACT = contactSend({ assunto: "Primeira" });

const post = (base: string, fields: Record<string, string>) =>
  fetch(`${base}/mensagens/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(fields).toString(),
  });

const subject = (text: string) => `[Contato pelo site] ${text}`;

/**
 * The service started again on the same store, in this process: it is sent a second message, and once
 * none of its e-mails waits, resolves with every e-mail the mail server accepted.
 */
async function restarted(server: ScriptedSmtp, settings: Record<string, string>): Promise<ParsedMail[]> {
  const service = await startService(readConfig(settings), { log: () => undefined });
  try {
    const second = await injectSend(service.app, { ...CONTACT, assunto: "Segunda" });
    expect(second.statusCode).toBe(200);
    await settled(service);
    return [...server.accepted];
  } finally {
    await service.close();
  }
}

/** The first e-mail went twice, with one Message-ID, and every other once. */
const repeatedOnce = (mails: ParsedMail[]) => {
  const firsts = mails.filter((mail) => mail.subject === subject("Primeira"));
  expect(mails.map((mail) => mail.subject).sort()).toEqual([
    subject("Primeira"),
    subject("Primeira"),
    subject("Segunda"),
  ]);
  expect(firsts[0].messageId).toMatch(/^<[0-9a-f]{32}@/);
  expect(firsts[1].messageId).toBe(firsts[0].messageId);
};

describe("a stop while the store cannot take what the mail server accepted", () => {
  /**
   * The service is sent the first message; the mail server accepts it once another process holds the
   * store's lock, so the service cannot write that the e-mail went (its log says so). Then `stop`, and
   * `released`, which lets the lock go at the moment the test chooses; the service is started again,
   * and resolves with every e-mail the mail server accepted, and what the stopped service printed.
   */
  async function stopDuringLock(
    stop: (child: Awaited<ReturnType<typeof serviceProcess>>, release: () => Promise<void>) => Promise<void>,
    env: Record<string, string> = {},
  ) {
    let lock: Awaited<ReturnType<typeof holdLock>> | undefined;
    const server = await scriptedSmtp({
      beforeAccept: async (count) => {
        if (count === 1) lock = await holdLock(storeFile());
      },
    });
    const settings = testServiceSettings(storeDir(), server.url, { CONTACT_STORE_BUSY_MS: "50", ...env });
    const first = await serviceProcess(settings);
    try {
      expect((await post(first.url, CONTACT)).status).toBe(200);
      await first.log.next(/e-mail mensagem 1: estado não gravado .*nova tentativa em instantes/);
      await stop(first, async () => lock?.release());
      await lock?.release();
      return { mails: await restarted(server, settings), firstOutput: first.log.text };
    } finally {
      if (first.child.exitCode === null) await killed(first.child);
      await server.stop();
    }
  }

  it("waits for the store within the stop's time, writes the outcome, and the restarted service does not send it again", async () => {
    const { mails, firstOutput } = await stopDuringLock(async ({ child, log }, release) => {
      child.kill("SIGTERM");
      // The lock goes only once the stop has begun: the stop itself must write what became of the e-mail.
      await log.next(/parando/);
      await release();
      expect(await exited(child)).toBe(0);
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([subject("Primeira"), subject("Segunda")]);
    // The stop itself wrote it: nothing was left for the next start.
    expect(firstOutput).toMatch(/e-mail mensagem 1 entregue/);
    expect(firstOutput).not.toMatch(/vai de novo no próximo início/);
  });

  it("sends the e-mail again, with its Message-ID, when the store still refuses the write at the end of the stop's time", async () => {
    const { mails, firstOutput } = await stopDuringLock(
      async ({ child }) => {
        child.kill("SIGTERM");
        expect(await exited(child)).toBe(0);
      },
      { SERVICE_STOP_WAIT_MS: "300" },
    );
    repeatedOnce(mails);
    expect(firstOutput).toMatch(
      /e-mail mensagem 1: estado não gravado .*vai de novo no próximo início, com o mesmo Message-ID/,
    );
  });

  it("sends the e-mail again, with its Message-ID, after a kill while another process locks the store", async () => {
    repeatedOnce((await stopDuringLock(({ child }) => killed(child))).mails);
  });

  it("sends the e-mail again, with its Message-ID, after a kill while the disk takes no write", async () => {
    let pid = 0;
    const server = await scriptedSmtp({
      beforeAccept: async (count) => {
        // No file of the service's may be written past its first byte, as on a full disk.
        if (count === 1) execFileSync("prlimit", ["--pid", String(pid), "--fsize=1:"]);
      },
    });
    const settings = testServiceSettings(storeDir(), server.url, { CONTACT_STORE_BUSY_MS: "50" });
    const first = await serviceProcess(settings);
    pid = first.child.pid ?? 0;
    try {
      expect((await post(first.url, CONTACT)).status).toBe(200);
      await first.log.next(/e-mail mensagem 1: estado não gravado/);
      await killed(first.child);
      repeatedOnce(await restarted(server, settings));
    } finally {
      if (first.child.exitCode === null) await killed(first.child);
      await server.stop();
    }
  });
});

describe("a stop under load", () => {
  it("answers every send it stored before it closes, and takes no new connection meanwhile", async () => {
    const settings = testServiceSettings(storeDir(), "");
    const { child, url } = await serviceProcess(settings);
    const answered = { ok: 0, other: 0, failed: 0 };
    let loaded = () => undefined as void;
    const underLoad = new Promise<void>((resolve) => (loaded = resolve));
    // Each connection sends, waits for the answer and sends again, until the service is gone; the
    // bound is only for a service that never stops.
    const end = Date.now() + 15_000;
    const connection = async () => {
      while (Date.now() < end) {
        try {
          const answer = await post(url, CONTACT);
          await answer.arrayBuffer();
          if (answer.status === 200) answered.ok += 1;
          else answered.other += 1;
          if (answered.ok === 60) loaded();
        } catch {
          answered.failed += 1;
          return;
        }
      }
    };
    const connections = Array.from({ length: 30 }, connection);
    // Stopped once every connection has been answered twice over, with sends in flight.
    await underLoad;
    const exit = exited(child);
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    await Promise.all(connections);
    expect(answered.ok).toBeGreaterThan(0);
    // Every connection ended on a refused or closed connection, not on the bound.
    expect(answered.failed).toBe(30);
    expect(storedCount(storeDir())).toBe(answered.ok);
  });
});

describe("a stop while sends are still being answered", () => {
  /** A send begun on a connection of its own, only part of its body sent: `finish` sends the rest, resolves with its status. */
  function begunPost(url: string, fields: Record<string, string>) {
    const body = new URLSearchParams(fields).toString();
    const request = http.request(`${url}/mensagens/`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    const status = new Promise<number>((resolve, reject) => {
      request.on("response", (answer) => resolve((answer.resume(), answer.statusCode ?? 0)));
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    return { finish: () => (request.end(body.slice(10)), status), abort: () => request.destroy() };
  }

  it("takes no new work once it has begun: an e-mail or a newsletter request stored meanwhile waits for the next start", async () => {
    const held = gate();
    const server = await scriptedSmtp({ beforeAccept: (count) => (count === 1 ? held.opened : Promise.resolve()) });
    const settings = testServiceSettings(storeDir(), server.url);
    const log = serviceLog();
    const service = await startService(readConfig(settings), { log: log.line });
    const arrivals = watched();
    let arrived = 0;
    service.app.server.on("request", () => ((arrived += 1), arrivals.changed()));
    const begun: ReturnType<typeof begunPost>[] = [];
    try {
      const first = { ...CONTACT, assunto: "Primeira" };
      const stored = await injectSend(service.app, first);
      expect(stored.statusCode).toBe(200);
      // The mail server holds the first e-mail: the lane is in the middle of a send when the stop begins.
      await server.until(() => server.tries.messages === 1);
      // Two sends begun before the stop: a newsletter request, answered while the other keeps the connections
      // draining, and a message, answered last.
      begun.push(begunPost(service.url, { "form-name": "newsletter", email: "ana@example.org", consentimento: "sim" }));
      begun.push(begunPost(service.url, { ...CONTACT, assunto: "Segunda" }));
      await arrivals.until(() => arrived === 2);
      const closing = service.close();
      await log.next(/parando/);
      expect(await begun[0].finish()).toBe(200);
      // The first e-mail accepted and written down after the request's answer, with the stop under way: a queue
      // still deciding would have decided the request by then, and a lane still taking e-mails would send its
      // confirmation next, or the second message as it is stored.
      const written = recorded(service, 1);
      held.open();
      await written;
      expect(await begun[1].finish()).toBe(200);
      await closing;
      expect([server.tries.messages, ...server.subjects]).toEqual([1, subject("Primeira")]);
      // Nothing in flight at the end, and the request left for the next start.
      expect(log.text).not.toMatch(/vai de novo no próximo início|pedido de inscrição decidido/);

      const next = await startService(readConfig(settings), { log: () => undefined });
      try {
        await server.until(() => server.subjects.length === 3);
      } finally {
        await next.close();
      }
      expect(server.subjects).toEqual([
        subject("Primeira"),
        subject("Segunda"),
        "Confirme a sua inscrição na newsletter do Instituto Evolução para Todos",
      ]);
    } finally {
      begun.forEach((post) => post.abort());
      await service.close();
      await server.stop();
    }
  });
});

describe("a stop beside a connection that has asked nothing", () => {
  it("closes it and ends at once: a browser's preconnect never holds the stop for its whole wait", async () => {
    // A wait longer than the test's own bound: a stop that waited on the connection would fail the test.
    const settings = testServiceSettings(storeDir(), "", { SERVICE_STOP_WAIT_MS: "600000" });
    const service = await startService(readConfig(settings), { log: () => undefined });
    const accepted = once(service.app.server, "connection");
    const socket = net.connect(Number(new URL(service.url).port), "127.0.0.1");
    await Promise.all([accepted, once(socket, "connect")]);
    const closedByService = once(socket, "close");
    await service.close();
    await closedByService;
  });
});

describe("why the service closes those connections itself, not by Fastify's forceCloseConnections", () => {
  /** A bare Fastify app on 127.0.0.1 with `options`, whose one route answers once `release` opens; and its port. */
  async function bare(options: { forceCloseConnections?: boolean }) {
    const [arrived, release] = [gate(), gate()];
    const app = Fastify(options);
    app.get("/", async () => {
      arrived.open();
      await release.opened;
      return "pronto";
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    return { app, arrived, release, port: (app.server.address() as AddressInfo).port };
  }

  // Fastify's default forceCloseConnections, `idle`, acts only on a server of a serverFactory: it is Node's
  // server.close(), which Fastify's close calls, that ends the idle connections (Node 19 on).
  it("by default, Node's server.close() under Fastify's close ends a connection idle between two requests, and spares one that has asked nothing", async () => {
    const { app, release, port } = await bare({});
    release.open();
    const served = new Set<Socket>();
    app.server.on("request", (request: http.IncomingMessage) => served.add(request.socket));
    const accepted: Socket[] = [];
    app.server.on("connection", (socket: Socket) => accepted.push(socket));
    const agent = new http.Agent({ keepAlive: true });
    const asked = await new Promise<http.IncomingMessage>((resolve) => http.get({ port, agent }, resolve));
    asked.resume();
    await once(asked, "end");
    const quiet = net.connect(port, "127.0.0.1");
    await once(app.server, "connection");
    const [idle, unasked] = [[...served][0], accepted.find((socket) => !served.has(socket))];
    const closing = app.close();
    await once(idle, "close");
    // Node's close ended the idle connections in one pass: this one was not among them.
    expect(unasked?.destroyed).toBe(false);
    quiet.destroy();
    await closing;
    agent.destroy();
  });

  it("with forceCloseConnections true, Fastify's close cuts an answer in course: a visitor whose send was stored would not be told", async () => {
    const { app, arrived, release, port } = await bare({ forceCloseConnections: true });
    const answer = fetch(`http://127.0.0.1:${port}/`).then((reply) => reply.text());
    await arrived.opened;
    const closing = app.close();
    await expect(answer).rejects.toThrow();
    release.open();
    await closing;
  });
});
