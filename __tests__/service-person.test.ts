/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { PassThrough } from "node:stream";
import Database from "better-sqlite3";
import { run } from "../src/service/cli";
import { queueEdition } from "../src/service/store/editions-tables";
import type { Store } from "../src/service/store/store";
import { addMessage, writeOutcome } from "../src/service/store/tables";
import { contactSend } from "./fixtures/contact-send";
import { scratchStore } from "./fixtures/scratch-store";
import { command, killed, scriptedSmtp, serviceProcess, watched } from "./fixtures/service-process";
import { newsletterOf, openStore, owed, storeMessage } from "./fixtures/store-helpers";

/**
 * A person's data on request (LGPD, art. 18; docs/operations.md, "A person's data"): `dados` shows
 * everything the store holds about one mailbox, however its address is written, and nothing of anyone
 * else; `apagar` deletes it, bytes and all, while the service runs, and keeps only a keyed hash, by which
 * a copy restored later loses those rows again.
 */
const { dir } = scratchStore("pessoa-");
const KEY = "chave-de-teste-0123456789abcdef0123456789";
const settings = (extra: Record<string, string> = {}) => ({
  CONTACT_STORE_DIR: dir(),
  CONTACT_ERASURE_KEY: KEY,
  ...extra,
});

async function mensagens(args: string[], env = settings()) {
  let text = "";
  const code = await run(args, (chunk) => (text += chunk), env);
  return { code, text };
}

/** What the commands wrote to the standard error (their events), since the test began. */
let events = "";
beforeEach(() => {
  events = "";
  jest.spyOn(process.stderr, "write").mockImplementation((chunk) => ((events += String(chunk)), true));
});
afterEach(() => jest.restoreAllMocks());

const ANA = "ana.lima@example.org";
const message = (email: string, mensagem: string, nome = "Ana Lima") => ({
  nome,
  email,
  whatsapp: "+55 11 91234-5678",
  assunto: `Sobre ${mensagem}`,
  mensagem,
});

/** Subscribes `email` (and confirms it, unless told not to) on `store`; returns its way out. */
function subscribe(store: Store, email: string, confirm = true): string {
  const newsletter = newsletterOf(store);
  const request = newsletter.request(email, `Aceito receber (${email})`);
  if (request.outcome !== "new") throw new Error(`no confirmation for ${email}`);
  if (confirm) newsletter.confirm(request.confirmToken);
  const item = owed(store).find((owing) => owing.kind === "confirmacao" && owing.ref === request.subscription.id);
  return (JSON.parse(item?.secret ?? "{}") as { leaveToken: string }).leaveToken;
}

/** Ana (two messages, written two ways, a subscription she left, an edition) and Bruno, beside her. */
function twoPeople() {
  const store = openStore(dir());
  try {
    storeMessage(store, message("Ana.Lima+site@Example.ORG", "MARCA-ANA-1"));
    storeMessage(store, message(ANA, "MARCA-ANA-2"));
    storeMessage(store, message("bruno@example.org", "MARCA-BRUNO", "Bruno Reis"));
    const leaveToken = subscribe(store, ANA);
    subscribe(store, "bruno@example.org");
    const edition = { numero: 1, titulo: "Primeiro boletim", assunto: "Boletim nº 1", html: "<p>1</p>", texto: "1" };
    store.batch(() => {
      queueEdition(store.db, store.now(), edition);
      for (const item of owed(store)) writeOutcome(store.db, store.now(), item.id, { kind: "sent" });
    });
    newsletterOf(store).leave(leaveToken);
  } finally {
    store.close();
  }
}

describe("dados <e-mail>", () => {
  it("shows one person's messages with their delivery, subscription with consent, confirmation and exit, and editions, and nothing of another", async () => {
    twoPeople();
    const shown = await mensagens(["dados", "ANA.lima+qualquer@example.org"]);
    expect(shown.code).toBe(0);
    for (const expected of [
      "Mensagens de contato: 2",
      "Ana Lima <Ana.Lima+site@Example.ORG>  WhatsApp +55 11 91234-5678",
      "MARCA-ANA-1",
      "MARCA-ANA-2",
      "Inscrições no boletim: 1",
      `Consentimento dado: Aceito receber (${ANA})`,
      "boletim nº 1 (Primeiro boletim)",
      "Boletins enviados: 1",
    ])
      expect(shown.text).toContain(expected);
    expect(shown.text).toMatch(/Entrega: entregue em \d{4}-/);
    expect(shown.text).toMatch(/Confirmada em: \d{4}-.+; saiu em: \d{4}-/);
    expect(shown.text).not.toMatch(/bruno|MARCA-BRUNO|Reis/i);

    const json = await mensagens(["dados", ANA, "--json"]);
    expect(json.text).not.toMatch(/bruno|MARCA-BRUNO|Reis/i);
    const data = JSON.parse(json.text) as {
      caixaPostal: string;
      mensagens: { mensagem: string; entrega: { entregueEm: string | null } }[];
      inscricoes: { confirmadaEm: string | null; saiuEm: string | null; emails: { tipo: string }[] }[];
    };
    expect(data.caixaPostal).toBe(ANA);
    expect(data.mensagens.map((row) => [row.mensagem, typeof row.entrega.entregueEm])).toEqual([
      ["MARCA-ANA-1", "string"],
      ["MARCA-ANA-2", "string"],
    ]);
    expect(data.inscricoes.map((row) => [typeof row.confirmadaEm, typeof row.saiuEm])).toEqual([["string", "string"]]);
    expect(data.inscricoes[0].emails.map((email) => email.tipo)).toEqual(["confirmacao", "inscricao", "boletim"]);
    // Each request is an event of the service's log, which names no address.
    expect(events).toMatch(/\[serviço\] evento: dados de uma pessoa consultados por .+ em \d{4}-.+: 8 linha\(s\)/);
    expect(events).not.toMatch(/ana\.lima|example\.org/i);
  });
});

describe("apagar <e-mail>", () => {
  it("asks first, and without CONTACT_ERASURE_KEY refuses: the hash it keeps needs it", async () => {
    twoPeople();
    const unkeyed = await mensagens(["apagar", ANA, "--sim"], settings({ CONTACT_ERASURE_KEY: "" }));
    expect(unkeyed.code).toBe(1);
    expect(unkeyed.text).toContain("defina-a (openssl rand -hex 32)");
    const asked = await command(["apagar", ANA], settings(), "não\n");
    expect(asked.code).toBe(1);
    expect(asked.stdout).toContain('Digite "sim" para apagar: Nada foi apagado.');
    expect((await mensagens(["dados", ANA])).text).toContain("Mensagens de contato: 2");
  });

  it("while the service runs, deletes one person's rows and their bytes from the store's files, and nothing of another", async () => {
    const smtp = await scriptedSmtp();
    const service = await serviceProcess({
      SERVICE_PORT: "0",
      SITE_URL: "https://evolucao.example.org",
      CONTACT_STORE_DIR: dir(),
      CONTACT_SMTP_URL: smtp.url,
      CONTACT_TO: "instituto@example.org",
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT: "off",
    });
    const post = (fields: Record<string, string>) =>
      fetch(`${service.url}/mensagens/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams(fields).toString(),
      });
    const subscribeBy = (email: string) =>
      post({ "form-name": "newsletter", email, consentimento: "sim", site: "", tempo: "4000" });
    /** The path of the confirmation link of the `count`th confirmation e-mail to `email`, once it has arrived. */
    const confirmationTo = async (email: string, count: number) => {
      const mails = () =>
        smtp.accepted.filter(
          (mail) =>
            mail.subject?.startsWith("Confirme") && [mail.to].flat()[0]?.text.toLowerCase() === email.toLowerCase(),
        );
      await smtp.until(() => mails().length >= count);
      const link = /https:\/\/evolucao\.example\.org(\/mensagens\/confirmar\/[\w-]+)/.exec(
        mails()[count - 1].text ?? "",
      );
      return link?.[1] ?? "";
    };
    try {
      for (const fields of [
        contactSend({ nome: "Ana Lima", email: "Ana.Lima+site@Example.ORG", mensagem: "MARCA-ANA-1" }),
        contactSend({ nome: "Ana Lima", email: ANA, mensagem: "MARCA-ANA-2" }),
        contactSend({ nome: "Bruno Reis", email: "bruno@example.org", mensagem: "MARCA-BRUNO" }),
      ])
        expect((await post(fields)).status).toBe(200);
      for (const email of ["ANA.LIMA@example.org", "bruno@example.org"]) {
        expect((await subscribeBy(email)).status).toBe(200);
        const confirm = await confirmationTo(email, 1);
        expect((await fetch(`${service.url}${confirm}`, { method: "POST" })).status).toBe(200);
      }
      // Three messages, two confirmations and two notices, each written down as delivered.
      await service.log.count(/e-mail \S+ \d+ entregue/, 7);

      const erased = await command(["apagar", "ana.lima+outra@EXAMPLE.org", "--sim"], settings());
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain("Apagadas 8 linha(s): 2 mensagem(ns), 1 inscrição(ões), 4 e-mail(s).");
      expect(erased.stdout).toContain("o endereço não aparece mais nos seus arquivos.");
      expect(erased.stderr).toMatch(/\[serviço\] evento: dados de uma pessoa apagados por .+: 8 linha\(s\)/);
      expect(erased.stderr).not.toMatch(/ana\.lima|example\.org/i);

      // The store's files as bytes, the service still holding them open: the database, its -wal, its -shm.
      const files = fs.readdirSync(dir()).filter((name) => name.startsWith("mensagens.sqlite"));
      const bytes = files.map((name) => fs.readFileSync(path.join(dir(), name)).toString("latin1").toLowerCase());
      expect(files.sort()).toEqual(["mensagens.sqlite", "mensagens.sqlite-shm", "mensagens.sqlite-wal"]);
      expect(bytes.filter((text) => /ana\.lima|marca-ana|ana lima/.test(text))).toEqual([]);
      expect(bytes.some((text) => text.includes("marca-bruno"))).toBe(true);

      const listed = await mensagens(["listar"]);
      expect(listed.text).toContain("1 mensagem(ns)");
      expect(listed.text).toContain("Bruno Reis <bruno@example.org>");
      expect(listed.text).toContain("MARCA-BRUNO");
      const subscriptions = await mensagens(["inscricoes"]);
      expect(subscriptions.text).toMatch(
        /^1 inscrição\(ões\) confirmada\(s\), 1 pedido\(s\) ao todo\nbruno@example\.org /,
      );

      // Asking again needs the double opt-in again: a confirmation, and nothing subscribed until it is used.
      expect((await subscribeBy(ANA)).status).toBe(200);
      expect(await confirmationTo(ANA, 2)).not.toBe("");
      await service.log.count(/e-mail \S+ \d+ entregue/, 8);
      const again = (await mensagens(["inscricoes"])).text;
      expect(again).toContain("1 inscrição(ões) confirmada(s), 2 pedido(s) ao todo");
      expect(again).toMatch(new RegExp(`${ANA.replace(".", "\\.")}  pedida em \\S+  aguardando confirmação`));
    } finally {
      await killed(service.child);
      await smtp.stop();
    }
  });

  it("ends while four connections send without pause, within the bound it states, the address gone from the files' bytes and every send answered", async () => {
    // Months of messages: the rewrite writes the whole store into the write-ahead log, which the running
    // service, at its next commits, folds back into the store on its own.
    const store = openStore(dir());
    try {
      store.batch(() => {
        for (let i = 1; i <= 20_000; i += 1)
          addMessage(
            store.db,
            store.now(),
            message(`pessoa${i}@example.org`, `Mensagem ${i} `.repeat(20), `Pessoa ${i}`),
          );
        addMessage(store.db, store.now(), message(ANA, "MARCA-ANA-1"));
      });
    } finally {
      store.close();
    }
    const service = await serviceProcess({
      SERVICE_PORT: "0",
      CONTACT_STORE_DIR: dir(),
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT: "off",
    });
    const answers = watched();
    const statuses: number[] = [];
    let sending = true;
    const body = new URLSearchParams(contactSend({ mensagem: "Enquanto apagar roda." })).toString();
    const sender = async () => {
      while (sending) {
        const answer = await fetch(`${service.url}/mensagens/`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body,
        });
        await answer.arrayBuffer();
        statuses.push(answer.status);
        answers.changed();
      }
    };
    const senders = Array.from({ length: 4 }, sender);
    try {
      await answers.until(() => statuses.length >= 40);
      const before = statuses.length;
      const erased = await command(["apagar", ANA, "--sim"], settings());
      const meanwhile = statuses.length - before;
      expect(erased.stdout).toMatch(
        /esvaziado em \d+(,\d+)? s \(apagar tenta por até 10 s\): o endereço não aparece mais/,
      );
      expect(erased.code).toBe(0);
      expect(meanwhile).toBeGreaterThan(0);
      const files = fs.readdirSync(dir()).filter((name) => name.startsWith("mensagens.sqlite"));
      const bytes = files.map((name) => fs.readFileSync(path.join(dir(), name)).toString("latin1").toLowerCase());
      expect(bytes.filter((text) => /ana\.lima|marca-ana|ana lima/.test(text))).toEqual([]);
    } finally {
      sending = false;
      await Promise.all(senders);
      await killed(service.child);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("searches the files for every spelling of the address it deleted, one that came while it asked included", async () => {
    twoPeople();
    const store = openStore(dir());
    // Bruno's message names an address of hers no row of hers holds yet: apagar does not change it.
    const citing = message("bruno@example.org", "Escreva para ana.lima+nova@example.org, por favor.", "Bruno");
    storeMessage(store, { ...citing, assunto: "Um contato" });
    // The answer to its question, typed when the test says.
    const typed = new PassThrough();
    const createInterface = readline.createInterface;
    jest.spyOn(readline, "createInterface").mockImplementation(() => createInterface({ input: typed }));
    let text = "";
    const printed = watched();
    const erasing = run(["apagar", ANA], (chunk) => ((text += chunk), printed.changed()), settings());
    try {
      await printed.until(() => text.includes('Digite "sim" para apagar: '));
      expect(text).toContain("2 mensagem(ns)");
      // While it asks, she writes from that address.
      storeMessage(store, message("Ana.Lima+nova@Example.ORG", "MARCA-ANA-3"));
    } finally {
      store.close();
      typed.end("sim\n");
    }
    expect(await erasing).toBe(0);
    expect(text).toContain("3 mensagem(ns), 1 inscrição(ões)");
    expect(text).toContain("o endereço ainda aparece 1 vez(es) nos arquivos, em dados de outras pessoas");
  });

  it("leaves no byte of what an earlier release deleted without overwriting it", async () => {
    twoPeople();
    // As a release before this one deleted: a message of hers, past the retention, with its bytes left in the file.
    const earlier = new Database(path.join(dir(), "mensagens.sqlite"));
    earlier.pragma("secure_delete = OFF");
    earlier
      .prepare(
        "INSERT INTO messages (received_at, nome, email, whatsapp, assunto, mensagem) VALUES (?, ?, ?, '', ?, ?)",
      )
      .run("2025-01-01T00:00:00.000Z", "Ana Lima", ANA, "Antiga", "MARCA-ANA-ANTIGA");
    earlier.prepare("DELETE FROM messages WHERE mensagem = 'MARCA-ANA-ANTIGA'").run();
    earlier.pragma("wal_checkpoint(TRUNCATE)");
    earlier.close();
    const bytes = () => fs.readFileSync(path.join(dir(), "mensagens.sqlite")).toString("latin1");
    expect(bytes()).toContain("MARCA-ANA-ANTIGA");
    expect((await mensagens(["apagar", ANA, "--sim"])).text).toContain(
      "o endereço não aparece mais nos seus arquivos.",
    );
    expect(bytes()).not.toMatch(/MARCA-ANA|ana\.lima/i);
    expect(bytes()).toContain("MARCA-BRUNO");
  });

  it("keeps a keyed hash by which a copy taken before, once restored, loses that person's rows again; what she asked since stays", async () => {
    twoPeople();
    const copies = path.dirname(dir());
    const before = path.join(copies, "antes.sqlite");
    expect((await mensagens(["backup", before])).code).toBe(0);
    expect((await mensagens(["apagar", ANA, "--sim"])).code).toBe(0);
    // She subscribes again, by a new double opt-in, after the erasure; a copy is taken after that.
    const later = openStore(dir(), () => Date.now() + 60_000);
    try {
      subscribe(later, "Ana.Lima@example.org");
    } finally {
      later.close();
    }
    const after = path.join(copies, "depois.sqlite");
    expect((await mensagens(["backup", after])).code).toBe(0);

    const restored = await mensagens(["restaurar", before]);
    expect(restored.code).toBe(0);
    expect(restored.text).toContain("Apagamentos feitos depois da cópia, aplicados de novo: 10 linha(s).");
    const gone = (await mensagens(["dados", ANA])).text;
    expect(gone).toContain("Mensagens de contato: 0");
    expect(gone).toContain("Inscrições no boletim: 0");
    expect(gone).toMatch(/já foram apagados uma vez, em \d{4}-/);
    expect((await mensagens(["dados", "bruno@example.org"])).text).toContain("Mensagens de contato: 1");

    expect((await mensagens(["restaurar", after])).code).toBe(0);
    const since = (await mensagens(["dados", ANA])).text;
    expect(since).toContain("Mensagens de contato: 0");
    expect(since).toContain("Inscrições no boletim: 1\n  Ana.Lima@example.org");
  });
});
