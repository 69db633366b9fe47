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
import { recorded, scriptedSmtp, settled, type ScriptedSmtp } from "./fixtures/service-process";

/**
 * What the mail server refuses: a permanent refusal (5xx, RFC 5321 §4.2.1) is final after at most 3
 * tries, and the e-mail is marked failed with the server's reason, its links' secrets dropped; a
 * transient one (4xx) and a server that cannot be reached keep their wait that doubles. The service runs in
 * this process, sent its forms by Fastify's `inject`; its lane says when none of its e-mails waits.
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
    CONTACT_RETRY_FIRST_MS: "5",
    CONTACT_RETRY_MAX_MS: "10",
  });
  service = await startService(readConfig(settings), { log: () => undefined });
});

afterEach(async () => {
  await service.close();
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const post = async (fields: Record<string, string>) =>
  (
    await service.app.inject({
      method: "POST",
      url: "/mensagens/",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: new URLSearchParams({ site: "", tempo: "5000", ...fields }).toString(),
    })
  ).statusCode;

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
    const failed = recorded(service, 1, (outcome) => outcome.kind === "failed");
    expect(await subscribe("ninguem@example.org")).toBe(200);
    await failed;
    // Failed for good: nothing of the lane waits, so no fourth try can come.
    await settled(service);
    expect(triesFor("ninguem@example.org")).toBe(3);
    const [confirmation] = outbox();
    expect(confirmation).toMatchObject({ kind: "confirmacao", attempts: 3, secret: null, sent_at: null });
    expect(confirmation.failed_at).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(confirmation.last_error).toEqual(expect.stringMatching(/550/));
  });

  it("of a message (554 after DATA) is final after 3 tries, and npm run mensagens lists it as failed beside one delivered", async () => {
    expect(await contact("Aceita")).toBe(200);
    expect(await contact("Recusada")).toBe(200);
    await settled(service);
    expect(smtp.tries.messages).toBe(4);
    expect(smtp.subjects).toEqual(["[Contato pelo site] Aceita"]);
    let listed = "";
    expect(await run(["listar"], (text) => (listed += text), settings)).toBe(0);
    expect(listed).toMatch(/Assunto: Aceita\n[^]*?Entrega: entregue em \d{4}-/);
    expect(listed).toMatch(/Assunto: Recusada\n[^]*?Entrega: falhou em \d{4}-[^\n]*após 3 tentativa\(s\): [^\n]*554/);
  });

  it("is not what a transient refusal (451) is: that one is tried again and again, with its wait", async () => {
    const tries = recorded(service, 5, (outcome) => outcome.kind === "retry");
    expect(await subscribe("depois@example.org")).toBe(200);
    await tries;
    const [waiting] = outbox();
    expect(waiting).toMatchObject({ kind: "confirmacao", sent_at: null });
    expect(waiting.secret).not.toBeNull();
    expect(waiting.failed_at ?? null).toBeNull();
  });
});
