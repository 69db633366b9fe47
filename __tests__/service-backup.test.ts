/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { run } from "../src/service/cli";
import { VERSION } from "../src/service/store/database";
import { messages } from "../src/service/store/tables";
import { startQuietService } from "../e2e/support/processes";
import { contactSend } from "./fixtures/contact-send";
import { writeRelease5 } from "./fixtures/release-5";
import { scratchStore } from "./fixtures/scratch-store";
import { command, killed, serviceProcess, watched } from "./fixtures/service-process";
import { openStore, storeMessage } from "./fixtures/store-helpers";

/**
 * Backups that restore (docs/operations.md, "Backups"): `backup` copies the store while the service runs
 * and takes sends, and the copy holds every send answered before it began; `restaurar` puts a copy back,
 * brought up to date, only with the service stopped, and only a store of this service. The service and
 * the backup run as processes of their own, as on a server, where they meet; the rest runs the commands
 * in this process.
 */
const { dir, file } = scratchStore("copias-");
const scratch = () => path.dirname(dir());
const settings = (storeDir = dir(), extra: Record<string, string> = {}) => ({
  CONTACT_STORE_DIR: storeDir,
  CONTACT_STORE_BUSY_MS: "2000",
  ...extra,
});

/** A command of `npm run mensagens` in this process: its exit code and what it printed. */
async function mensagens(args: string[], env = settings()) {
  let text = "";
  const code = await run(args, (chunk) => (text += chunk), env);
  return { code, text };
}

/** The subjects of the messages a store's file holds, read on a connection of the test's own. */
const subjectsIn = (store: string) => {
  const db = new Database(store, { readonly: true });
  try {
    return db.prepare("SELECT assunto FROM messages").pluck().all() as string[];
  } finally {
    db.close();
  }
};

const MESSAGE = { nome: "Maria", email: "maria@example.org", whatsapp: "", assunto: "Atual", mensagem: "Olá" };

/** A store in `storeDir` holding one message, `assunto`. */
function storeWith(assunto: string, storeDir = dir()) {
  const store = openStore(storeDir);
  try {
    storeMessage(store, { ...MESSAGE, assunto });
  } finally {
    store.close();
  }
}

// The command's event goes to the standard error, as on a server.
beforeEach(() => jest.spyOn(process.stderr, "write").mockImplementation(() => true));
afterEach(() => jest.restoreAllMocks());

describe("a backup while the service runs", () => {
  it("holds every send answered before it began, while sends go on, and restores to a service that lists them", async () => {
    const service = await serviceProcess({
      SERVICE_PORT: "0",
      CONTACT_STORE_DIR: dir(),
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT: "off",
    });
    const answered: string[] = [];
    const progress = watched();
    let sending = true;
    const sender = async (lane: number) => {
      for (let n = 0; sending; n += 1) {
        const assunto = `Envio ${lane}-${n}`;
        const answer = await fetch(`${service.url}/mensagens/`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams(contactSend({ assunto })).toString(),
        });
        if (answer.status === 200) answered.push(assunto);
        progress.changed();
      }
    };
    const senders = [sender(1), sender(2)];
    const copy = path.join(scratch(), "copia.sqlite");
    let before: string[] = [];
    let during = 0;
    let backup: Awaited<ReturnType<typeof command>>;
    try {
      await progress.until(() => answered.length >= 40);
      before = [...answered];
      backup = await command(["backup", copy], settings());
      during = answered.length - before.length;
    } finally {
      sending = false;
      await Promise.all(senders);
      await killed(service.child);
    }
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Cópia verificada \(integridade ok\) em .+copia\.sqlite/);
    // Sends were answered while the command ran: the copy held up none of them.
    expect(during).toBeGreaterThan(0);
    const held = subjectsIn(copy);
    expect(held).toEqual(expect.arrayContaining(before));
    expect(backup.stdout).toContain(`${held.length} mensagem(ns), 0 inscrição(ões)`);

    const restored = path.join(scratch(), "restaurada");
    expect((await mensagens(["restaurar", copy], settings(restored))).code).toBe(0);
    const started = await startQuietService({ SERVICE_PORT: "0", CONTACT_STORE_DIR: restored });
    try {
      const listed = await mensagens(["listar"], settings(restored));
      expect(listed.text).toContain(`${held.length} mensagem(ns)`);
      for (const assunto of before) expect(listed.text).toContain(`Assunto: ${assunto}\n`);
    } finally {
      await started.close();
    }
  });

  it("refuses to write over a file unless told to, and keeps in a folder the last CONTACT_BACKUP_KEEP copies only", async () => {
    storeWith("Primeira");
    const copy = path.join(scratch(), "copia.sqlite");
    expect((await mensagens(["backup", copy])).code).toBe(0);
    storeWith("Segunda");
    const refused = await mensagens(["backup", copy]);
    expect(refused).toEqual({ code: 1, text: `${copy} já existe: escolha outro nome, ou use --substituir.\n` });
    expect(subjectsIn(copy)).toEqual(["Primeira"]);
    expect((await mensagens(["backup", copy, "--substituir"])).code).toBe(0);
    expect(subjectsIn(copy)).toEqual(["Primeira", "Segunda"]);

    const folder = path.join(scratch(), "copias");
    fs.mkdirSync(folder);
    const older = ["2026-01-01T03-00-00Z", "2026-01-02T03-00-00Z", "2026-01-03T03-00-00Z"];
    for (const at of older) fs.writeFileSync(path.join(folder, `mensagens-${at}.sqlite`), "");
    fs.writeFileSync(path.join(folder, "notas.txt"), "do instituto");
    const kept = await mensagens(["backup", `--pasta=${folder}`], settings(dir(), { CONTACT_BACKUP_KEEP: "2" }));
    expect(kept.code).toBe(0);
    const names = fs.readdirSync(folder).sort();
    expect(names).toEqual([
      "mensagens-2026-01-03T03-00-00Z.sqlite",
      expect.stringMatching(/^mensagens-\d{4}-/),
      "notas.txt",
    ]);
    expect(subjectsIn(path.join(folder, names[1]))).toEqual(["Primeira", "Segunda"]);
    expect(kept.text).toContain("Apagadas as cópias além das 2 mais novas");
  });
});

describe("restaurar", () => {
  /** A copy of a store holding one message, `assunto`. */
  async function copyOf(assunto: string): Promise<string> {
    const other = path.join(scratch(), `origem-${assunto}`);
    storeWith(assunto, other);
    const copy = path.join(scratch(), `${assunto}.sqlite`);
    expect((await mensagens(["backup", copy], settings(other))).code).toBe(0);
    return copy;
  }

  it("refuses while a service holds the store, saying what to do, and changes nothing", async () => {
    const copy = await copyOf("Copia");
    storeWith("Atual");
    const service = await startQuietService({ SERVICE_PORT: "0", CONTACT_STORE_DIR: dir() });
    try {
      const refused = await mensagens(["restaurar", copy]);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain(
        `O serviço está em execução sobre ${dir()} e segura o armazenamento: nada foi mudado.`,
      );
      expect(refused.text).toContain("systemctl stop evolucao-servico");
      expect(messages(service.store.db).map((row) => row.assunto)).toEqual(["Atual"]);
    } finally {
      await service.close();
    }
    expect(fs.readdirSync(dir()).filter((name) => name.includes("substituido"))).toEqual([]);
  });

  const foreign: [string, (target: string) => void, RegExp][] = [
    [
      "a file that is not SQLite",
      (target) => fs.writeFileSync(target, "nome;email\nAna;ana@example.org\n"),
      /o arquivo não é um banco SQLite/,
    ],
    [
      "another program's SQLite database",
      (target) => {
        const db = new Database(target);
        db.exec("CREATE TABLE notas (texto TEXT); INSERT INTO notas VALUES ('lembrete');");
        db.close();
      },
      /o arquivo é um banco SQLite, mas não um armazenamento de mensagens do serviço/,
    ],
    [
      "a store of a newer version of the service",
      (target) => {
        storeWith("Futura", path.join(scratch(), "futura"));
        fs.copyFileSync(path.join(scratch(), "futura", "mensagens.sqlite"), target);
        const db = new Database(target);
        db.pragma("user_version = 999");
        db.close();
      },
      new RegExp(`está na versão 999, mais nova que a deste serviço \\(${VERSION}\\): atualize o serviço`),
    ],
  ];

  it.each(foreign)("refuses %s, and changes nothing", async (_kind, write, reason) => {
    storeWith("Atual");
    const bytes = fs.readFileSync(file());
    const target = path.join(scratch(), "arquivo");
    write(target);
    const refused = await mensagens(["restaurar", target]);
    expect(refused.code).toBe(1);
    expect(refused.text).toMatch(reason);
    expect(refused.text).toContain("Nada foi mudado.");
    expect(fs.readFileSync(file()).equals(bytes)).toBe(true);
    expect(fs.readdirSync(dir()).sort()).toEqual(["mensagens.sqlite", "servico.lock"]);
  });

  it("brings a copy of an older schema up to date as the service would, and keeps the store it replaces beside it, dated", async () => {
    storeWith("Atual");
    const copy = path.join(scratch(), "antiga", "mensagens.sqlite");
    writeRelease5(copy);
    const restored = await mensagens(["restaurar", copy]);
    expect(restored.code).toBe(0);
    expect(restored.text).toContain(`versão ${VERSION}`);
    expect(restored.text).toContain("(atualizado da versão 5)");
    expect(subjectsIn(file())).toEqual(["Antiga", "Outra"]);
    const store = openStore(dir());
    try {
      expect(store.db.pragma("user_version", { simple: true })).toBe(VERSION);
    } finally {
      store.close();
    }
    const [kept, ...others] = fs.readdirSync(dir()).filter((name) => name.startsWith("mensagens-substituido-em-"));
    expect([kept, others]).toEqual([
      expect.stringMatching(/^mensagens-substituido-em-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/),
      [],
    ]);
    expect(restored.text).toContain(`O armazenamento substituído ficou em ${path.join(dir(), kept)}.`);
    expect(subjectsIn(path.join(dir(), kept))).toEqual(["Atual"]);
  });
});
