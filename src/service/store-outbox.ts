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

/** The e-mails due at `now`, oldest first. */
export function dueDeliveries(db: Database.Database, now: number, limit: number): tables.OutboxItem[] {
  return db
    .prepare(
      `SELECT id, kind, ref, attempts, secret, message_key AS messageKey FROM outbox
       WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
    )
    .all(now, limit) as tables.OutboxItem[];
}

/** When the next e-mail waiting is due (epoch ms), or null when none waits. */
export function nextDeliveryAt(db: Database.Database): number | null {
  const row = db.prepare("SELECT MIN(next_attempt_at) AS next FROM outbox WHERE sent_at IS NULL").get() as {
    next: number | null;
  };
  return row.next;
}

export function markSent(db: Database.Database, now: number, id: number): void {
  db.prepare(
    "UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, secret = NULL WHERE id = ?",
  ).run(tables.iso(now), id);
}

export function markFailed(db: Database.Database, id: number, error: string, retryAt: number): void {
  db.prepare("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?").run(
    error.slice(0, 500),
    retryAt,
    id,
  );
}
