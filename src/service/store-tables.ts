import type Database from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import type { ContactMessage } from "../shared/contact";

/** The store's rows (store.ts) as the service reads them, and what the retention deletes. Subscribed now:
 * confirmed, not left since, and not refused for good by its mail server. */
export const SUBSCRIBED =
  "(confirmed_at IS NOT NULL AND (left_at IS NULL OR left_at < confirmed_at) AND bounced_at IS NULL)";

export type OutboxKind = "mensagem" | "confirmacao" | "inscricao" | "boletim";

export type StoredMessage = ContactMessage & { id: number; receivedAt: string };

export interface Subscription {
  id: number;
  email: string;
  requestedAt: string;
  consent: string;
  confirmedAt: string | null;
  leftAt: string | null;
  bouncedAt: string | null;
}

export interface OutboxItem {
  id: number;
  kind: OutboxKind;
  /** The message's or the subscription's id. */
  ref: number;
  edition: number | null;
  attempts: number;
  /** How many times the mail server refused this e-mail for good (5xx). */
  refusals: number;
  /** The links' tokens, kept until the e-mail is sent. */
  secret: string | null;
  /** Random, drawn when the e-mail is queued: its Message-ID on every attempt (mail.ts). */
  messageKey: string;
  createdAt: string;
}

export type MessageRow = StoredMessage & { attempts: number } & Record<
    "lastError" | "sentAt" | "failedAt",
    string | null
  >;

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

/** A subscription's columns, named as the service reads them. */
export const SUBSCRIPTION = `id, email, requested_at AS requestedAt, consent, confirmed_at AS confirmedAt,
  left_at AS leftAt, bounced_at AS bouncedAt`;

/** Deletes what is older than `before`: messages, requests never confirmed, subscriptions ended, the hours' counts. */
export function purgeBefore(db: Database.Database, before: string): { messages: number; subscriptions: number } {
  return db.transaction(() => {
    db.prepare(
      "DELETE FROM outbox WHERE kind = 'mensagem' AND ref IN (SELECT id FROM messages WHERE received_at < ?)",
    ).run(before);
    const messages = db.prepare("DELETE FROM messages WHERE received_at < ?").run(before).changes;
    const stale = `SELECT id FROM subscriptions WHERE NOT ${SUBSCRIBED} AND requested_at < @before
                   AND (left_at IS NULL OR left_at < @before) AND (bounced_at IS NULL OR bounced_at < @before)`;
    db.prepare(`DELETE FROM outbox WHERE kind != 'mensagem' AND ref IN (${stale})`).run({ before });
    db.prepare(`DELETE FROM leave_tokens WHERE subscription IN (${stale})`).run({ before });
    const subscriptions = db.prepare(`DELETE FROM subscriptions WHERE id IN (${stale})`).run({ before }).changes;
    db.prepare("DELETE FROM newsletter_hours WHERE hour < substr(?, 1, 13)").run(before);
    return { messages, subscriptions };
  })();
}
