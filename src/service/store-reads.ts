import { CONTACT_FORM, fieldNames } from "../shared/forms";
import type Database from "better-sqlite3";
import * as tables from "./store-tables";

/** What the store's readers see (store.ts): the e-mails being written (mail.ts) and `npm run mensagens`. */

export function message(db: Database.Database, id: number): tables.StoredMessage | null {
  const row = db.prepare("SELECT * FROM messages WHERE id = ?").get(id) as
    (Omit<tables.StoredMessage, "receivedAt"> & { received_at: string }) | undefined;
  if (!row) return null;
  const { received_at: receivedAt, ...rest } = row;
  return { ...rest, receivedAt };
}

export function subscription(db: Database.Database, id: number): tables.Subscription | null {
  const row = db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(id) as tables.SubscriptionRow | undefined;
  return row ? tables.subscriptionOf(row) : null;
}

/** Every message with the state of its delivery, oldest first. */
export function messages(db: Database.Database): tables.MessageRow[] {
  return db
    .prepare(
      `SELECT m.id, m.received_at AS receivedAt, ${fieldNames(CONTACT_FORM)
        .map((name) => `m.${name}`)
        .join(", ")},
              o.attempts, o.last_error AS lastError, o.sent_at AS sentAt, o.failed_at AS failedAt
       FROM messages m LEFT JOIN outbox o ON o.kind = 'mensagem' AND o.ref = m.id ORDER BY m.id`,
    )
    .all() as tables.MessageRow[];
}

/** Every request and subscription, with its way out if it left, oldest first. */
export function subscriptions(db: Database.Database): tables.Subscription[] {
  return (db.prepare("SELECT * FROM subscriptions ORDER BY id").all() as tables.SubscriptionRow[]).map(
    tables.subscriptionOf,
  );
}

export function counts(db: Database.Database): { messages: number; confirmedSubscribers: number } {
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return {
    messages: count("SELECT COUNT(*) AS n FROM messages"),
    confirmedSubscribers: count(`SELECT COUNT(*) AS n FROM subscriptions WHERE ${tables.SUBSCRIBED}`),
  };
}
