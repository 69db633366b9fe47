import type Database from "better-sqlite3";
import * as tables from "./store-tables";

/**
 * The outbox (store.ts): every e-mail the service owes someone, from the moment it is queued, in the
 * transaction that stores what it is about, until an SMTP server has accepted it.
 */

export function enqueue(
  db: Database.Database,
  now: number,
  kind: tables.OutboxKind,
  ref: number,
  secret: string | null,
): void {
  db.prepare(
    "INSERT INTO outbox (kind, ref, created_at, message_key, secret, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(kind, ref, tables.iso(now), tables.newMessageKey(), secret, now);
}

/** An e-mail still owed: neither accepted by a mail server nor refused by one for good. */
const WAITING = "sent_at IS NULL AND failed_at IS NULL";
const ITEM = "id, kind, ref, attempts, refusals, secret, message_key AS messageKey, created_at AS createdAt";

/** The e-mails due at `now`, oldest first. */
export function dueDeliveries(db: Database.Database, now: number, limit: number): tables.OutboxItem[] {
  return db
    .prepare(`SELECT ${ITEM} FROM outbox WHERE ${WAITING} AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
    .all(now, limit) as tables.OutboxItem[];
}

/** When the next e-mail waiting is due (epoch ms), or null when none waits. */
export function nextDeliveryAt(db: Database.Database): number | null {
  const row = db.prepare(`SELECT MIN(next_attempt_at) AS next FROM outbox WHERE ${WAITING}`).get() as {
    next: number | null;
  };
  return row.next;
}

/** The mail server accepted it (or there was nothing left to send). Written once: a repeat changes nothing. */
export function markSent(db: Database.Database, now: number, id: number): void {
  db.prepare(
    "UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, secret = NULL WHERE id = ? AND sent_at IS NULL",
  ).run(tables.iso(now), id);
}

/** Not sent this time: tried again at `retryAt`; `refused` counts a refusal of the e-mail itself (5xx). */
export function markRetry(db: Database.Database, id: number, error: string, retryAt: number, refused: boolean): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, refusals = refusals + ?, last_error = ?, next_attempt_at = ?
     WHERE id = ?`,
  ).run(refused ? 1 : 0, error.slice(0, 500), retryAt, id);
}

/** Refused for good: never tried again, and its secrets (the links' tokens) dropped. */
export function markFailed(db: Database.Database, now: number, id: number, error: string): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, refusals = refusals + 1, last_error = ?, failed_at = ?,
       secret = NULL WHERE id = ?`,
  ).run(error.slice(0, 500), tables.iso(now), id);
}
