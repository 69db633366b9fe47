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
  gate,
  killed,
  scriptedSmtp,
  serviceProcess,
  settled,
  type ScriptedSmtp,
  type SmtpBehaviour,
} from "./fixtures/service-process";

/**
 * The newsletter's editions where the service runs (docs/service.md, "Editions"): `npm run mensagens
 * -- boletim enviar` queues an edition for every subscription confirmed at that moment, and the
 * running service delivers it once to each, through a stop, a kill and a second `enviar`, at its
 * pace, with the subscriber's own one-click way out, and never to an address its server refused for
 * good. Black-box: the service as its own process (where it is stopped or killed) or in this one, an
 * SMTP stand-in, the CLI. An edition is mostly queued before the service starts, which sends what is
 * queued at once; one test queues it while the service runs, which finds it at its next look.
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
    CONTACT_RETRY_FIRST_MS: "5",
    CONTACT_RETRY_MAX_MS: "10",
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

/** The SMTP stand-in, and the settings of a service that sends to it. */
async function mailServer(behaviour: SmtpBehaviour = {}, extra: Record<string, string> = {}) {
  smtp = await scriptedSmtp(behaviour);
  return { env: settings(smtp.url, extra), smtp };
}

/** The service started in this process with `env`, which sends at once what is queued. */
async function started(env: Record<string, string>) {
  await service?.close();
  service = await startService(readConfig(env), { log: () => undefined });
  return service;
}

/** The service started, and done: once none of its e-mails waits. */
async function delivered(env: Record<string, string>) {
  await settled(await started(env));
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

    const { env, smtp } = await mailServer();
    const queued = await mensagens(env, "boletim", "enviar", "2");
    expect(queued).toEqual({ code: 0, text: expect.stringContaining("na fila para 3 inscrição(ões)") as unknown });
    await delivered(env);
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

  it("queued again while the service runs, reaches only those confirmed since, and nobody twice", async () => {
    prepare(people(2));
    const { env, smtp } = await mailServer();
    expect((await mensagens(env, "boletim", "enviar", "1")).text).toContain("na fila para 2 inscrição(ões)");
    const running = await started(env);
    await settled(running);
    confirmedSubscribers(running.store, people(1, 3));
    const again = await mensagens(env, "boletim", "enviar", "1");
    expect(again.text).toContain("na fila para 1 inscrição(ões) (2 já na fila antes)");
    expect((await mensagens(env, "boletim", "enviar", "1")).text).toContain("na fila para 0 inscrição(ões)");
    // The running service finds it at its next look for what the command queued.
    await smtp.until(() => smtp.accepted.length >= 3);
    await settled(running);
    expect(recipients(smtp.accepted)).toEqual(people(3));
  });

  it("reaches no address whose server refused one for good (5xx, three times): it is marked bounced, and `inscricoes` says so", async () => {
    prepare(people(3));
    const { env, smtp } = await mailServer({
      recipientAnswer: (address) => (address === "pessoa2@example.org" ? 550 : null),
    });
    await mensagens(env, "boletim", "enviar", "1");
    await delivered(env);
    expect(smtp.tries.recipients.filter((to) => to === "pessoa2@example.org")).toHaveLength(3);
    expect(recipients(smtp.accepted)).toEqual(["pessoa1@example.org", "pessoa3@example.org"]);
    expect((await mensagens(env, "inscricoes")).text).toMatch(
      /pessoa2@example\.org .*recusada pelo servidor de e-mail em \d{4}-.*não recebe mais os boletins/,
    );
    expect((await mensagens(env, "boletins")).text).toMatch(/nº 1 .*\n\s+enviado em .*: 2 entregues, 1 falharam/);
    expect((await mensagens(env, "boletim", "enviar", "2")).text).toContain("na fila para 2 inscrição(ões)");
    await delivered(env);
    expect(recipients(onlyEdition(smtp.accepted, 2))).toEqual(["pessoa1@example.org", "pessoa3@example.org"]);
  });

  it("leaves by one click (a POST with no page or cookie); a link scanner's GET leaves nobody", async () => {
    prepare(people(2));
    const { env, smtp } = await mailServer();
    await mensagens(env, "boletim", "enviar", "1");
    await delivered(env);
    const local = (mail: ParsedMail) => leaveOf(mail).replace(SITE, "");
    const [first, second] = [...smtp.accepted].sort((a, b) =>
      recipients([a])
        .join()
        .localeCompare(recipients([b]).join()),
    );
    const scanned = await service?.app.inject({ method: "GET", url: local(first) });
    expect(scanned?.statusCode).toBe(200);
    expect(scanned?.body).toContain("<button");
    const left = await service?.app.inject({
      method: "POST",
      url: local(second),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left?.statusCode).toBe(200);
    expect(left?.headers["set-cookie"]).toBeUndefined();
    expect((await mensagens(env, "boletim", "enviar", "2")).text).toContain("na fila para 1 inscrição(ões)");
    await delivered(env);
    expect(recipients(onlyEdition(smtp.accepted, 2))).toEqual(["pessoa1@example.org"]);
  });

  it("keeps its pace (NEWSLETTER_PER_HOUR), while a contact message waits for none of its e-mails", async () => {
    // One an hour: after the first e-mail of the edition, the next waits an hour (the spacing itself,
    // one every hour/N from the last one sent, is in service-outbox.test.ts, on a fake clock).
    prepare(people(4));
    const { env, smtp } = await mailServer({}, { NEWSLETTER_PER_HOUR: "1" });
    await mensagens(env, "boletim", "enviar", "1");
    const running = await started(env);
    await smtp.until(() => onlyEdition(smtp.accepted, 1).length === 1);
    const contact = await running.app.inject({
      method: "POST",
      url: "/mensagens/",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: new URLSearchParams(contactSend({ assunto: "Durante o boletim" })).toString(),
    });
    expect(contact.statusCode).toBe(200);
    await smtp.until(() => smtp.subjects.includes("[Contato pelo site] Durante o boletim"));
    expect(onlyEdition(smtp.accepted, 1)).toHaveLength(1);
  });
});

describe("an edition through a stop and a crash", () => {
  /**
   * An edition of 12 queued, the service in a process of its own; once 4 have gone, the mail server holds
   * the next e-mails of its 4 connections until `signal` has stopped the service (the held ones answered,
   * once a stop has begun, or after a kill). The service is started again; resolves, once none of its
   * e-mails waits, with every e-mail the server accepted.
   */
  async function stoppedMidway(signal: "SIGTERM" | "SIGKILL"): Promise<ParsedMail[]> {
    prepare(people(12));
    const held = gate();
    const { env, smtp: server } = await mailServer({
      beforeAccept: async (count) => {
        if (count > 4) await held.opened;
      },
    });
    await mensagens(env, "boletim", "enviar", "1");
    const first = await serviceProcess(env);
    try {
      await server.until(() => server.accepted.length >= 4 && server.tries.messages >= 8);
      const exit = exited(first.child);
      first.child.kill(signal);
      if (signal === "SIGTERM") await first.log.next(/parando/);
      held.open();
      const code = await exit;
      if (signal === "SIGTERM") expect(code).toBe(0);
    } finally {
      if (first.child.exitCode === null) await killed(first.child);
    }
    expect(server.accepted.length).toBeLessThan(12);
    await delivered(env);
    return [...server.accepted];
  }

  it("stopped in the middle (SIGTERM) and started again, reaches each subscriber once", async () => {
    expect(recipients(await stoppedMidway("SIGTERM"))).toEqual(people(12).sort());
  });

  it("killed (SIGKILL) in the middle, reaches each subscriber, a repeat only for an e-mail in flight, with its Message-ID", async () => {
    const mails = await stoppedMidway("SIGKILL");
    expect([...new Set(recipients(mails))]).toEqual(people(12).sort());
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of mails) {
      const to = recipients([mail]).join();
      byRecipient.set(to, (byRecipient.get(to) ?? new Set<string>()).add(mail.messageId ?? ""));
    }
    // Every copy of one subscriber's e-mail has one Message-ID; at most the e-mails in flight went twice.
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(mails.length - 12).toBeLessThanOrEqual(4);
  });
});

describe("npm run mensagens for the editions", () => {
  it("sends a test copy, '[Teste]' in its subject, whose way out leaves nobody", async () => {
    prepare(["ana@example.org"]);
    const { env, smtp } = await mailServer();
    const running = await started(env);
    const test = await mensagens(env, "boletim", "teste", "2", "revisora@example.org");
    expect(test).toEqual({ code: 0, text: "Teste do boletim nº 2 enviado para revisora@example.org.\n" });
    // Sent by the command itself, before it answered.
    const [copy] = smtp.accepted;
    expect([copy.subject, recipients([copy])]).toEqual([
      "[Teste] Boletim nº 2: Edição de teste 2",
      ["revisora@example.org"],
    ]);
    const leave = leaveOf(copy).replace(SITE, "");
    expect((await running.app.inject({ method: "POST", url: leave })).statusCode).toBe(404);
    expect(newsletterOf(running.store).all()[0].leftAt).toBeNull();
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
