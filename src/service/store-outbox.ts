import type Database from "better-sqlite3";
import * as tables from "./store-tables";

/**
 * The outbox (store.ts): every e-mail the service owes someone, from the moment it is queued, in the
 * transaction that stores what it is about, until an SMTP server has accepted it or refused it for good.
 *
 * A process sends an e-mail only after claiming it: a conditional update names it as the owner, until a
 * lease ends, and only one process's update can take an e-mail no one holds. So two processes that send
 * from one store (the guard of guard.ts keeps a second service from starting; this holds without it)
 * never send the same e-mail. What became of the attempt, written after, ends the claim. The lease
 * outlasts the longest an attempt can take (the SMTP transport's waits, smtp.ts): a process that died
 * holding a claim lets it go when it ends, or at once when the next service starts (freeClaims).
 */
export const LEASE_MS = 10 * 60 * 1000;

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
const UNCLAIMED = "claimed_by = NULL, lease_until = NULL";
const ITEM = "id, kind, ref, attempts, refusals, secret, message_key AS messageKey, created_at AS createdAt";

/** The e-mails due at `now`, oldest first. */
export function dueDeliveries(db: Database.Database, now: number, limit: number): tables.OutboxItem[] {
  return db
    .prepare(`SELECT ${ITEM} FROM outbox WHERE ${WAITING} AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
    .all(now, limit) as tables.OutboxItem[];
}

/** Whether `owner` may take an e-mail at `now`: no one holds it, its lease is over, or it holds it itself. */
const FREE = "(lease_until IS NULL OR lease_until < @now OR claimed_by = @owner)";

/**
 * Claims for `owner` the oldest e-mail due that it may take, and returns it; null when there is none.
 * One statement, so one transaction: the subquery finds it, and the update's own condition makes sure
 * no other process took it in between.
 */
export function claimNext(db: Database.Database, owner: string, now: number): tables.OutboxItem | null {
  const item = db
    .prepare(
      `UPDATE outbox SET claimed_by = @owner, lease_until = @until
       WHERE id = (SELECT id FROM outbox WHERE ${WAITING} AND next_attempt_at <= @now AND ${FREE} ORDER BY id LIMIT 1)
         AND ${FREE}
       RETURNING ${ITEM}`,
    )
    .get({ owner, now, until: now + LEASE_MS }) as tables.OutboxItem | undefined;
  return item ?? null;
}

/**
 * Ends every claim: called by a service that holds the store's guard (guard.ts), which proves that no
 * other service runs on it, so that what a process that died held is sent without waiting for its lease.
 */
export function freeClaims(db: Database.Database): number {
  return db.prepare(`UPDATE outbox SET claimed_by = NULL, lease_until = NULL WHERE claimed_by IS NOT NULL`).run()
    .changes;
}

/** When `owner` may next take an e-mail waiting (epoch ms): when it is due, or its lease ends; null when none waits. */
export function nextDeliveryAt(db: Database.Database, owner: string): number | null {
  const row = db
    .prepare(
      `SELECT MIN(CASE WHEN lease_until IS NOT NULL AND claimed_by != @owner AND lease_until >= next_attempt_at
                       THEN lease_until + 1 ELSE next_attempt_at END) AS next
       FROM outbox WHERE ${WAITING}`,
    )
    .get({ owner }) as { next: number | null };
  return row.next;
}

/** The mail server accepted it (or there was nothing left to send). Written once: a repeat changes nothing. */
export function markSent(db: Database.Database, now: number, id: number): void {
  db.prepare(
    `UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, secret = NULL, ${UNCLAIMED}
     WHERE id = ? AND sent_at IS NULL`,
  ).run(tables.iso(now), id);
}

/** Not sent this time: tried again at `retryAt`; `refused` counts a refusal of the e-mail itself (5xx). */
export function markRetry(db: Database.Database, id: number, error: string, retryAt: number, refused: boolean): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, refusals = refusals + ?, last_error = ?, next_attempt_at = ?,
       ${UNCLAIMED} WHERE id = ?`,
  ).run(refused ? 1 : 0, error.slice(0, 500), retryAt, id);
}

/** Refused for good: never tried again, and its secrets (the links' tokens) dropped. */
export function markFailed(db: Database.Database, now: number, id: number, error: string): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, refusals = refusals + 1, last_error = ?, failed_at = ?,
       secret = NULL, ${UNCLAIMED} WHERE id = ?`,
  ).run(error.slice(0, 500), tables.iso(now), id);
}
