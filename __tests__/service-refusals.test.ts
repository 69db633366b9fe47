/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { run } from "../src/service/cli";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { testServiceSettings } from "../e2e/support/processes";
import { scriptedSmtp, sleep, waitUntil, type ScriptedSmtp } from "./fixtures/service-process";

/**
 * What the mail server refuses: a permanent refusal (5xx, RFC 5321 §4.2.1) is final after at most 3
 * tries, and the e-mail is marked failed with the server's reason, its links' secrets dropped; a
 * transient one (4xx) and a server that cannot be reached keep their wait that doubles.
 */
let scratch: string;
let smtp: ScriptedSmtp;
let service: Service;
let settings: Record<string, string>;

beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "recusas-"));
  smtp = await scriptedSmtp({
    recipientAnswer: (address) =>
      address === "ninguem@example.org" ? 550 : address === "depois@example.org" ? 451 : null,
    messageAnswer: (mail) => (mail.subject?.includes("Recusada") ? 554 : null),
  });
  settings = testServiceSettings(path.join(scratch, "loja"), smtp.url, {
    SITE_URL: "https://evolucao.example.org",
    CONTACT_RETRY_FIRST_MS: "100",
    CONTACT_RETRY_MAX_MS: "200",
  });
  service = await startService(readConfig(settings), { log: () => undefined });
});

afterEach(async () => {
  await service.close();
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const post = (fields: Record<string, string>) =>
  fetch(`${service.url}/mensagens/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ site: "", tempo: "5000", ...fields }).toString(),
  });

const contact = (assunto: string) =>
  post({ "form-name": "contato", nome: "Maria", email: "maria@example.org", whatsapp: "", assunto, mensagem: "Olá" });
const subscribe = (email: string) => post({ "form-name": "newsletter", email, consentimento: "sim" });

const triesFor = (address: string) => smtp.tries.recipients.filter((tried) => tried === address).length;

/** The outbox's rows as the store holds them, read by a connection of the test's own. */
function outbox(): Record<string, unknown>[] {
  const db = new Database(path.join(scratch, "loja", "mensagens.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT * FROM outbox ORDER BY id").all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe("a permanent refusal", () => {
  it("of a recipient (550) is final after 3 tries: the e-mail is marked failed with the reason and its link's secrets dropped", async () => {
    expect((await subscribe("ninguem@example.org")).status).toBe(200);
    await waitUntil(() => triesFor("ninguem@example.org") >= 3);
    // Five times the longest wait between two tries here: a fourth try would show.
    await sleep(1000);
    expect(triesFor("ninguem@example.org")).toBe(3);
    const [confirmation] = outbox();
    expect(confirmation).toMatchObject({ kind: "confirmacao", attempts: 3, secret: null, sent_at: null });
    expect(confirmation.failed_at).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(confirmation.last_error).toEqual(expect.stringMatching(/550/));
  });

  it("of a message (554 after DATA) is final after 3 tries, and npm run mensagens lists it as failed beside one delivered", async () => {
    expect((await contact("Aceita")).status).toBe(200);
    expect((await contact("Recusada")).status).toBe(200);
    await waitUntil(() => smtp.tries.messages >= 4);
    await sleep(1000);
    expect(smtp.tries.messages).toBe(4);
    expect(smtp.subjects).toEqual(["[Contato pelo site] Aceita"]);
    let listed = "";
    expect(await run(["listar"], (text) => (listed += text), settings)).toBe(0);
    expect(listed).toMatch(/Assunto: Aceita\n[^]*?Entrega: entregue em \d{4}-/);
    expect(listed).toMatch(/Assunto: Recusada\n[^]*?Entrega: falhou em \d{4}-[^\n]*após 3 tentativa\(s\): [^\n]*554/);
  });

  it("is not what a transient refusal (451) is: that one is tried again and again, with its wait", async () => {
    expect((await subscribe("depois@example.org")).status).toBe(200);
    await waitUntil(() => triesFor("depois@example.org") >= 5);
    const [waiting] = outbox();
    expect(waiting).toMatchObject({ kind: "confirmacao", sent_at: null });
    expect(waiting.secret).not.toBeNull();
    expect(waiting.failed_at ?? null).toBeNull();
  });
});
