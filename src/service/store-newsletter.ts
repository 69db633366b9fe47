import type Database from "better-sqlite3";
import * as tables from "./store-tables";
import { enqueue } from "./store-outbox";

/**
 * The newsletter's side of the store (store.ts): a request, its confirmation, and the way out. Each
 * runs in one transaction of its caller's.
 */

/**
 * A newsletter request: a new or renewed address gets a single-use confirmation token (only its hash
 * is kept) and a confirmation e-mail in the outbox; a confirmed address, or one asked for in the last
 * minutes, gets nothing more, so that nobody can flood a mailbox through the form.
 */
export function requestSubscription(
  db: Database.Database,
  now: number,
  email: string,
  consent: string,
): tables.SubscriptionRequest {
  const existing = db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as
    tables.SubscriptionRow | undefined;
  if (existing && existing.confirmed_at && !existing.left_at)
    return { outcome: "already-confirmed", subscription: tables.subscriptionOf(existing) };
  if (existing && !existing.left_at && now - Date.parse(existing.requested_at) < tables.RESEND_AFTER_MS)
    return { outcome: "recently-asked", subscription: tables.subscriptionOf(existing) };
  const confirmToken = tables.newToken();
  const leaveToken = tables.newToken();
  const requestedAt = tables.iso(now);
  db.prepare(
    `INSERT INTO subscriptions (email, requested_at, consent, confirm_hash)
     VALUES (@email, @requestedAt, @consent, @confirm)
     ON CONFLICT (email) DO UPDATE SET requested_at = @requestedAt, consent = @consent,
       confirm_hash = @confirm, confirmed_at = NULL, left_at = NULL`,
  ).run({ email, requestedAt, consent, confirm: tables.hash(confirmToken) });
  const row = db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as tables.SubscriptionRow;
  // Every e-mail's way out stays valid: an earlier confirmation's link still ends the subscription.
  db.prepare("INSERT INTO leave_tokens (hash, subscription, created_at) VALUES (?, ?, ?)").run(
    tables.hash(leaveToken),
    row.id,
    requestedAt,
  );
  // The e-mail carries both links: to confirm, and to leave at any time.
  enqueue(db, now, "confirmacao", row.id, JSON.stringify({ confirmToken, leaveToken }));
  return { outcome: "new", subscription: tables.subscriptionOf(row), confirmToken };
}

/** Confirms the request whose token this is, once; tells the institute. Null for an unknown, used or old token. */
export function confirmSubscription(db: Database.Database, now: number, token: string): tables.Subscription | null {
  const row = db.prepare("SELECT * FROM subscriptions WHERE confirm_hash = ?").get(tables.hash(token)) as
    tables.SubscriptionRow | undefined;
  if (!row || now - Date.parse(row.requested_at) > tables.CONFIRM_VALID_MS) return null;
  const confirmedAt = tables.iso(now);
  db.prepare("UPDATE subscriptions SET confirm_hash = NULL, confirmed_at = ? WHERE id = ?").run(confirmedAt, row.id);
  enqueue(db, now, "inscricao", row.id, null);
  return tables.subscriptionOf({ ...row, confirmed_at: confirmedAt });
}

/** Ends a subscription by its leave token (the link of every e-mail). Null for an unknown token. */
export function leave(db: Database.Database, now: number, token: string): tables.Subscription | null {
  const row = db
    .prepare("SELECT s.* FROM leave_tokens l JOIN subscriptions s ON s.id = l.subscription WHERE l.hash = ?")
    .get(tables.hash(token)) as tables.SubscriptionRow | undefined;
  if (!row) return null;
  const leftAt = row.left_at ?? tables.iso(now);
  db.prepare("UPDATE subscriptions SET left_at = ?, confirm_hash = NULL WHERE id = ?").run(leftAt, row.id);
  return tables.subscriptionOf({ ...row, left_at: leftAt });
}
