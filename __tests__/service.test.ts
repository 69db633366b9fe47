/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { smtpHost } from "../src/service/smtp";
import { messages } from "../src/service/store/tables";
import { startSmtp, type SmtpStandIn } from "../e2e/support/smtp";
import { testServiceSettings } from "../e2e/support/processes";
import { holdLock } from "./fixtures/store-lock";
import { owed } from "./fixtures/store-helpers";
import {
  exited,
  killed,
  recorded,
  scriptedSmtp,
  serviceProcess,
  settled,
  storedCount,
  type ScriptedSmtp,
} from "./fixtures/service-process";
import { contactSend } from "./fixtures/contact-send";

/**
 * The site's service (src/service/) as a visitor's page and a mail server meet it: each test its own
 * service, its own store and its own SMTP server on 127.0.0.1. A message counts as received only
 * once it is on disk, and arrives exactly once, whatever the mail server, the disk and the process do
 * meanwhile. The stand-in offers no STARTTLS: it is named with `?tls=off`, as a local relay would be.
 * A service in this process is sent its requests by Fastify's `inject`; one whose process is killed,
 * out of space or ended by an error is a process of its own, reached over HTTP, and what it did is read
 * in its log. That nothing more is sent is known when a lane says none of its e-mails waits.
 */
let scratch: string;
let smtp: SmtpStandIn;
const services: Service[] = [];

beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "servico-"));
  smtp = await startSmtp();
});

afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const ENV = (extra: Record<string, string> = {}) =>
  testServiceSettings(path.join(scratch, "loja"), `${smtp.url}?tls=off`, {
    SITE_URL: "https://evolucao.example.org",
    CONTACT_RETRY_FIRST_MS: "5",
    CONTACT_RETRY_MAX_MS: "10",
    ...extra,
  });

async function service(extra: Record<string, string> = {}): Promise<Service> {
  const started = await startService(readConfig(ENV(extra)), { log: () => undefined });
  services.push(started);
  return started;
}

const CONTACT = contactSend({
  nome: "Conceição d'Ávila",
  email: "conceicao@example.org",
  whatsapp: "+55 11 98765-4321",
  assunto: "Horários do estudo — 2ª turma",
  mensagem: "Olá! Gostaria de saber os horários.\nObrigada, ✨ paz.",
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A send of the form to a service in this process. */
const post = (to: Service, fields: Record<string, string>, json = true) =>
  to.app.inject({
    method: "POST",
    url: "/mensagens/",
    headers: { ...FORM, ...(json ? { accept: "application/json" } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });

/** A send of the form to a service in a process of its own. */
const postTo = (base: string, fields: Record<string, string>) =>
  fetch(`${base}/mensagens/`, {
    method: "POST",
    headers: { ...FORM, Accept: "application/json" },
    body: new URLSearchParams(fields).toString(),
  });

const subject = (text: string) => `[Contato pelo site] ${text}`;

describe("the contact form's message", () => {
  it("is stored, then delivered to the institute with every field, Reply-To to the visitor and UTF-8 intact", async () => {
    const started = await service();
    const answer = await post(started, CONTACT);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(messages(started.store.db)).toHaveLength(1);

    await settled(started);
    const [mail] = smtp.received;
    expect(mail.to).toMatchObject({ value: [{ address: "instituto@example.org", name: "Instituto" }] });
    expect(mail.from).toMatchObject({ value: [{ address: "site@example.org" }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: CONTACT.email, name: CONTACT.nome }] });
    expect(mail.subject).toBe(subject(CONTACT.assunto));
    for (const field of ["nome", "email", "whatsapp", "assunto", "mensagem"] as const)
      expect(mail.text).toContain(CONTACT[field]);
    // Its own random identity, the same on every attempt, never one a later e-mail could take again.
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@evolucao\.example\.org>$/);
    // Nothing of the lane waits any more: it went once.
    expect(smtp.received).toHaveLength(1);
    expect(messages(started.store.db)[0].sentAt).not.toBeNull();
  });

  it("refuses, visibly, a send that breaks a rule, and stores nothing", async () => {
    const started = await service();
    const cases: [Record<string, string>, string, string][] = [
      [{ nome: "x".repeat(121) }, "nome", "Nome: no máximo 120 caracteres."],
      [{ assunto: "Linha\r\nBcc: outro@example.org" }, "assunto", "Assunto: escreva em uma linha só."],
      [{ nome: "Maria\nBcc: x@example.org" }, "nome", "Nome: escreva em uma linha só."],
      [{ email: "sem-arroba" }, "email", "Informe um e-mail válido, como nome@exemplo.com."],
      [{ email: `${"a".repeat(65)}@example.org` }, "email", "Informe um e-mail válido, como nome@exemplo.com."],
      [{ mensagem: "x".repeat(5001) }, "mensagem", "Mensagem: no máximo 5.000 caracteres."],
      [
        { mensagem: "https://a.example http://b.example www.c.example https://d.example" },
        "mensagem",
        "A mensagem pode ter no máximo 3 links.",
      ],
      [{ mensagem: "" }, "mensagem", "Preencha o campo Mensagem."],
    ];
    for (const [change, field, message] of cases) {
      const answer = await post(started, { ...CONTACT, ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ erro: "campos", campos: { [field]: message } });
    }
    expect(messages(started.store.db)).toHaveLength(0);
  });

  it("answers a filled honeypot like any send, and neither stores nor delivers it", async () => {
    const started = await service();
    const answer = await post(started, { ...CONTACT, site: "https://spam.example" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    // Nothing stored, so no e-mail owed: nothing can be delivered.
    expect(messages(started.store.db)).toHaveLength(0);
    expect(owed(started.store)).toEqual([]);
  });

  it("refuses a send that comes sooner than a person writes, without dropping it silently", async () => {
    const started = await service({ CONTACT_MIN_FILL_MS: "3000" });
    for (const tempo of ["2999", "", "abc"]) {
      const answer = await post(started, { ...CONTACT, tempo });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ erro: "cedo" });
    }
    // A form sent without JavaScript carries no time at all.
    const { tempo: _none, ...untimed } = CONTACT;
    expect((await post(started, untimed)).statusCode).toBe(422);
    expect((await post(started, { ...CONTACT, tempo: "3000" })).statusCode).toBe(200);
    expect(messages(started.store.db)).toHaveLength(1);
  });

  it("limits the sends of one address (429) and answers a page to a form sent without JavaScript", async () => {
    const started = await service({ CONTACT_RATE_LIMIT: "2/600" });
    expect((await post(started, CONTACT)).statusCode).toBe(200);
    expect((await post(started, CONTACT)).statusCode).toBe(200);
    const refused = await post(started, CONTACT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ erro: "limite" });
    const page = await post(started, CONTACT, false);
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.");
  });

  it("answers 503 and keeps nothing half-written when the store cannot be written", async () => {
    const dir = path.join(scratch, "loja");
    const started = await service({ CONTACT_STORE_BUSY_MS: "50" });
    // Another connection holds the store's write lock (a backup, a stuck command): the send cannot be stored.
    const other = new Database(path.join(dir, "mensagens.sqlite"));
    other.exec("BEGIN EXCLUSIVE");
    try {
      const answer = await post(started, CONTACT);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ erro: "armazenamento" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(storedCount(dir)).toBe(0);
    expect((await post(started, CONTACT)).statusCode).toBe(200);
  });

  it("refuses an unknown form, a body too large and any method but POST", async () => {
    const started = await service();
    expect((await post(started, { ...CONTACT, "form-name": "outro" })).statusCode).toBe(400);
    expect((await post(started, { ...CONTACT, mensagem: "x".repeat(70_000) })).statusCode).toBe(413);
    const get = await started.app.inject({ method: "GET", url: "/mensagens/" });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe("POST");
  });
});

describe("nothing is lost", () => {
  it("two messages accepted while the mail server is down arrive exactly once after a kill, a restart and its return", async () => {
    await smtp.stop();
    const env = ENV();
    const first = await serviceProcess(env);
    const sent = [
      { ...CONTACT, assunto: "Primeira", mensagem: "Mensagem um." },
      { ...CONTACT, assunto: "Segunda", mensagem: "Mensagem dois." },
    ];
    for (const fields of sent) expect((await postTo(first.url, fields)).status).toBe(200);
    // Each tried while the server is down, as the log says; then the process dies without a chance to clean up.
    await first.log.count(/e-mail mensagem \d não entregue/, 2);
    await killed(first.child);

    await smtp.start();
    const second = await startService(readConfig(env), { log: () => undefined });
    services.push(second);
    await settled(second);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([subject("Primeira"), subject("Segunda")]);
    expect(storedCount(env.CONTACT_STORE_DIR)).toBe(2);
  });

  it("keeps trying while the mail server refuses, and delivers once it accepts", async () => {
    smtp.refuse = true;
    const started = await service();
    const refusals = recorded(started, 2, (outcome) => outcome.kind === "retry");
    expect((await post(started, CONTACT)).statusCode).toBe(200);
    await refusals;
    const [waiting] = messages(started.store.db);
    expect(waiting.sentAt).toBeNull();
    expect(waiting.attempts).toBeGreaterThanOrEqual(2);
    expect(waiting.lastError).toMatch(/451/);
    smtp.refuse = false;
    await settled(started);
    expect(smtp.received).toHaveLength(1);
  });

  it("without CONTACT_SMTP_URL keeps every message in the store, waiting", async () => {
    const started = await service({ CONTACT_SMTP_URL: "" });
    expect((await post(started, CONTACT)).statusCode).toBe(200);
    // No lane sends: the message waits for `npm run mensagens`.
    expect(started.lanes.now).toBeNull();
    expect(messages(started.store.db)).toMatchObject([{ assunto: CONTACT.assunto, sentAt: null, attempts: 0 }]);
  });
});

/** The RLIMIT_FSIZE of a running process: at 1 byte it can write no file, as on a full disk. */
function fileSizeLimit(pid: number, soft: string): void {
  execFileSync("prlimit", ["--pid", String(pid), `--fsize=${soft}:`]);
}
const currentFileSizeLimit = (pid: number) =>
  execFileSync("prlimit", ["--pid", String(pid), "--fsize", "--raw", "--noheadings", "--output=SOFT"], {
    encoding: "utf8",
  }).trim();

describe("nothing is lost when the store fails under a delivery", () => {
  /**
   * The service in a process of its own, as systemd keeps it, whose mail server is `mail`; `outage` sends
   * it the first message and waits until the store takes its outcome again. Then a last message arrives;
   * once the lane says none waits, the mail server has received `delivered`, each once, the process never
   * exited, and the store keeps as many messages.
   */
  async function throughOutage(
    mail: ScriptedSmtp,
    outage: (started: Awaited<ReturnType<typeof serviceProcess>>) => Promise<void>,
    { last, delivered }: { last: string; delivered: string[] },
  ) {
    const started = await serviceProcess(ENV({ CONTACT_SMTP_URL: mail.url, CONTACT_STORE_BUSY_MS: "50" }));
    try {
      await outage(started);
      expect((await postTo(started.url, { ...CONTACT, assunto: last })).status).toBe(200);
      await mail.until(() => mail.subjects.includes(subject(last)));
      await started.log.next(/e-mails do momento: nenhum à espera/, started.log.text.length);
      expect(mail.subjects.sort()).toEqual(delivered.map(subject));
      expect([started.child.exitCode, started.child.signalCode]).toEqual([null, null]);
    } finally {
      await killed(started.child);
      await mail.stop();
    }
    expect(storedCount(path.join(scratch, "loja"))).toBe(delivered.length);
  }

  it("a message the mail server accepts while another process locks the store arrives once, and the service lives on", async () => {
    const file = path.join(scratch, "loja", "mensagens.sqlite");
    let lock: Awaited<ReturnType<typeof holdLock>> | undefined;
    const slow = await scriptedSmtp({
      beforeAccept: async (count) => {
        if (count === 1) lock = await holdLock(file);
      },
    });
    await throughOutage(
      slow,
      async ({ url, log }) => {
        expect((await postTo(url, { ...CONTACT, assunto: "Primeira" })).status).toBe(200);
        await log.next(/e-mail mensagem 1: estado não gravado .*nova tentativa em instantes/);
        await lock?.release();
        await log.next(/e-mail mensagem 1 entregue/);
      },
      { last: "Segunda", delivered: ["Primeira", "Segunda"] },
    );
  });

  it("a message the mail server accepts while the disk takes no write arrives once; sends meanwhile get 503; the service lives on", async () => {
    let pid = 0;
    let original = "";
    const slow = await scriptedSmtp({
      beforeAccept: async (count) => {
        if (count !== 1) return;
        original = currentFileSizeLimit(pid);
        fileSizeLimit(pid, "1");
      },
    });
    await throughOutage(
      slow,
      async ({ child, url, log }) => {
        pid = child.pid ?? 0;
        expect((await postTo(url, { ...CONTACT, assunto: "Primeira" })).status).toBe(200);
        await log.next(/e-mail mensagem 1: estado não gravado/);
        const refused = await postTo(url, { ...CONTACT, assunto: "Segunda" });
        expect(refused.status).toBe(503);
        expect(await refused.json()).toEqual({ erro: "armazenamento" });
        // Space again.
        fileSizeLimit(pid, original);
        await log.next(/e-mail mensagem 1 entregue/);
      },
      { last: "Terceira", delivered: ["Primeira", "Terceira"] },
    );
  });

  it("an error nobody foresaw ends the service; restarted, it delivers every message it had stored, once", async () => {
    // A module loaded before the service that, on a signal, rejects a promise nobody handles.
    const reject = `data:text/javascript,process.on("SIGUSR2",()=>{Promise.reject(new Error("falha-de-teste"))})`;
    await smtp.stop();
    const first = await serviceProcess(ENV(), ["--import", reject]);
    expect((await postTo(first.url, CONTACT)).status).toBe(200);
    const exit = exited(first.child);
    first.child.kill("SIGUSR2");
    expect(await exit).not.toBe(0);
    expect(first.log.text).toContain("falha-de-teste");
    await smtp.start();
    const second = await service();
    await settled(second);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([subject(CONTACT.assunto)]);
  });
});

describe("the mail server's connection", () => {
  /** A server that offers no STARTTLS yet takes a password in clear: what it was told is kept. */
  async function careless() {
    const seen = { passwords: [] as string[], messages: 0 };
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        seen.passwords.push(auth.password ?? "");
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          seen.messages += 1;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    return { port, seen, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("never carries the password or a message in clear: smtp:// requires STARTTLS unless ?tls=off names a local relay", async () => {
    const sink = await careless();
    try {
      const strict = await service({
        CONTACT_SMTP_URL: `smtp://usuario:segredo@127.0.0.1:${sink.port}`,
        CONTACT_RETRY_FIRST_MS: "60000",
      });
      const attempt = recorded(strict, 1);
      expect((await post(strict, CONTACT)).statusCode).toBe(200);
      await attempt;
      expect(messages(strict.store.db)[0]).toMatchObject({
        sentAt: null,
        lastError: expect.stringMatching(/TLS/) as unknown,
      });
      expect(sink.seen).toEqual({ passwords: [], messages: 0 });

      const relay = await service({
        CONTACT_SMTP_URL: `smtp://127.0.0.1:${sink.port}?tls=off`,
        CONTACT_STORE_DIR: path.join(scratch, "relay"),
      });
      expect((await post(relay, CONTACT)).statusCode).toBe(200);
      await settled(relay);
      expect(sink.seen.messages).toBe(1);
    } finally {
      await sink.stop();
    }
  });

  it("sends in clear (?tls=off) only to a relay on this machine or a private network, never to a host on the internet", () => {
    for (const smtpUrl of [
      "smtp://usuario:senha@smtp.example.org:587?tls=off",
      "smtp://smtp.example.org:25?tls=off",
      "smtp://203.0.113.9:25?tls=off",
      "smtp://[2001:db8::25]:25?tls=off",
      "smtp://100.64.0.1:25?tls=off",
    ]) {
      const refusal = (() => {
        try {
          readConfig(ENV({ CONTACT_SMTP_URL: smtpUrl }));
          return "aceito";
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      })();
      expect([smtpUrl, refusal]).toEqual([smtpUrl, expect.stringMatching(/^CONTACT_SMTP_URL .*tls=off/)]);
    }
    for (const smtpUrl of [
      "smtp://127.0.0.1:25?tls=off",
      "smtp://localhost:25?tls=off",
      "smtp://[::1]:25?tls=off",
      "smtp://10.0.0.5:25?tls=off",
      "smtp://172.16.3.4:25?tls=off",
      "smtp://usuario:senha@192.168.1.10:25?tls=off",
      "smtp://[fd12:3456::25]:25?tls=off",
    ])
      expect(readConfig(ENV({ CONTACT_SMTP_URL: smtpUrl })).smtpUrl).toBe(smtpUrl);
    // An IPv6 address reaches the socket without the URL's brackets, which no resolver would take.
    expect(smtpHost(new URL("smtp://[fd12:3456::25]:25?tls=off"))).toBe("fd12:3456::25");
    expect(smtpHost(new URL("smtp://127.0.0.1:25?tls=off"))).toBe("127.0.0.1");
  });

  it("refuses to start with an SMTP address it cannot read safely", () => {
    for (const smtpUrl of [
      "http://smtp.example.org",
      "smtp://smtp.example.org?tls=no",
      "smtps://smtp.example.org?tls=off",
    ])
      expect(() => readConfig(ENV({ CONTACT_SMTP_URL: smtpUrl }))).toThrow(/CONTACT_SMTP_URL/);
  });
});
