import type Database from "better-sqlite3";
import { createHmac } from "node:crypto";
import { mailboxOf } from "./newsletter";
import * as tables from "./tables";

/**
 * One person's rows (LGPD, art. 18; docs/operations.md): everything the store holds about a mailbox,
 * whatever the case, the `+tag` or, at Gmail, the dots of the address (mailboxOf, the rule the newsletter
 * counts mailboxes by), read for `dados` and deleted for `apagar`; and what is kept after, a keyed hash
 * of the mailbox with the time it was erased, by which a copy restored later loses that person's rows
 * again (reapplyErasures). No index holds the mailbox of a message: the messages are read whole, as
 * these requests are rare. Each runs in a transaction of its caller's.
 */
export interface PersonEmail {
  kind: tables.OutboxKind;
  edition: number | null;
  /** The edition's title, for an edition's e-mail. */
  titulo: string | null;
  createdAt: string;
  attempts: number;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

type PersonMessage = tables.StoredMessage & { delivery: PersonEmail | null };
export type PersonSubscription = tables.Subscription & { emails: PersonEmail[] };

export interface PersonData {
  mailbox: string;
  messages: PersonMessage[];
  subscriptions: PersonSubscription[];
  /** Test copies of an edition sent to the address (`boletim teste`). */
  tests: { numero: number; email: string; sentAt: string }[];
  /** Newsletter requests answered but not decided yet. */
  requests: { email: string; consent: string; receivedAt: string }[];
}

/** The hash an erasure is kept by: HMAC-SHA-256 of the mailbox, with a key the store does not hold. */
export const erasureHash = (key: string, address: string) =>
  createHmac("sha256", key).update(mailboxOf(address)).digest("hex");

const EMAIL = `o.kind, o.edition, e.titulo, o.created_at AS createdAt, o.attempts, o.sent_at AS sentAt,
  o.failed_at AS failedAt, o.last_error AS lastError FROM outbox o LEFT JOIN editions e ON e.numero = o.edition`;

/** The connection learns mailboxOf, as `mailbox_of(email)`. */
const withMailboxes = (db: Database.Database) =>
  db.function("mailbox_of", { deterministic: true }, (email: unknown) =>
    typeof email === "string" ? mailboxOf(email) : null,
  );

/** Every row about `address`'s mailbox; with `before` (an ISO time), only those written before it. */
export function personData(db: Database.Database, address: string, before = "9999"): PersonData {
  withMailboxes(db);
  const mailbox = mailboxOf(address);
  const ids = (sql: string) => db.prepare(sql).pluck().all(mailbox, before) as number[];
  const messages = ids("SELECT id FROM messages WHERE mailbox_of(email) = ? AND received_at < ? ORDER BY id").map(
    (id) => ({
      ...(tables.message(db, id) as tables.StoredMessage),
      delivery: (db.prepare(`SELECT ${EMAIL} WHERE o.kind = 'mensagem' AND o.ref = ?`).get(id) as PersonEmail) ?? null,
    }),
  );
  const subscriptions = ids(
    "SELECT id FROM subscriptions WHERE mailbox_of(email) = ? AND requested_at < ? ORDER BY id",
  ).map((id) => ({
    ...(db.prepare(`SELECT ${tables.SUBSCRIPTION} FROM subscriptions WHERE id = ?`).get(id) as tables.Subscription),
    emails: db
      .prepare(`SELECT ${EMAIL} WHERE o.kind != 'mensagem' AND o.ref = ? ORDER BY o.id`)
      .all(id) as PersonEmail[],
  }));
  const tests = db
    .prepare("SELECT numero, email, sent_at AS sentAt FROM edition_tests WHERE mailbox_of(email) = ? AND sent_at < ?")
    .all(mailbox, before) as PersonData["tests"];
  const requests = (
    db
      .prepare(
        `SELECT email, consent, received_at AS receivedAt FROM newsletter_requests
         WHERE mailbox_of(email) = ? AND received_at < ? ORDER BY id`,
      )
      .all(mailbox, Date.parse(before)) as { email: string; consent: string; receivedAt: number }[]
  ).map((request) => ({ ...request, receivedAt: tables.iso(request.receivedAt) }));
  return { mailbox, messages, subscriptions, tests, requests };
}

export type Erased = Record<"messages" | "subscriptions" | "emails" | "leaveTokens" | "tests" | "requests", number>;

/** How many rows in all. */
export const rowCount = (erased: Erased) => Object.values(erased).reduce((sum, count) => sum + count, 0);

/** The mailbox and every spelling of its address that `data`'s rows hold. */
export const spellingsOf = (data: PersonData) => [
  data.mailbox,
  ...[...data.messages, ...data.subscriptions, ...data.tests, ...data.requests].map((row) => row.email),
];

/**
 * Deletes every row about `address`'s mailbox (written before `before`, if given): its messages and
 * their e-mails, its subscriptions with their e-mails, ways out and editions sent, its test copies and
 * its requests not decided yet. Nothing of anyone else: each row is found by its own address. Returns
 * how many rows went, and the spellings of the address they held, as this transaction read them.
 */
export function erasePerson(
  db: Database.Database,
  address: string,
  before?: string,
): { erased: Erased; spellings: string[] } {
  const found = personData(db, address, before);
  const list = (rows: { id: number }[]) => JSON.stringify(rows.map((row) => row.id));
  const [messages, subscriptions] = [list(found.messages), list(found.subscriptions)];
  const run = (sql: string, ...values: unknown[]) => db.prepare(sql).run(...values).changes;
  const IN = "IN (SELECT value FROM json_each(?))";
  const emails = run(
    `DELETE FROM outbox WHERE (kind = 'mensagem' AND ref ${IN}) OR (kind != 'mensagem' AND ref ${IN})`,
    messages,
    subscriptions,
  );
  const at = before ?? "9999";
  const erased = {
    messages: run(`DELETE FROM messages WHERE id ${IN}`, messages),
    subscriptions: run(`DELETE FROM subscriptions WHERE id ${IN}`, subscriptions),
    emails,
    leaveTokens: run(`DELETE FROM leave_tokens WHERE subscription ${IN}`, subscriptions),
    tests: run("DELETE FROM edition_tests WHERE mailbox_of(email) = ? AND sent_at < ?", found.mailbox, at),
    requests: run(
      "DELETE FROM newsletter_requests WHERE mailbox_of(email) = ? AND received_at < ?",
      found.mailbox,
      Date.parse(at),
    ),
  };
  return { erased, spellings: spellingsOf(found) };
}

export interface Erasure {
  hash: string;
  erasedAt: string;
}

/** Keeps the record that `hash`'s mailbox was erased at `now` (the latest time, if it was before). */
export function recordErasure(db: Database.Database, hash: string, erasedAt: string): void {
  db.prepare(
    `INSERT INTO erasures (hash, erased_at) VALUES (?, ?)
     ON CONFLICT (hash) DO UPDATE SET erased_at = MAX(erased_at, excluded.erased_at)`,
  ).run(hash, erasedAt);
}

export const erasures = (db: Database.Database) =>
  db.prepare("SELECT hash, erased_at AS erasedAt FROM erasures").all() as Erasure[];

/**
 * A store restored from a copy (backup.ts) keeps `records` (those of the store it replaces) with its own,
 * and loses again, for each, the rows its mailbox had written before it was erased; rows written after
 * (a new request, confirmed again) stay. `hashOf` is erasureHash with the key. Returns how many rows went.
 */
export function reapplyErasures(db: Database.Database, records: Erasure[], hashOf: (address: string) => string) {
  for (const { hash, erasedAt } of records) recordErasure(db, hash, erasedAt);
  const erased = new Map(erasures(db).map(({ hash, erasedAt }) => [hash, erasedAt]));
  const addresses = db
    .prepare(
      `SELECT email FROM messages UNION SELECT email FROM subscriptions UNION SELECT email FROM edition_tests
       UNION SELECT email FROM newsletter_requests`,
    )
    .pluck()
    .all() as string[];
  let rows = 0;
  for (const mailbox of new Set(addresses.map(mailboxOf))) {
    const erasedAt = erased.get(hashOf(mailbox));
    if (erasedAt) rows += rowCount(erasePerson(db, mailbox, erasedAt).erased);
  }
  return rows;
}
