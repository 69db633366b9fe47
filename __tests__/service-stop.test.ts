/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import type { ParsedMail } from "mailparser";
import { contactSend } from "./fixtures/contact-send";
import { testServiceSettings } from "../e2e/support/processes";
import { scratchStore } from "./fixtures/scratch-store";
import { holdLock } from "./fixtures/store-lock";
import {
  exited,
  killed,
  scriptedSmtp,
  serviceProcess,
  sleep,
  storedCount,
  waitUntil,
} from "./fixtures/service-process";

/**
 * The service stopped as systemd stops it (SIGTERM, then a restart), or killed, at the worst moments:
 * while another process holds the store's lock, or the disk takes no write, just after the mail server
 * accepted an e-mail, and in the middle of a burst of sends. A stop that outlasts the store's outage
 * sends nothing twice; a crash, or a stop whose wait ends first, sends that one e-mail again with the
 * same Message-ID (docs/service.md, "What is promised, and what is not"); every visitor whose message was stored is
 * told so.
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

describe("a stop while the store cannot take what the mail server accepted", () => {
  /**
   * The mail server takes 1.5 s to accept the first e-mail; 0.3 s into that, another process takes the
   * store's lock for `lockMs`, so the service cannot write that the e-mail went.
   */
  const slowAndLocking = (lockMs: number) => {
    let released: Promise<void> | undefined;
    const server = scriptedSmtp({
      beforeAccept: async (count) => {
        if (count !== 1) return;
        await sleep(300);
        ({ released } = await holdLock(storeFile(), lockMs));
        await sleep(1200);
      },
    });
    return { server: () => server, released: () => released };
  };

  it("waits for the store within the stop's time, writes the outcome, and the restarted service does not send it again", async () => {
    const scenario = slowAndLocking(4000);
    const { mails, firstOutput } = await stopDuringLockWith(scenario, { stop: "SIGTERM" });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([subject("Primeira"), subject("Segunda")]);
    // The stop itself wrote it: nothing was left for the next start.
    expect(firstOutput).not.toMatch(/vai de novo no próximo início/);
  });

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

  it("sends the e-mail again, with its Message-ID, when the store still refuses the write at the end of the stop's time", async () => {
    const scenario = slowAndLocking(5000);
    const { mails, firstOutput } = await stopDuringLockWith(scenario, {
      stop: "SIGTERM",
      env: { SERVICE_STOP_WAIT_MS: "500" },
    });
    repeatedOnce(mails);
    expect(firstOutput).toMatch(
      /e-mail mensagem 1: estado não gravado .*vai de novo no próximo início, com o mesmo Message-ID/,
    );
  });

  it("sends the e-mail again, with its Message-ID, after a kill while another process locks the store", async () => {
    const scenario = slowAndLocking(4000);
    repeatedOnce((await stopDuringLockWith(scenario, { stop: "SIGKILL" })).mails);
  });

  it("sends the e-mail again, with its Message-ID, after a kill while the disk takes no write", async () => {
    let pid = 0;
    let full = false;
    const server = await scriptedSmtp({
      beforeAccept: async (count) => {
        if (count !== 1) return;
        // No file of the service's may be written past its first byte, as on a full disk.
        execFileSync("prlimit", ["--pid", String(pid), "--fsize=1:"]);
        full = true;
      },
    });
    const settings = testServiceSettings(storeDir(), server.url, { CONTACT_RETRY_MAX_MS: "300" });
    const first = await serviceProcess(settings);
    pid = first.child.pid ?? 0;
    let second: Awaited<ReturnType<typeof serviceProcess>> | undefined;
    try {
      expect((await post(first.url, CONTACT)).status).toBe(200);
      await waitUntil(() => full && server.subjects.length === 1);
      await sleep(500);
      await killed(first.child);
      second = await serviceProcess(settings);
      expect((await post(second.url, { ...CONTACT, assunto: "Segunda" })).status).toBe(200);
      await waitUntil(() => server.subjects.includes(subject("Segunda")));
      await sleep(1500);
      repeatedOnce(server.accepted);
    } finally {
      if (first.child.exitCode === null) await killed(first.child);
      if (second && second.child.exitCode === null) await killed(second.child);
      await server.stop();
    }
  });

  /**
   * The service is sent the scenario's first message, and stopped (`stop`) 0.5 s after the mail server
   * accepted it, the lock still held; it is started again at once, and once the lock is gone a second
   * message shows it delivers. Resolves with every e-mail the mail server accepted.
   */
  async function stopDuringLockWith(
    scenario: ReturnType<typeof slowAndLocking>,
    options: { stop: "SIGTERM" | "SIGKILL"; env?: Record<string, string> },
  ) {
    const server = await scenario.server();
    const settings = testServiceSettings(storeDir(), server.url, {
      CONTACT_RETRY_FIRST_MS: "100",
      CONTACT_RETRY_MAX_MS: "300",
      ...options.env,
    });
    let firstOutput = "";
    const first = await serviceProcess(settings, [], (text) => (firstOutput += text));
    let second: Awaited<ReturnType<typeof serviceProcess>> | undefined;
    try {
      expect((await post(first.url, CONTACT)).status).toBe(200);
      await waitUntil(() => server.subjects.length === 1);
      await sleep(500);
      const exit = exited(first.child);
      first.child.kill(options.stop);
      await exit;
      second = await serviceProcess(settings);
      await waitUntil(() => scenario.released() !== undefined);
      await scenario.released();
      expect((await post(second.url, { ...CONTACT, assunto: "Segunda" })).status).toBe(200);
      await waitUntil(() => server.subjects.includes(subject("Segunda")));
      // Long enough for any repeat to show: the retry waits are at most 300 ms here, 1 s for the store.
      await sleep(1500);
      return { mails: [...server.accepted], firstOutput };
    } finally {
      if (first.child.exitCode === null) await killed(first.child);
      if (second && second.child.exitCode === null) await killed(second.child);
      await server.stop();
    }
  }
});

describe("a stop under load", () => {
  it("answers every send it stored before it closes, and takes no new connection meanwhile", async () => {
    const settings = testServiceSettings(storeDir(), "");
    const { child, url } = await serviceProcess(settings);
    const answered = { ok: 0, other: 0, failed: 0 };
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
        } catch {
          answered.failed += 1;
          return;
        }
      }
    };
    const connections = Array.from({ length: 30 }, connection);
    await sleep(1500);
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
