import type Database from "better-sqlite3";
import { mailboxOf } from "./mailbox";
import * as tables from "./store-tables";
import { enqueue } from "./store-outbox";

/**
 * The newsletter's side of the store (store.ts): a request, its confirmation, and the way out. Each
 * runs in one transaction of its caller's.
 *
 * A request sends a confirmation e-mail only when none went to the same mailbox (mailbox.ts: `ana+1@`
 * and `ana+2@` are one) in the last RESEND_AFTER_MS, nor since someone left from it, and while the
 * confirmations of the hour stay under the service's cap (CONTACT_CONFIRMATIONS_PER_HOUR): nobody can
 * flood a mailbox, nor the mail server, through the form. Leaving is kept on record (`left_at`); only a
 * new confirmation, confirmed, subscribes the address again.
 *
 * A visitor's request is answered once it is queued (queueRequest), which is the same write for every
 * address, and decided just after (decideQueued): the answer waits for one synced commit of the same
 * size whatever the address, so how long it takes does not tell whether an address is subscribed.
 */
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 30;

const subscribed = (row: tables.SubscriptionRow) =>
  row.confirmed_at !== null && (row.left_at === null || row.left_at < row.confirmed_at);

const hourOf = (now: number) => tables.iso(now).slice(0, 13);

/** The answer's one write: the request as it came, queued, the same for every address. */
export function queueRequest(db: Database.Database, now: number, email: string, consent: string): void {
  db.prepare("INSERT INTO newsletter_requests (email, consent, received_at) VALUES (?, ?, ?)").run(email, consent, now);
}

/** Decides up to `limit` queued requests, oldest first, each as of when it came (requestSubscription). */
export function decideQueued(
  db: Database.Database,
  confirmationsPerHour: number,
  limit: number,
): tables.SubscriptionRequest[] {
  const queued = db
    .prepare("SELECT id, email, consent, received_at AS receivedAt FROM newsletter_requests ORDER BY id LIMIT ?")
    .all(limit) as { id: number; email: string; consent: string; receivedAt: number }[];
  const done = db.prepare("DELETE FROM newsletter_requests WHERE id = ?");
  return queued.map((request) => {
    done.run(request.id);
    return requestSubscription(db, request.receivedAt, request.email, request.consent, confirmationsPerHour);
  });
}

/** Decides a request now: what it sends, or why it sends nothing. */
export function requestSubscription(
  db: Database.Database,
  now: number,
  email: string,
  consent: string,
  confirmationsPerHour: number,
): tables.SubscriptionRequest {
  const hour = hourOf(now);
  const counted = db
    .prepare(
      `INSERT INTO newsletter_hours (hour, requests) VALUES (?, 1)
       ON CONFLICT (hour) DO UPDATE SET requests = requests + 1 RETURNING confirmations`,
    )
    .get(hour) as { confirmations: number };
  const existing = db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as
    tables.SubscriptionRow | undefined;
  const known = existing ? tables.subscriptionOf(existing) : null;
  if (existing && subscribed(existing))
    return { outcome: "already-confirmed", subscription: tables.subscriptionOf(existing) };
  const mailbox = mailboxOf(email);
  const { last } = db
    .prepare("SELECT MAX(MAX(requested_at, COALESCE(left_at, ''))) AS last FROM subscriptions WHERE mailbox = ?")
    .get(mailbox) as { last: string | null };
  if (last && now - Date.parse(last) < tables.RESEND_AFTER_MS)
    return { outcome: "recently-asked", subscription: known };
  if (counted.confirmations >= confirmationsPerHour) return { outcome: "hourly-cap", subscription: known };

  const confirmToken = tables.newToken();
  const leaveToken = tables.newToken();
  const requestedAt = tables.iso(now);
  // A renewed request keeps what came before: its confirmation, and the record of its leaving.
  db.prepare(
    `INSERT INTO subscriptions (email, mailbox, requested_at, consent, confirm_hash)
     VALUES (@email, @mailbox, @requestedAt, @consent, @confirm)
     ON CONFLICT (email) DO UPDATE SET requested_at = @requestedAt, consent = @consent, confirm_hash = @confirm`,
  ).run({ email, mailbox, requestedAt, consent, confirm: tables.hash(confirmToken) });
  const row = db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as tables.SubscriptionRow;
  // Every e-mail's way out stays valid: an earlier confirmation's link still ends the subscription.
  db.prepare("INSERT INTO leave_tokens (hash, subscription, created_at) VALUES (?, ?, ?)").run(
    tables.hash(leaveToken),
    row.id,
    requestedAt,
  );
  // The e-mail carries both links: to confirm, and to leave at any time.
  enqueue(db, now, "confirmacao", row.id, JSON.stringify({ confirmToken, leaveToken }));
  db.prepare("UPDATE newsletter_hours SET confirmations = confirmations + 1 WHERE hour = ?").run(hour);
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

/**
 * Ends a subscription, or a request waiting for its confirmation, by a leave token (the link of every
 * e-mail). Null for an unknown token. Leaving again, with nothing to end, keeps the first time on record.
 */
export function leave(db: Database.Database, now: number, token: string): tables.Subscription | null {
  const row = db
    .prepare("SELECT s.* FROM leave_tokens l JOIN subscriptions s ON s.id = l.subscription WHERE l.hash = ?")
    .get(tables.hash(token)) as (tables.SubscriptionRow & { confirm_hash: string | null }) | undefined;
  if (!row) return null;
  const ending = subscribed(row) || row.confirm_hash !== null || row.left_at === null;
  const leftAt = ending ? tables.iso(now) : (row.left_at ?? tables.iso(now));
  db.prepare("UPDATE subscriptions SET left_at = ?, confirm_hash = NULL WHERE id = ?").run(leftAt, row.id);
  return tables.subscriptionOf({ ...row, left_at: leftAt });
}
