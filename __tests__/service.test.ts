/**
 * @jest-environment node
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { smtpHost } from "../src/service/smtp";
import { startSmtp, type SmtpStandIn } from "../e2e/support/smtp";
import { testServiceSettings } from "../e2e/support/processes";
import { holdLock } from "./fixtures/store-lock";
import { exited, killed, scriptedSmtp, serviceProcess, storedCount, waitUntil } from "./fixtures/service-process";
import { contactSend } from "./fixtures/contact-send";

/**
 * The site's service (src/service/) as a visitor's page and a mail server meet it: each test its own
 * service, its own store and its own SMTP server on 127.0.0.1. A message counts as received only
 * once it is on disk, and arrives exactly once, whatever the mail server, the disk and the process do
 * meanwhile. The stand-in offers no STARTTLS: it is named with `?tls=off`, as a local relay would be.
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
    CONTACT_RETRY_FIRST_MS: "100",
    CONTACT_RETRY_MAX_MS: "200",
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

function post(base: string, fields: Record<string, string>, json = true) {
  return fetch(`${base}/mensagens/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(json ? { Accept: "application/json" } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the contact form's message", () => {
  it("is stored, then delivered to the institute with every field, Reply-To to the visitor and UTF-8 intact", async () => {
    const { url, store } = await service();
    const answer = await post(url, CONTACT);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(store.messages()).toHaveLength(1);

    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toMatchObject({ value: [{ address: "instituto@example.org", name: "Instituto" }] });
    expect(mail.from).toMatchObject({ value: [{ address: "site@example.org" }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: CONTACT.email, name: CONTACT.nome }] });
    expect(mail.subject).toBe(`[Contato pelo site] ${CONTACT.assunto}`);
    for (const field of ["nome", "email", "whatsapp", "assunto", "mensagem"] as const)
      expect(mail.text).toContain(CONTACT[field]);
    // Its own random identity, the same on every attempt, never one a later e-mail could take again.
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@evolucao\.example\.org>$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(store.messages()[0].sentAt).not.toBeNull();
  });

  it("refuses, visibly, a send that breaks a rule, and stores nothing", async () => {
    const { url, store } = await service();
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
      const answer = await post(url, { ...CONTACT, ...change });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ erro: "campos", campos: { [field]: message } });
    }
    expect(store.messages()).toHaveLength(0);
  });

  it("answers a filled honeypot like any send, and neither stores nor delivers it", async () => {
    const { url, store } = await service();
    const answer = await post(url, { ...CONTACT, site: "https://spam.example" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.messages()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("refuses a send that comes sooner than a person writes, without dropping it silently", async () => {
    const { url, store } = await service({ CONTACT_MIN_FILL_MS: "3000" });
    for (const tempo of ["2999", "", "abc"]) {
      const answer = await post(url, { ...CONTACT, tempo });
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ erro: "cedo" });
    }
    // A form sent without JavaScript carries no time at all.
    const { tempo: _none, ...untimed } = CONTACT;
    expect((await post(url, untimed)).status).toBe(422);
    expect((await post(url, { ...CONTACT, tempo: "3000" })).status).toBe(200);
    expect(store.messages()).toHaveLength(1);
  });

  it("limits the sends of one address (429) and answers a page to a form sent without JavaScript", async () => {
    const { url } = await service({ CONTACT_RATE_LIMIT: "2/600" });
    expect((await post(url, CONTACT)).status).toBe(200);
    expect((await post(url, CONTACT)).status).toBe(200);
    const refused = await post(url, CONTACT);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ erro: "limite" });
    const page = await post(url, CONTACT, false);
    expect(page.status).toBe(429);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.");
  });

  it("answers 503 and keeps nothing half-written when the store cannot be written", async () => {
    const dir = path.join(scratch, "loja");
    const { url } = await service({ CONTACT_STORE_BUSY_MS: "200" });
    // Another process holds the store's write lock (a backup, a stuck command): the send cannot be stored.
    const other = new Database(path.join(dir, "mensagens.sqlite"));
    other.exec("BEGIN EXCLUSIVE");
    try {
      const answer = await post(url, CONTACT);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ erro: "armazenamento" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(storedCount(dir)).toBe(0);
    expect((await post(url, CONTACT)).status).toBe(200);
  });

  it("refuses an unknown form, a body too large and any method but POST", async () => {
    const { url } = await service();
    expect((await post(url, { ...CONTACT, "form-name": "outro" })).status).toBe(400);
    expect((await post(url, { ...CONTACT, mensagem: "x".repeat(70_000) })).status).toBe(413);
    const get = await fetch(`${url}/mensagens/`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("nothing is lost", () => {
  it("two messages accepted while the mail server is down arrive exactly once after a kill, a restart and its return", async () => {
    await smtp.stop();
    const env = ENV({ CONTACT_RETRY_FIRST_MS: "100", CONTACT_RETRY_MAX_MS: "300" });
    const first = await serviceProcess(env);
    const sent = [
      { ...CONTACT, assunto: "Primeira", mensagem: "Mensagem um." },
      { ...CONTACT, assunto: "Segunda", mensagem: "Mensagem dois." },
    ];
    for (const fields of sent) expect((await post(first.url, fields)).status).toBe(200);
    // Tries while the server is down; then the process dies without a chance to clean up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await killed(first.child);

    await smtp.start();
    const second = await serviceProcess(env);
    try {
      const mails = await smtp.waitFor(2);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        "[Contato pelo site] Primeira",
        "[Contato pelo site] Segunda",
      ]);
      // Long enough for any repeat to show: the retry wait is at most 300 ms here.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(smtp.received).toHaveLength(2);
    } finally {
      await killed(second.child);
    }
    expect(storedCount(env.CONTACT_STORE_DIR)).toBe(2);
  });

  it("keeps trying while the mail server refuses, and delivers once it accepts", async () => {
    smtp.refuse = true;
    const { url, store } = await service();
    expect((await post(url, CONTACT)).status).toBe(200);
    // Two refusals, however busy the machine: the retry wait is at most 300 ms here.
    await waitUntil(() => (store.messages()[0]?.attempts ?? 0) >= 2);
    const [waiting] = store.messages();
    expect(waiting.sentAt).toBeNull();
    expect(waiting.attempts).toBeGreaterThanOrEqual(2);
    expect(waiting.lastError).toMatch(/451/);
    smtp.refuse = false;
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it("without CONTACT_SMTP_URL keeps every message in the store, waiting", async () => {
    const { url, store } = await service({ CONTACT_SMTP_URL: "" });
    expect((await post(url, CONTACT)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.messages()).toMatchObject([{ assunto: CONTACT.assunto, sentAt: null, attempts: 0 }]);
    expect(smtp.received).toHaveLength(0);
  });
});

/** An SMTP server that answers each message only once `beforeAccept` is done: a slow server. */
const slowSmtp = (beforeAccept: (count: number) => Promise<void>) => scriptedSmtp({ beforeAccept });

/**
 * The service as systemd keeps it (Restart=always): started again whenever it exits. `exits` counts
 * the times it did, which must stay at zero.
 */
async function supervised(env: Record<string, string>) {
  const state = { exits: 0, url: "", child: undefined as ChildProcess | undefined, stopped: false, output: "" };
  const start = async () => {
    const started = await serviceProcess(env, [], (text) => (state.output += text));
    state.url = started.url;
    state.child = started.child;
    started.child.once("exit", () => {
      if (state.stopped) return;
      state.exits += 1;
      void start();
    });
  };
  await start();
  return {
    state,
    async stop() {
      state.stopped = true;
      if (state.child && state.child.exitCode === null) await killed(state.child);
    },
  };
}

/** The RLIMIT_FSIZE of a running process: at 1 byte it can write no file, as on a full disk. */
function fileSizeLimit(pid: number, soft: string): void {
  execFileSync("prlimit", ["--pid", String(pid), `--fsize=${soft}:`]);
}
const currentFileSizeLimit = (pid: number) =>
  execFileSync("prlimit", ["--pid", String(pid), "--fsize", "--raw", "--noheadings", "--output=SOFT"], {
    encoding: "utf8",
  }).trim();

describe("nothing is lost when the store fails under a delivery", () => {
  const subject = (text: string) => `[Contato pelo site] ${text}`;

  /**
   * The `outage` of the store, then a last message, sent once the store takes writes again, arrives;
   * half a second later, for any repeat to show, the mail server has received `delivered`, each once,
   * the service never exited, and the store keeps as many messages.
   */
  async function throughOutage(
    service: Awaited<ReturnType<typeof supervised>>,
    smtp: Awaited<ReturnType<typeof slowSmtp>>,
    outage: () => Promise<void>,
    { last, delivered }: { last: string; delivered: string[] },
  ) {
    try {
      await outage();
      expect((await post(service.state.url, { ...CONTACT, assunto: last })).status).toBe(200);
      await waitUntil(() => smtp.subjects.includes(subject(last)));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.subjects.sort()).toEqual(delivered.map(subject));
      expect(service.state.exits).toBe(0);
    } finally {
      await service.stop();
      await smtp.stop();
    }
    expect(storedCount(path.join(scratch, "loja"))).toBe(delivered.length);
  }

  it("a message the mail server accepts while another process locks the store arrives once, and the service lives on", async () => {
    let lock: Promise<void> | undefined;
    const file = path.join(scratch, "loja", "mensagens.sqlite");
    const slow = await slowSmtp(async (count) => {
      if (count === 1) ({ released: lock } = await holdLock(file, 1500));
    });
    const service = await supervised(
      ENV({ CONTACT_SMTP_URL: slow.url, CONTACT_STORE_BUSY_MS: "300", CONTACT_RETRY_MAX_MS: "300" }),
    );
    const outage = async () => {
      expect((await post(service.state.url, { ...CONTACT, assunto: "Primeira" })).status).toBe(200);
      await waitUntil(() => lock !== undefined);
      await lock;
      // Long enough for any repeat to show: the retry waits are at most 300 ms here.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    };
    await throughOutage(service, slow, outage, { last: "Segunda", delivered: ["Primeira", "Segunda"] });
  });

  it("a message the mail server accepts while the disk takes no write arrives once; sends meanwhile get 503; the service lives on", async () => {
    let pid = 0;
    let original = "";
    let full = false;
    const slow = await slowSmtp(async (count) => {
      if (count !== 1) return;
      original = currentFileSizeLimit(pid);
      fileSizeLimit(pid, "1");
      full = true;
    });
    const service = await supervised(ENV({ CONTACT_SMTP_URL: slow.url, CONTACT_RETRY_MAX_MS: "300" }));
    pid = service.state.child?.pid ?? 0;
    const outage = async () => {
      expect((await post(service.state.url, { ...CONTACT, assunto: "Primeira" })).status).toBe(200);
      await waitUntil(() => full && slow.subjects.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const refused = await post(service.state.url, { ...CONTACT, assunto: "Segunda" });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ erro: "armazenamento" });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Space again.
      if (service.state.child?.pid === pid) fileSizeLimit(pid, original);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    };
    await throughOutage(service, slow, outage, { last: "Terceira", delivered: ["Primeira", "Terceira"] });
  });

  it("an error nobody foresaw ends the service; restarted, it delivers every message it had stored, once", async () => {
    // A module loaded before the service that, on a signal, rejects a promise nobody handles.
    const reject = `data:text/javascript,process.on("SIGUSR2",()=>{Promise.reject(new Error("falha-de-teste"))})`;
    await smtp.stop();
    let output = "";
    const first = await serviceProcess(ENV(), ["--import", reject], (text) => (output += text));
    expect((await post(first.url, CONTACT)).status).toBe(200);
    const exit = exited(first.child);
    first.child.kill("SIGUSR2");
    expect(await exit).not.toBe(0);
    expect(output).toContain("falha-de-teste");
    await smtp.start();
    const second = await serviceProcess(ENV());
    try {
      await smtp.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.map((mail) => mail.subject)).toEqual([`[Contato pelo site] ${CONTACT.assunto}`]);
    } finally {
      await killed(second.child);
    }
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
      const { url, store } = await service({ CONTACT_SMTP_URL: `smtp://usuario:segredo@127.0.0.1:${sink.port}` });
      expect((await post(url, CONTACT)).status).toBe(200);
      await waitUntil(() => (store.messages()[0]?.attempts ?? 0) >= 1);
      expect(store.messages()[0]).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/TLS/) as unknown });
      expect(sink.seen).toEqual({ passwords: [], messages: 0 });

      const relay = await service({
        CONTACT_SMTP_URL: `smtp://127.0.0.1:${sink.port}?tls=off`,
        CONTACT_STORE_DIR: path.join(scratch, "relay"),
      });
      expect((await post(relay.url, CONTACT)).status).toBe(200);
      await waitUntil(() => sink.seen.messages === 1);
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
