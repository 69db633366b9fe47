import Database from "better-sqlite3";

/**
 * The store's file (SQLite, better-sqlite3: Node 20 has none of its own): how it is opened, and its schema's version
 * (`PRAGMA user_version`), brought up to date by every step here, the editions' too (a released step never changes: a
 * change of shape is a new step at the end).
 */

export const STORE_FILE = "mensagens.sqlite";
/** better-sqlite3 waits for a lock blocking the whole service: briefly (Store.write waits longer, without blocking). */
export const LOCK_WAIT_MS = 5;
const MIGRATION_WAIT_MS = 10_000;

/** Another connection holds the lock: worth waiting for. */
export function isBusy(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

/**
 * WAL, so that a reader never blocks a send, and a full sync at every commit, so that what a visitor
 * was told is stored survives a power cut. A newer version's store is refused before anything changes.
 */
export function openDatabase(file: string, busyMs = LOCK_WAIT_MS): Database.Database {
  const db = new Database(file, { timeout: busyMs });
  try {
    checkVersion(db);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // What is deleted (the retention, `apagar`) is overwritten with zeros, not left in free space.
    db.pragma("secure_delete = ON");
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Version 5, as the release before this one wrote it: the oldest this one brings up to date, and where a
 * new store starts (docs/service.md, "What the service holds to").
 */
const BASELINE = {
  version: 5,
  sql: `
  CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, nome TEXT NOT NULL,
    email TEXT NOT NULL, whatsapp TEXT NOT NULL, assunto TEXT NOT NULL, mensagem TEXT NOT NULL
  );
  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE COLLATE NOCASE, requested_at TEXT NOT NULL,
    consent TEXT NOT NULL, confirm_hash TEXT, confirmed_at TEXT, left_at TEXT, mailbox TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE leave_tokens (hash TEXT PRIMARY KEY, subscription INTEGER NOT NULL, created_at TEXT NOT NULL);
  CREATE INDEX subscriptions_confirm ON subscriptions (confirm_hash);
  CREATE INDEX leave_tokens_subscription ON leave_tokens (subscription);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, ref INTEGER NOT NULL, created_at TEXT NOT NULL,
    message_key TEXT NOT NULL, secret TEXT, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL,
    last_error TEXT, sent_at TEXT, refusals INTEGER NOT NULL DEFAULT 0, failed_at TEXT, claimed_by TEXT,
    lease_until INTEGER
  );
  CREATE INDEX outbox_waiting ON outbox (id, next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  CREATE INDEX subscriptions_mailbox ON subscriptions (mailbox);
  CREATE TABLE newsletter_hours (
    hour TEXT PRIMARY KEY, requests INTEGER NOT NULL DEFAULT 0, confirmations INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE newsletter_requests (
    id INTEGER PRIMARY KEY, email TEXT NOT NULL, consent TEXT NOT NULL, received_at INTEGER NOT NULL
  );
  `,
};

const MIGRATIONS: readonly string[] = [
  // 6: one service sends from a store (guard.ts), so an e-mail due is its own: the claims of step 4 go.
  `
  ALTER TABLE outbox DROP COLUMN claimed_by;
  ALTER TABLE outbox DROP COLUMN lease_until;
  `,
  // 7: the newsletter's editions (editions-tables.ts says what each table and column holds).
  `
  ALTER TABLE subscriptions ADD COLUMN bounced_at TEXT;
  ALTER TABLE outbox ADD COLUMN edition INTEGER;
  CREATE UNIQUE INDEX outbox_edition ON outbox (edition, ref) WHERE edition IS NOT NULL;
  CREATE INDEX outbox_lane ON outbox ((kind = 'boletim'), next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  CREATE TABLE editions (
    numero INTEGER PRIMARY KEY,
    titulo TEXT NOT NULL,
    assunto TEXT NOT NULL,
    html TEXT NOT NULL,
    texto TEXT NOT NULL,
    queued_at TEXT NOT NULL
  );
  CREATE TABLE edition_tests (id INTEGER PRIMARY KEY, numero INTEGER NOT NULL, email TEXT NOT NULL, sent_at TEXT NOT NULL);
  `,
  // 8: an erased address as a keyed hash (person.ts), and the row the health answer writes (health.ts).
  `
  CREATE TABLE erasures (hash TEXT PRIMARY KEY, erased_at TEXT NOT NULL);
  CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);
  `,
];
export const VERSION = BASELINE.version + MIGRATIONS.length;

export class StoreVersionError extends Error {}

/**
 * The store's version; throws when a newer version of the service wrote it, whose steps this one cannot
 * know, or when it is older than the baseline. Asked before anything of the store changes.
 */
export function checkVersion(db: Database.Database): number {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > VERSION)
    throw new StoreVersionError(
      `O armazenamento está na versão ${version}, mais nova que a deste serviço (${VERSION}): atualize o serviço.`,
    );
  const empty = !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table'").get();
  if (version < BASELINE.version && !(version === 0 && empty))
    throw new StoreVersionError(
      `O armazenamento está na versão ${version}, anterior à ${BASELINE.version}: abra-o uma vez com a versão anterior do serviço, que o atualiza, e depois com esta.`,
    );
  return version;
}

/** Takes the steps not taken yet, each reading the version again in its transaction: another process may have taken it. */
export function migrate(db: Database.Database): void {
  const from = checkVersion(db);
  if (from === VERSION) return;
  const busyMs = db.pragma("busy_timeout", { simple: true }) as number;
  db.pragma(`busy_timeout = ${Math.max(busyMs, MIGRATION_WAIT_MS)}`);
  const step = db.transaction((version: number, sql: string, to: number) => {
    if (checkVersion(db) !== version) return;
    db.exec(sql);
    db.pragma(`user_version = ${to}`);
  });
  if (from === 0) step.immediate(0, BASELINE.sql, BASELINE.version);
  for (let version = Math.max(from, BASELINE.version); version < VERSION; version += 1)
    step.immediate(version, MIGRATIONS[version - BASELINE.version], version + 1);
  db.pragma(`busy_timeout = ${busyMs}`);
}
