/**
 * @jest-environment node
 */
import fs from "node:fs";
import { contactSend } from "./fixtures/contact-send";
import os from "node:os";
import path from "node:path";
import { run } from "../src/service/cli";
import { testServiceSettings } from "../e2e/support/processes";
import { killed, scriptedSmtp, serviceProcess, sleep, waitUntil, type ScriptedSmtp } from "./fixtures/service-process";

/**
 * Two processes on one store: a second service refuses to start (src/service/guard.ts), the one
 * guarantee that no e-mail is sent by two processes at once, while `npm run mensagens` still opens it.
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
    let output = "";
    const second = await serviceProcess(settings, [], (text) => (output += text)).catch((error: Error) => error);
    try {
      expect(second).toBeInstanceOf(Error);
      expect(output).toContain(`já é usado por outro processo do serviço: ${storeDir()}`);
      for (const assunto of SUBJECTS) expect((await post(first.url, assunto)).status).toBe(200);
      await waitUntil(() => smtp.accepted.length >= 4);
      await sleep(1000);
      expect([...smtp.subjects].sort()).toEqual(expected);
      let listed = "";
      expect(await run(["listar"], (text) => (listed += text), settings)).toBe(0);
      expect(listed).toContain("4 mensagem(ns)");
    } finally {
      await killed(first.child);
      if (!(second instanceof Error)) await killed(second.child);
    }
  });
});
