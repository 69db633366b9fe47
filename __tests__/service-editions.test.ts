/**
 * @jest-environment node
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { run } from "../src/service/cli";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { testServiceSettings } from "../e2e/support/processes";
import { confirmedSubscribers, writeEditions } from "./fixtures/editions-site";
import { contactSend } from "./fixtures/contact-send";
import { scratchStore } from "./fixtures/scratch-store";
import { newsletterOf, openStore } from "./fixtures/store-helpers";
import {
  exited,
  killed,
  scriptedSmtp,
  serviceProcess,
  sleep,
  waitUntil,
  type ScriptedSmtp,
  type SmtpBehaviour,
} from "./fixtures/service-process";

/**
 * The newsletter's editions where the service runs (docs/service.md, "Editions"): `npm run mensagens
 * -- boletim enviar` queues an edition for every subscription confirmed at that moment, and the
 * running service delivers it once to each, through a stop, a kill and a second `enviar`, at its
 * pace, with the subscriber's own one-click way out, and never to an address its server refused for
 * good. Black-box: the service as its own process or in this one, an SMTP stand-in, the CLI.
 */
const { dir: storeDir } = scratchStore("boletins-");
const siteDir = () => path.join(path.dirname(storeDir()), "site");
const SITE = "https://evolucao.example.org";

let smtp: ScriptedSmtp | undefined;
let service: Service | undefined;
afterEach(async () => {
  await service?.close();
  await smtp?.stop();
  service = smtp = undefined;
});

const settings = (smtpUrl: string, extra: Record<string, string> = {}) =>
  testServiceSettings(storeDir(), smtpUrl, {
    SITE_URL: SITE,
    NEWSLETTER_SITE_DIR: siteDir(),
    NEWSLETTER_PER_HOUR: "off",
    CONTACT_RETRY_FIRST_MS: "100",
    CONTACT_RETRY_MAX_MS: "200",
    ...extra,
  });

/** `npm run mensagens` with `args`: its exit code and what it printed. */
async function mensagens(env: Record<string, string>, ...args: string[]) {
  let text = "";
  const code = await run(args, (chunk) => (text += chunk), env);
  return { code, text };
}

/** A site with editions 1 and 2, and a store with `emails` confirmed. */
function prepare(emails: string[]) {
  writeEditions(siteDir(), [1, 2]);
  const store = openStore(storeDir());
  try {
    confirmedSubscribers(store, emails);
  } finally {
    store.close();
  }
}

const people = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `pessoa${from + i}@example.org`);
const recipients = (mails: ParsedMail[]) =>
  mails.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : "")).sort();
/** A header of `mail` as it was sent, unfolded. */
const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? "").replace(/^[^:]*:\s*/, "").replace(/\r?\n\s+/g, " ");
/** The address of `mail`'s way out, from its List-Unsubscribe header. */
const leaveOf = (mail: ParsedMail) => /^<([^>]*)>$/.exec(header(mail, "list-unsubscribe"))?.[1] ?? "";
const onlyEdition = (mails: ParsedMail[], numero: number) =>
  mails.filter((mail) => mail.subject?.startsWith(`Boletim nº ${numero}:`));

async function inProcess(behaviour: SmtpBehaviour = {}, extra: Record<string, string> = {}) {
  smtp = await scriptedSmtp(behaviour);
  const env = settings(smtp.url, extra);
  service = await startService(readConfig(env), { log: () => undefined });
  return { env, smtp, service };
}

describe("an edition queued", () => {
  it("goes once to each subscription confirmed and not left, with the subscriber's own one-click way out and no other link of theirs", async () => {
    prepare(people(3));
    // One who asked and never confirmed, and one who left: neither is queued.
    const store = openStore(storeDir());
    const newsletter = newsletterOf(store);
    newsletter.request("sem-confirmar@example.org");
    const leaving = newsletter.request("saiu@example.org");
    if (leaving.outcome !== "new") throw new Error(leaving.outcome);
    newsletter.confirm(leaving.confirmToken);
    const secret = store.db
      .prepare("SELECT secret FROM outbox WHERE kind = 'confirmacao' ORDER BY id DESC LIMIT 1")
      .get() as { secret: string };
    newsletter.leave((JSON.parse(secret.secret) as { leaveToken: string }).leaveToken);
    store.db.prepare("UPDATE outbox SET sent_at = created_at WHERE sent_at IS NULL").run();
    store.close();

    const { env, smtp } = await inProcess();
    const queued = await mensagens(env, "boletim", "enviar", "2");
    expect(queued).toEqual({ code: 0, text: expect.stringContaining("na fila para 3 inscrição(ões)") as unknown });
    await waitUntil(() => smtp.accepted.length >= 3);
    await sleep(500);
    expect(recipients(smtp.accepted)).toEqual(people(3));
    for (const mail of smtp.accepted) {
      const address = mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : "";
      const unsubscribe = { url: leaveOf(mail) };
      expect(mail.subject).toBe("Boletim nº 2: Edição de teste 2");
      expect(unsubscribe.url).toMatch(/^https:\/\/evolucao\.example\.org\/mensagens\/sair\/[A-Za-z0-9_-]{32}$/);
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(header(mail, "list-id")).toMatch(/ <boletim\.evolucao\.example\.org>$/);
      // The same way out in the body, the only address of the subscriber's own; no placeholder left.
      expect([address, mail.text?.includes(unsubscribe.url), String(mail.html).includes(unsubscribe.url)]).toEqual([
        address,
        true,
        true,
      ]);
      const links = [...String(mail.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(links).toEqual([`${SITE}/boletins/2/`, unsubscribe.url]);
      expect(`${mail.text ?? ""}${String(mail.html)}`).not.toContain("%%");
    }
    const listed = await mensagens(env, "boletins");
    expect(listed.text).toMatch(/nº 2 .*\n\s+enviado em \d{4}-[^:]*:\d\d:\d\d\.\d+Z: 3 entregues, 0 falharam/);
    expect(listed.text).toMatch(/nº 1 .*\n\s+não enviado/);
  });

  it("queued again reaches only those confirmed since, and nobody twice", async () => {
    prepare(people(2));
    const { env, smtp, service } = await inProcess();
    expect((await mensagens(env, "boletim", "enviar", "1")).text).toContain("na fila para 2 inscrição(ões)");
    await waitUntil(() => smtp.accepted.length >= 2);
    confirmedSubscribers(service.store, people(1, 3));
    const again = await mensagens(env, "boletim", "enviar", "1");
    expect(again.text).toContain("na fila para 1 inscrição(ões) (2 já na fila antes)");
    expect((await mensagens(env, "boletim", "enviar", "1")).text).toContain("na fila para 0 inscrição(ões)");
    await waitUntil(() => smtp.accepted.length >= 3);
    await sleep(2500);
    expect(recipients(smtp.accepted)).toEqual(people(3));
  });

  it("reaches no address whose server refused one for good (5xx, three times): it is marked bounced, and `inscricoes` says so", async () => {
    prepare(people(3));
    const { env, smtp } = await inProcess({
      recipientAnswer: (address) => (address === "pessoa2@example.org" ? 550 : null),
    });
    await mensagens(env, "boletim", "enviar", "1");
    await waitUntil(() => smtp.tries.recipients.filter((to) => to === "pessoa2@example.org").length >= 3);
    await waitUntil(() => smtp.accepted.length >= 2);
    await sleep(500);
    expect((await mensagens(env, "inscricoes")).text).toMatch(
      /pessoa2@example\.org .*recusada pelo servidor de e-mail em \d{4}-.*não recebe mais os boletins/,
    );
    expect((await mensagens(env, "boletins")).text).toMatch(/nº 1 .*\n\s+enviado em .*: 2 entregues, 1 falharam/);
    expect((await mensagens(env, "boletim", "enviar", "2")).text).toContain("na fila para 2 inscrição(ões)");
    await waitUntil(() => onlyEdition(smtp.accepted, 2).length >= 2);
    await sleep(500);
    expect(recipients(onlyEdition(smtp.accepted, 2))).toEqual(["pessoa1@example.org", "pessoa3@example.org"]);
  });

  it("leaves by one click (a POST with no page or cookie); a link scanner's GET leaves nobody", async () => {
    prepare(people(2));
    const { env, smtp, service } = await inProcess();
    await mensagens(env, "boletim", "enviar", "1");
    await waitUntil(() => smtp.accepted.length >= 2);
    const local = (mail: ParsedMail) => leaveOf(mail).replace(SITE, service.url);
    const [first, second] = [...smtp.accepted].sort((a, b) =>
      recipients([a])
        .join()
        .localeCompare(recipients([b]).join()),
    );
    const scanned = await fetch(local(first));
    expect(scanned.status).toBe(200);
    expect(await scanned.text()).toContain("<button");
    const left = await fetch(local(second), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);
    expect(left.headers.get("set-cookie")).toBeNull();
    expect((await mensagens(env, "boletim", "enviar", "2")).text).toContain("na fila para 1 inscrição(ões)");
    await waitUntil(() => onlyEdition(smtp.accepted, 2).length >= 1);
    await sleep(500);
    expect(recipients(onlyEdition(smtp.accepted, 2))).toEqual(["pessoa1@example.org"]);
  });

  it("keeps its pace: at most NEWSLETTER_PER_HOUR e-mails an hour, spread over it, while a contact message waits for none of them", async () => {
    prepare(people(4));
    const accepted: number[] = [];
    const { env, smtp, service } = await inProcess(
      {
        beforeAccept: async (_count, mail) => {
          if (mail.subject?.startsWith("Boletim")) accepted.push(Date.now());
        },
      },
      // One e-mail every 600 ms.
      { NEWSLETTER_PER_HOUR: "6000" },
    );
    await mensagens(env, "boletim", "enviar", "1");
    await waitUntil(() => accepted.length >= 1);
    const sent = Date.now();
    const contact = await fetch(`${service.url}/mensagens/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(contactSend({ assunto: "Durante o boletim" })),
    });
    expect(contact.status).toBe(200);
    await waitUntil(() => smtp.subjects.includes("[Contato pelo site] Durante o boletim"));
    const contactMs = Date.now() - sent;
    await waitUntil(() => accepted.length >= 4);
    // Spread, not a burst: no two closer than half the spacing, the four no sooner than three spacings
    // (less the mail server's own jitter in taking each).
    const gaps = accepted.slice(1).map((at, i) => at - accepted[i]);
    const span = accepted[3] - accepted[0];
    expect([contactMs < 500, gaps.every((gap) => gap >= 300), span >= 3 * 600 - 150]).toEqual([true, true, true]);
  });
});

describe("an edition through a stop and a crash", () => {
  /**
   * An edition of 30 queued, through an SMTP server that takes 60 ms a message (a busy provider); the
   * service stopped by `signal` once 8 have gone, and started again. Resolves, once every subscriber has
   * one, with every e-mail the server accepted.
   */
  async function stoppedMidway(signal: "SIGTERM" | "SIGKILL"): Promise<ParsedMail[]> {
    prepare(people(30));
    const server = await scriptedSmtp({ beforeAccept: () => sleep(60) });
    smtp = server;
    const env = settings(server.url);
    const first = await serviceProcess(env);
    await mensagens(env, "boletim", "enviar", "1");
    await waitUntil(() => server.accepted.length >= 8);
    const exit = exited(first.child);
    first.child.kill(signal);
    const code = await exit;
    if (signal === "SIGTERM") expect(code).toBe(0);
    expect(server.accepted.length).toBeLessThan(30);
    const second = await serviceProcess(env);
    try {
      await waitUntil(() => new Set(recipients(server.accepted)).size >= 30);
      await sleep(1000);
      return [...server.accepted];
    } finally {
      await killed(second.child);
    }
  }

  it("stopped in the middle (SIGTERM) and started again, reaches each subscriber once", async () => {
    expect(recipients(await stoppedMidway("SIGTERM"))).toEqual(people(30).sort());
  });

  it("killed (SIGKILL) in the middle, reaches each subscriber, a repeat only for an e-mail in flight, with its Message-ID", async () => {
    const mails = await stoppedMidway("SIGKILL");
    expect([...new Set(recipients(mails))]).toEqual(people(30).sort());
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of mails) {
      const to = recipients([mail]).join();
      byRecipient.set(to, (byRecipient.get(to) ?? new Set<string>()).add(mail.messageId ?? ""));
    }
    // Every copy of one subscriber's e-mail has one Message-ID; at most the e-mails in flight went twice.
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(mails.length - 30).toBeLessThanOrEqual(8);
  });
});

describe("npm run mensagens for the editions", () => {
  it("sends a test copy, '[Teste]' in its subject, whose way out leaves nobody", async () => {
    prepare(["ana@example.org"]);
    const { env, smtp, service } = await inProcess();
    const test = await mensagens(env, "boletim", "teste", "2", "revisora@example.org");
    expect(test).toEqual({ code: 0, text: "Teste do boletim nº 2 enviado para revisora@example.org.\n" });
    await waitUntil(() => smtp.accepted.length >= 1);
    const [copy] = smtp.accepted;
    expect([copy.subject, recipients([copy])]).toEqual([
      "[Teste] Boletim nº 2: Edição de teste 2",
      ["revisora@example.org"],
    ]);
    const leave = leaveOf(copy).replace(SITE, service.url);
    expect((await fetch(leave, { method: "POST" })).status).toBe(404);
    expect(newsletterOf(service.store).all()[0].leftAt).toBeNull();
    expect((await mensagens(env, "boletins")).text).toMatch(
      /nº 2 .*\n\s+teste enviado para revisora@example\.org em \d{4}-[^;]*; não enviado/,
    );
    expect((await mensagens(env, "boletim", "teste", "2", "não-é-e-mail")).code).toBe(2);
    expect(await mensagens(env, "boletim", "enviar", "9")).toEqual({
      code: 1,
      text: "Não foi possível: o site não publica o boletim nº 9\n",
    });
  });

  it("reads the editions from SITE_URL when no built folder is named, and refuses a manifest whose paths are not its numbers'", async () => {
    writeEditions(siteDir(), [1]);
    const site = http.createServer((request, response) => {
      const file = path.join(siteDir(), ...(request.url ?? "/").split("?")[0].split("/").filter(Boolean));
      if (!fs.existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", () => resolve()));
    try {
      const env = {
        ...settings(""),
        NEWSLETTER_SITE_DIR: "",
        SITE_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
      };
      expect((await mensagens(env, "boletins")).text).toMatch(
        /^1 boletim\(ns\) publicado\(s\)\nnº 1 {2}2026-11-20 {2}Edição de teste 1\n/,
      );
      const manifest = path.join(siteDir(), "boletins", "edicoes.json");
      fs.writeFileSync(
        manifest,
        fs.readFileSync(manifest, "utf8").replace("/boletins/1/email.html", "/../../etc/passwd"),
      );
      const refused = await mensagens(env, "boletins");
      expect(refused).toEqual({ code: 1, text: expect.stringContaining("inválido") as unknown });
    } finally {
      site.close();
    }
  });
});
