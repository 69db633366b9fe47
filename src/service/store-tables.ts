import type Database from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import type { ContactMessage } from "../shared/contact";

/** Subscribed now: confirmed, and not left since (store-newsletter.ts). */
export const SUBSCRIBED = "(confirmed_at IS NOT NULL AND (left_at IS NULL OR left_at < confirmed_at))";

/**
 * The store's tables (store.ts): what a message, a subscription and an e-mail owed hold, their rows,
 * and what the retention deletes.
 */

export type OutboxKind = "mensagem" | "confirmacao" | "inscricao";

/** A message of the contact form: its fields, as the form's definition names them (src/shared/forms.ts). */
export type StoredMessage = ContactMessage & {
  id: number;
  receivedAt: string;
};

export interface Subscription {
  id: number;
  email: string;
  requestedAt: string;
  consent: string;
  confirmedAt: string | null;
  leftAt: string | null;
}

export interface OutboxItem {
  id: number;
  kind: OutboxKind;
  ref: number;
  attempts: number;
  /** How many times the mail server refused this e-mail for good (5xx): outcomes.ts. */
  refusals: number;
  /** For a confirmation: the link's token, kept until the e-mail is sent. */
  secret: string | null;
  /** Random, given when the e-mail is queued: its Message-ID, the same on every attempt (mail.ts). */
  messageKey: string;
  createdAt: string;
}

export interface DeliveryState {
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** When the mail server refused it for good (then `lastError` says why). */
  failedAt: string | null;
}

export type MessageRow = StoredMessage & DeliveryState;
/** What a newsletter request did (store-newsletter.ts); only "new" sent a confirmation. */
export type SubscriptionRequest =
  | { outcome: "new"; subscription: Subscription; confirmToken: string }
  | { outcome: "already-confirmed"; subscription: Subscription }
  | { outcome: "recently-asked" | "hourly-cap"; subscription: Subscription | null };

/** A confirmation link is good for a week; a new request sends another only after ten minutes. */
export const CONFIRM_VALID_MS = 7 * 24 * 3600 * 1000;
export const RESEND_AFTER_MS = 10 * 60 * 1000;

export const hash = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(24).toString("base64url");
export const newMessageKey = () => randomBytes(16).toString("hex");
export const iso = (ms: number) => new Date(ms).toISOString();

export interface SubscriptionRow {
  id: number;
  email: string;
  requested_at: string;
  consent: string;
  confirmed_at: string | null;
  left_at: string | null;
}

export const subscriptionOf = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  requestedAt: row.requested_at,
  consent: row.consent,
  confirmedAt: row.confirmed_at,
  leftAt: row.left_at,
});

/**
 * Deletes what is older than `before`: messages (and their deliveries), requests never confirmed,
 * subscriptions ended (and the record of their ending) and the hours' counts. A subscription stays
 * while it lasts.
 */
export function purgeBefore(db: Database.Database, before: string): { messages: number; subscriptions: number } {
  const run = db.transaction(() => {
    db.prepare(
      "DELETE FROM outbox WHERE kind = 'mensagem' AND ref IN (SELECT id FROM messages WHERE received_at < ?)",
    ).run(before);
    const messages = db.prepare("DELETE FROM messages WHERE received_at < ?").run(before).changes;
    const stale = `SELECT id FROM subscriptions WHERE NOT ${SUBSCRIBED} AND requested_at < @before
                   AND (left_at IS NULL OR left_at < @before)`;
    db.prepare(`DELETE FROM outbox WHERE kind != 'mensagem' AND ref IN (${stale})`).run({ before });
    db.prepare(`DELETE FROM leave_tokens WHERE subscription IN (${stale})`).run({ before });
    const subscriptions = db.prepare(`DELETE FROM subscriptions WHERE id IN (${stale})`).run({ before }).changes;
    db.prepare("DELETE FROM newsletter_hours WHERE hour < substr(?, 1, 13)").run(before);
    return { messages, subscriptions };
  });
  return run();
}
