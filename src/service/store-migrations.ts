import type Database from "better-sqlite3";
import { mailboxOf } from "./mailbox";

/**
 * The store's schema (store.ts), as ordered steps: a store records in `PRAGMA user_version` how many it
 * has taken, and takes the rest, each in a transaction of its own, when the service or `npm run
 * mensagens` opens it. A step is never changed once released: a change of shape is a new step at the end.
 */

/** A step: SQL, or a function for what SQL alone cannot do. */
export type Migration = string | ((db: Database.Database) => void);

export const MIGRATIONS: readonly Migration[] = [
  // 1: the first release, which wrote no version (its tables are kept as they are when found).
  `
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    nome TEXT NOT NULL,
    email TEXT NOT NULL,
    whatsapp TEXT NOT NULL,
    assunto TEXT NOT NULL,
    mensagem TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS subscriptions (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    requested_at TEXT NOT NULL,
    consent TEXT NOT NULL,
    confirm_hash TEXT,
    confirmed_at TEXT,
    leave_hash TEXT NOT NULL,
    left_at TEXT
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    ref INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    secret TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sent_at, next_attempt_at);
  `,
  // 2: ids never given twice (AUTOINCREMENT: the retention may delete the newest rows); each e-mail
  // its own random identity (its Message-ID); every way-out link sent stays valid (one row each).
  `
  CREATE TABLE messages_2 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    nome TEXT NOT NULL,
    email TEXT NOT NULL,
    whatsapp TEXT NOT NULL,
    assunto TEXT NOT NULL,
    mensagem TEXT NOT NULL
  );
  INSERT INTO messages_2 SELECT id, received_at, nome, email, whatsapp, assunto, mensagem FROM messages;
  DROP TABLE messages;
  ALTER TABLE messages_2 RENAME TO messages;

  CREATE TABLE subscriptions_2 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    requested_at TEXT NOT NULL,
    consent TEXT NOT NULL,
    confirm_hash TEXT,
    confirmed_at TEXT,
    left_at TEXT
  );
  INSERT INTO subscriptions_2
    SELECT id, email, requested_at, consent, confirm_hash, confirmed_at, left_at FROM subscriptions;
  CREATE TABLE leave_tokens (
    hash TEXT PRIMARY KEY,
    subscription INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  INSERT INTO leave_tokens (hash, subscription, created_at) SELECT leave_hash, id, requested_at FROM subscriptions;
  DROP TABLE subscriptions;
  ALTER TABLE subscriptions_2 RENAME TO subscriptions;
  CREATE INDEX subscriptions_confirm ON subscriptions (confirm_hash);
  CREATE INDEX leave_tokens_subscription ON leave_tokens (subscription);

  CREATE TABLE outbox_2 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    ref INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    message_key TEXT NOT NULL,
    secret TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT
  );
  INSERT INTO outbox_2
    SELECT id, kind, ref, created_at, lower(hex(randomblob(16))), secret, attempts, next_attempt_at, last_error, sent_at
    FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_2 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
  `,
  // 3: an e-mail the mail server refused for good (5xx, outcomes.ts) is failed, with when and why,
  // after its refusals are counted; only the e-mails still waiting are looked through for the next due.
  `
  ALTER TABLE outbox ADD COLUMN refusals INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE outbox ADD COLUMN failed_at TEXT;
  DROP INDEX outbox_due;
  CREATE INDEX outbox_waiting ON outbox (id, next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  `,
  // 4: an e-mail is claimed before it is sent, by one process until its lease ends (store-outbox.ts).
  `
  ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
  ALTER TABLE outbox ADD COLUMN lease_until INTEGER;
  `,
  // 5: the newsletter's limits count a mailbox, not a string (mailbox.ts; should its rules change, a
  // later step computes the column again), and the confirmations of each hour against a cap; a
  // request is queued when answered, and decided after (store-newsletter.ts).
  (db) => {
    db.exec(`
      ALTER TABLE subscriptions ADD COLUMN mailbox TEXT NOT NULL DEFAULT '';
      CREATE INDEX subscriptions_mailbox ON subscriptions (mailbox);
      CREATE TABLE newsletter_hours (
        hour TEXT PRIMARY KEY,
        requests INTEGER NOT NULL DEFAULT 0,
        confirmations INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE newsletter_requests (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        consent TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
    `);
    const update = db.prepare("UPDATE subscriptions SET mailbox = ? WHERE id = ?");
    for (const row of db.prepare("SELECT id, email FROM subscriptions").all() as { id: number; email: string }[])
      update.run(mailboxOf(row.email), row.id);
  },
];

export class StoreVersionError extends Error {}

/**
 * Throws when a newer version of the service wrote the store: this version cannot know what its steps
 * changed, so it must change nothing, not even the journal's mode (store.ts asks before anything else).
 * Returns the store's version.
 */
export function refuseNewer(db: Database.Database): number {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > MIGRATIONS.length)
    throw new StoreVersionError(
      `O armazenamento está na versão ${version}, mais nova que a deste serviço (${MIGRATIONS.length}): atualize o serviço.`,
    );
  return version;
}

/**
 * Takes the steps of MIGRATIONS the store has not taken yet. Each step reads the version again inside
 * its own transaction: another process opening the store at the same time (the service and `npm run
 * mensagens`) may have taken it while this one waited for the lock.
 */
export function migrate(db: Database.Database): void {
  const version = refuseNewer(db);
  for (let step = version; step < MIGRATIONS.length; step += 1) {
    db.transaction(() => {
      if (refuseNewer(db) > step) return;
      const migration = MIGRATIONS[step];
      if (typeof migration === "string") db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${step + 1}`);
    }).immediate();
  }
}
