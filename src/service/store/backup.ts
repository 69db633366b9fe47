import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { reasonOf } from "../helpers";
import { STORE_FILE, checkVersion, migrate, openDatabase } from "./database";
import { confirmedCount } from "./newsletter";

/**
 * Copies of the store, and a copy put back in its place (docs/operations.md). A copy is written by
 * `VACUUM INTO`: one read transaction, which under WAL never holds up the service's writes, into a
 * compact file whose pages are all written afresh (no free page, nothing deleted left in one). SQLite's
 * online backup (better-sqlite3's `backup()`) copies some pages at a time and starts over whenever another
 * connection writes, as the running service does at every send: under steady sends it may not end
 * (docs/benchmarks.md, "Backups"). A copy is checked (integrity_check, its schema's version) before it
 * takes its name, and a copy restored is brought up to date by the steps the service takes.
 */
export interface Contents {
  version: number;
  messages: number;
  subscriptions: number;
  /** Subscribed now. */
  confirmed: number;
  editions: number;
  bytes: number;
}

/** A file that is not a store of this service, or a damaged one. */
export class NotAStore extends Error {}

/** Throws NotAStore for a file that is not a whole store, StoreVersionError for one of a version this one does not read. */
function checkStore(db: Database.Database): void {
  let tables: string[];
  try {
    tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  } catch (error) {
    throw new NotAStore(`não é um banco SQLite (${reasonOf(error)})`);
  }
  if (!["messages", "subscriptions", "outbox"].every((table) => tables.includes(table)))
    throw new NotAStore("é um banco SQLite, mas não um armazenamento de mensagens do serviço");
  checkVersion(db);
  const problems = (db.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check);
  if (problems[0] !== "ok") throw new NotAStore(`está danificado (${problems.slice(0, 3).join("; ")})`);
}

/** What a store of the current version holds. */
function contents(db: Database.Database, file: string): Contents {
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  return {
    version: db.pragma("user_version", { simple: true }) as number,
    messages: count("messages"),
    subscriptions: count("subscriptions"),
    confirmed: confirmedCount(db),
    editions: count("editions"),
    bytes: fs.statSync(file).size,
  };
}

/** Reads `file` on a connection of its own that writes nothing; a file that is not SQLite is NotAStore. */
function readOnly<T>(file: string, read: (db: Database.Database) => T): T {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new NotAStore(`não pode ser aberto (${reasonOf(error)})`);
  }
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Syncs a file's bytes, or a folder's names, to the disk. */
function sync(file: string): void {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** A new file of `db`'s store at `file` (which must not exist, or be empty), readable by its owner only. */
function vacuumInto(db: Database.Database, file: string): void {
  fs.writeFileSync(file, "", { flag: "wx", mode: 0o600 });
  db.prepare("VACUUM INTO ?").run(file);
}

/**
 * Copies the store `db` is open on to `target`, checked before it takes that name (until then it is
 * `target.parcial-<pid>`, removed if anything fails); an existing `target` is refused unless `replace`.
 */
export function copyStore(db: Database.Database, target: string, replace = false): Contents {
  const partial = `${target}.parcial-${process.pid}`;
  try {
    vacuumInto(db, partial);
    const held = readOnly(partial, (copy) => {
      checkStore(copy);
      if (copy.pragma("user_version", { simple: true }) !== db.pragma("user_version", { simple: true }))
        throw new NotAStore("a cópia não tem a versão do armazenamento");
      return contents(copy, partial);
    });
    sync(partial);
    if (replace) fs.renameSync(partial, target);
    else fs.linkSync(partial, target);
    sync(path.dirname(target));
    return held;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The store at `file` with its write-ahead log folded in and gone, as far as it can be opened; else as it is. */
function settle(file: string): void {
  try {
    const db = new Database(file, { timeout: 5000 });
    try {
      db.pragma("wal_checkpoint(TRUNCATE)");
      db.pragma("journal_mode = DELETE");
    } finally {
      db.close();
    }
  } catch {
    // A damaged store is kept as it is, its -wal and -shm beside it under the same name.
  }
}

/**
 * Puts the copy `file` in the place of the store in `dir`, whose service must be stopped (the caller
 * holds its guard): checked (checkStore), copied beside the store, brought up to date by the steps the
 * service takes, handed to `adjust` (which returns how many rows it deleted), then moved in place; `from`
 * is the copy's version. The store it replaces is kept beside it as `mensagens-substituido-em-<time>.sqlite`; until the move,
 * nothing of it changes.
 */
export function restoreStore(
  dir: string,
  file: string,
  now: Date,
  adjust: (db: Database.Database) => number,
): Contents & { kept: string | null; from: number } {
  fs.mkdirSync(dir, { recursive: true });
  const prepared = path.join(dir, `.restaurando-${process.pid}.sqlite`);
  try {
    const from = readOnly(file, (source) => {
      checkStore(source);
      vacuumInto(source, prepared);
      return source.pragma("user_version", { simple: true }) as number;
    });
    const db = openDatabase(prepared, 5000);
    let held: Contents;
    try {
      migrate(db);
      if (adjust(db) > 0) db.exec("VACUUM");
      db.pragma("journal_mode = DELETE");
      held = contents(db, prepared);
    } finally {
      db.close();
    }
    sync(prepared);
    const current = path.join(dir, STORE_FILE);
    let kept: string | null = null;
    if (fs.existsSync(current)) {
      kept = `mensagens-substituido-em-${now.toISOString().slice(0, 19).replace(/:/g, "-")}Z.sqlite`;
      settle(current);
      for (const suffix of ["", "-wal", "-shm"])
        if (fs.existsSync(current + suffix)) fs.renameSync(current + suffix, path.join(dir, kept + suffix));
    }
    fs.renameSync(prepared, current);
    sync(dir);
    return { ...held, kept, from };
  } finally {
    fs.rmSync(prepared, { force: true });
  }
}
