/**
 * @jest-environment node
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { openDatabase } from "../src/service/store/database";
import { confirmedCount } from "../src/service/store/newsletter";
import { messages, purge } from "../src/service/store/tables";
import type { Service } from "../src/service/server";
import { startQuietService } from "../e2e/support/processes";
import { scratchStore } from "./fixtures/scratch-store";
import { holdLock } from "./fixtures/store-lock";
import { PACKED_ENV, packedService } from "./fixtures/packed-service";
import { newsletterOf, openStore, owed, storeMessage } from "./fixtures/store-helpers";
import { LEAVE_TOKEN, writeRelease5 } from "./fixtures/release-5";

/**
 * The store (src/service/store/) over time: a store written by an earlier version is brought up to
 * date when opened, ids are never given twice, a newsletter e-mail's way out keeps working, what is
 * answered as stored survives a power cut, and another process's lock delays only the writes.
 */
const { dir, file } = scratchStore("loja-");

/** The store as the first version of the service wrote it (no schema version), kept here as it was. */
const FIRST_SHAPE = `
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, nome TEXT NOT NULL, email TEXT NOT NULL,
    whatsapp TEXT NOT NULL, assunto TEXT NOT NULL, mensagem TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, ref INTEGER NOT NULL, created_at TEXT NOT NULL, secret TEXT,
    attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT, sent_at TEXT
  );
`;

const MESSAGE = { nome: "Maria", email: "maria@example.org", whatsapp: "", assunto: "Oi", mensagem: "Olá" };

const userVersion = () => {
  const db = new Database(file(), { readonly: true });
  try {
    return db.pragma("user_version", { simple: true }) as number;
  } finally {
    db.close();
  }
};

describe("a store written by an earlier version", () => {
  it("written by the release before this one, is brought to the current schema when opened, keeping every row, and is not touched again after", () => {
    writeRelease5(file());
    const store = openStore(dir());
    try {
      expect(messages(store.db).map((m) => [m.id, m.assunto, m.sentAt, m.attempts])).toEqual([
        [1, "Antiga", "2026-11-20", 1],
        [2, "Outra", null, 3],
      ]);
      expect(confirmedCount(store.db)).toBe(1);
      // What a service that died had claimed is due at once, with its own identity still.
      const [due] = owed(store);
      expect(due).toMatchObject({ id: 2, kind: "mensagem", ref: 2, attempts: 3, messageKey: "b".repeat(32) });
      // The way out of an e-mail sent before the change still works.
      expect(newsletterOf(store).leave(LEAVE_TOKEN)?.email).toBe("ana@example.org");
      // New rows take new ids.
      expect(storeMessage(store, MESSAGE).id).toBe(3);
    } finally {
      store.close();
    }
    const version = userVersion();
    expect(version).toBeGreaterThan(5);
    openStore(dir()).close();
    expect(userVersion()).toBe(version);
  });

  it("is brought up to date once when two processes open it together, the second waiting for the first", async () => {
    writeRelease5(file());
    // Another process (`npm run mensagens` while the service starts) takes the lock; told to go on, it
    // takes every step a moment later, while this one, which read the store's version first, waits for
    // the lock. This process cannot tell it when it waits: it waits inside a synchronous open.
    const { banco } = await packedService();
    const script = `const Database = require("better-sqlite3");
      const { migrate } = require(${JSON.stringify(banco)});
      const db = new Database(${JSON.stringify(file())}, { timeout: 5000 });
      db.exec("BEGIN IMMEDIATE"); process.stdout.write("locked\\n");
      process.stdin.once("data", () => setTimeout(() => { migrate(db); db.exec("COMMIT"); db.close(); }, 150));`;
    const other = spawn(process.execPath, ["-e", script], {
      env: { ...process.env, ...PACKED_ENV },
      stdio: ["pipe", "pipe", "inherit"],
    });
    const exited = new Promise<number | null>((resolve) => other.once("exit", resolve));
    await new Promise((resolve) => other.stdout.once("data", resolve));
    other.stdin.end("go\n");
    const store = openStore(dir());
    try {
      expect(messages(store.db).map((m) => m.assunto)).toEqual(["Antiga", "Outra"]);
    } finally {
      store.close();
    }
    expect(await exited).toBe(0);
  });

  it("older than the release before this one, is refused untouched, saying what to do", () => {
    fs.mkdirSync(dir(), { recursive: true });
    const db = new Database(file());
    db.exec(FIRST_SHAPE);
    db.close();
    const bytes = fs.readFileSync(file());
    expect(() => openStore(dir())).toThrow(/versão 0, anterior à 5: abra-o uma vez com a versão anterior do serviço/);
    expect(fs.readFileSync(file()).equals(bytes)).toBe(true);
  });

  it("is refused before anything of it is changed, its journal mode included, when a newer version wrote it", () => {
    fs.mkdirSync(dir(), { recursive: true });
    const db = new Database(file());
    db.exec("CREATE TABLE futura (x INTEGER); INSERT INTO futura VALUES (1);");
    db.pragma("user_version = 999");
    db.close();
    const bytes = fs.readFileSync(file());
    expect(() => openStore(dir())).toThrow(/versão 999/);
    expect(fs.readFileSync(file()).equals(bytes)).toBe(true);
    expect(fs.readdirSync(dir())).toEqual(["mensagens.sqlite"]);
    const after = new Database(file(), { readonly: true });
    try {
      expect(after.pragma("journal_mode", { simple: true })).toBe("delete");
    } finally {
      after.close();
    }
  });

  it("is refused, untouched, when a newer version of the service wrote it", () => {
    writeRelease5(file());
    const db = new Database(file());
    db.pragma("user_version = 999");
    db.close();
    expect(() => openStore(dir())).toThrow(/versão 999/);
    expect(userVersion()).toBe(999);
  });
});

describe("ids and e-mail identities", () => {
  it("are never given twice, even after the retention has deleted the newest rows", () => {
    const store = openStore(dir());
    try {
      const first = storeMessage(store, MESSAGE);
      const firstKey = owed(store)[0].messageKey;
      purge(store.db, store.now(), -1);
      expect(messages(store.db)).toEqual([]);
      const second = storeMessage(store, MESSAGE);
      expect(second.id).toBeGreaterThan(first.id);
      const secondKey = owed(store)[0].messageKey;
      expect(secondKey).not.toBe(firstKey);
    } finally {
      store.close();
    }
  });

  it("every confirmation e-mail has its own identity, and an earlier one's way out keeps working after a new request", () => {
    let now = Date.parse("2026-03-01T12:00:00Z");
    const store = openStore(dir(), () => now);
    try {
      newsletterOf(store).request("ana@example.org", "Aceito");
      now += 11 * 60 * 1000;
      newsletterOf(store).request("ana@example.org", "Aceito");
      const confirmations = owed(store).filter((item) => item.kind === "confirmacao");
      expect(confirmations).toHaveLength(2);
      expect(confirmations[0].messageKey).not.toBe(confirmations[1].messageKey);
      const [first, second] = confirmations.map(
        (item) => JSON.parse(item.secret ?? "") as { confirmToken: string; leaveToken: string },
      );
      expect(newsletterOf(store).leave(first.leaveToken)?.email).toBe("ana@example.org");
      expect(newsletterOf(store).leave(second.leaveToken)?.leftAt).not.toBeNull();
    } finally {
      store.close();
    }
  });
});

describe("durability and locks", () => {
  it("npm run mensagens under another process's lock says so in Portuguese, without a stack trace, and exits non-zero", async () => {
    openStore(dir()).close();
    // This process holds the lock while the command, a process of its own, runs.
    const lock = new Database(file());
    lock.exec("BEGIN EXCLUSIVE");
    const { mensagens } = await packedService();
    const command = spawn(process.execPath, [mensagens, "limpar"], {
      cwd: path.resolve(__dirname, ".."),
      env: { ...process.env, ...PACKED_ENV, CONTACT_STORE_DIR: dir(), CONTACT_STORE_BUSY_MS: "200" },
    });
    let output = "";
    command.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    command.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => command.once("exit", resolve));
    lock.exec("ROLLBACK");
    lock.close();
    expect([code === 0 || code === null, output]).toEqual([
      false,
      expect.stringContaining("ocupado por outro processo"),
    ]);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/SqliteError|SQLITE_BUSY/);
  });

  it("commits with a full sync (what is answered as stored survives a power cut) and waits for a lock only briefly", () => {
    fs.mkdirSync(dir(), { recursive: true });
    const db = openDatabase(file());
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      // 2 = FULL: the write-ahead log is synced at every commit.
      expect(db.pragma("synchronous", { simple: true })).toBe(2);
      expect(db.pragma("busy_timeout", { simple: true })).toBeLessThanOrEqual(50);
    } finally {
      db.close();
    }
  });

  it("a lock held by another process delays the sends, which then go through, and nothing else", async () => {
    let service: Service | undefined;
    try {
      service = await startQuietService({
        SERVICE_PORT: "0",
        CONTACT_STORE_DIR: dir(),
        CONTACT_MIN_FILL_MS: "0",
        CONTACT_RATE_LIMIT: "off",
        CONTACT_STORE_BUSY_MS: "30000",
      });
      const { app, store } = service;
      const lock = await holdLock(file());
      // The store says when the send has met the lock: its write's transaction is refused as busy.
      const metLock = new Promise<void>((resolve) => {
        const batch = store.batch.bind(store);
        jest.spyOn(store, "batch").mockImplementation((work) => {
          try {
            return batch(work);
          } catch (error) {
            resolve();
            throw error;
          }
        });
      });
      let sendDone = false;
      const send = app
        .inject({
          method: "POST",
          url: "/mensagens/",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          payload: new URLSearchParams({ "form-name": "contato", ...MESSAGE, site: "", tempo: "5000" }).toString(),
        })
        .finally(() => (sendDone = true));
      await metLock;
      // Another request is answered while the send waits for the lock, which is still held.
      const page = await app.inject({ method: "GET", url: `/mensagens/confirmar/${"a".repeat(32)}` });
      expect([page.statusCode, sendDone]).toEqual([200, false]);
      await lock.release();
      expect((await send).statusCode).toBe(200);
      expect(messages(store.db)).toHaveLength(1);
    } finally {
      await service?.close();
    }
  });
});
