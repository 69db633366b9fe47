/**
 * @jest-environment node
 */
import fs from "node:fs";
import { contactSend } from "./fixtures/contact-send";
import os from "node:os";
import path from "node:path";
import { run } from "../src/service/cli";
import { Store } from "../src/service/store";
import { startProcess, testServiceSettings } from "../e2e/support/processes";
import {
  exited,
  killed,
  scriptedSmtp,
  serviceProcess,
  sleep,
  waitUntil,
  type ScriptedSmtp,
} from "./fixtures/service-process";

/**
 * Two processes on one store: a second service refuses to start, and even processes that deliver
 * without that guard never send one e-mail twice, since each claims an e-mail before sending it.
 */
const projectRoot = path.resolve(__dirname, "..");
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
      expect(run(["listar"], (text) => (listed += text), settings)).toBe(0);
      expect(listed).toContain("4 mensagem(ns)");
    } finally {
      await killed(first.child);
      if (!(second instanceof Error)) await killed(second.child);
    }
  });
});

describe("two processes that deliver from one store", () => {
  it("send each e-mail once: an e-mail is claimed before it is sent", async () => {
    const slow = await scriptedSmtp({ beforeAccept: () => sleep(200) });
    const store = new Store(storeDir());
    try {
      for (const assunto of SUBJECTS)
        store.addMessage({ nome: "Maria", email: "maria@example.org", whatsapp: "", assunto, mensagem: "Olá!" });
    } finally {
      store.close();
    }
    const env = { STORE_DIR: storeDir(), SMTP_URL: slow.url, RUN_MS: "4000" };
    const deliverer = () =>
      startProcess(process.execPath, ["--import", "tsx", "__tests__/fixtures/deliverer.ts"], {
        cwd: projectRoot,
        env,
        ready: /entregando/,
      });
    const both = await Promise.all([deliverer(), deliverer()]);
    try {
      await Promise.all(both.map(({ child }) => exited(child)));
      expect([...slow.subjects].sort()).toEqual(expected);
    } finally {
      for (const { child } of both) if (child.exitCode === null) await killed(child);
      await slow.stop();
    }
  });
});
