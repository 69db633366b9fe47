/**
 * @jest-environment node
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { startSmtp, type SmtpStandIn } from "../e2e/support/smtp";
import { startProcess, testServiceSettings } from "../e2e/support/processes";

/**
 * The site's service (src/service/) as a visitor's page and a mail server meet it: each test its own
 * service, its own store and its own SMTP server on 127.0.0.1. A message counts as received only
 * once it is on disk, and arrives exactly once, whatever the mail server and the process do meanwhile.
 */
const projectRoot = path.resolve(__dirname, "..");
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
  testServiceSettings(path.join(scratch, "loja"), smtp.url, {
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

const CONTACT = {
  "form-name": "contato",
  nome: "Conceição d'Ávila",
  email: "conceicao@example.org",
  whatsapp: "+55 11 98765-4321",
  assunto: "Horários do estudo — 2ª turma",
  mensagem: "Olá! Gostaria de saber os horários.\nObrigada, ✨ paz.",
  site: "",
  tempo: "5000",
};

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

const storedCount = (dir: string) => {
  const db = new Database(path.join(dir, "mensagens.sqlite"), { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM messages").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

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
    expect(mail.messageId).toBe("<mensagem-1@evolucao.example.org>");
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

/**
 * The service as its own process, as systemd or `npm start` runs it: one Node process (tsx as a
 * loader, not tsx's command, which would start the service in a second process a kill would miss).
 */
async function serviceProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const ready = /ouvindo em (http:\/\/127\.0\.0\.1:\d+)/;
  const { child, match } = await startProcess(process.execPath, ["--import", "tsx", "src/service/main.ts"], {
    cwd: projectRoot,
    env,
    ready,
  });
  return { child, url: match[1] };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
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
    await new Promise((resolve) => setTimeout(resolve, 500));
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
