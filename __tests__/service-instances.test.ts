/**
 * @jest-environment node
 */
import fs from "node:fs";
import { contactSend } from "./fixtures/contact-send";
import os from "node:os";
import path from "node:path";
import { run } from "../src/service/cli";
import { readConfig } from "../src/service/config";
import { StoreInUse } from "../src/service/guard";
import { startService } from "../src/service/server";
import { testServiceSettings } from "../e2e/support/processes";
import { killed, scriptedSmtp, serviceProcess, type ScriptedSmtp } from "./fixtures/service-process";

/**
 * Two processes on one store: a second service refuses to start (src/service/guard.ts), the one
 * guarantee that no e-mail is sent by two processes at once, while `npm run mensagens` still opens it.
 * The first is a process of its own; the second, and the command, start in this one.
 */
let scratch: string;
let smtp: ScriptedSmtp;
const storeDir = () => path.join(scratch, "loja");

beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "instancias-"));
  smtp = await scriptedSmtp();
});

afterEach(async () => {
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const CONTACT = contactSend();

const post = (base: string, assunto: string) =>
  fetch(`${base}/mensagens/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ ...CONTACT, assunto }).toString(),
  });

const SUBJECTS = ["Um", "Dois", "Três", "Quatro"];
const expected = SUBJECTS.map((text) => `[Contato pelo site] ${text}`).sort();

describe("a second service on a store already served", () => {
  it("refuses to start and says why; the first delivers each of four messages once; npm run mensagens still opens the store", async () => {
    const settings = testServiceSettings(storeDir(), smtp.url);
    const first = await serviceProcess(settings);
    const second = startService(readConfig(settings), { log: () => undefined });
    try {
      await expect(second).rejects.toThrow(StoreInUse);
      await expect(second).rejects.toThrow(`já é usado por outro processo do serviço: ${storeDir()}`);
      for (const assunto of SUBJECTS) expect((await post(first.url, assunto)).status).toBe(200);
      await smtp.until(() => smtp.accepted.length >= 4);
      // Its lane says none of its e-mails waits: no repeat can come.
      await first.log.count(/e-mails do momento: nenhum à espera/, 1, first.log.text.length);
      expect([...smtp.subjects].sort()).toEqual(expected);
      let listed = "";
      expect(await run(["listar"], (text) => (listed += text), settings)).toBe(0);
      expect(listed).toContain("4 mensagem(ns)");
    } finally {
      await killed(first.child);
    }
  });
});
