import type Database from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import type { ContactMessage } from "../../shared/contact";
import { CONTACT_FORM, fieldNames } from "../../shared/forms";

/** The messages' and the outbox's queries (the newsletter's: newsletter.ts), each in a transaction of its caller's. */

/** Subscribed now: confirmed, not left since, and not refused for good by its mail server. */
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
  /** Random, drawn when the e-mail is queued: its Message-ID on every attempt (../mail.ts). */
  messageKey: string;
  createdAt: string;
}

export type MessageRow = StoredMessage & { attempts: number } & Record<
    "lastError" | "sentAt" | "failedAt",
    string | null
  >;

/** What a newsletter request did (newsletter.ts); only "new" sent a confirmation. */
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

export const ADD_LEAVE_TOKEN = "INSERT INTO leave_tokens (hash, subscription, created_at) VALUES (?, ?, ?)";

export const SUBSCRIPTION = `id, email, requested_at AS requestedAt, consent, confirmed_at AS confirmedAt,
  left_at AS leftAt, bounced_at AS bouncedAt`;

const FIELDS = fieldNames(CONTACT_FORM);

/** Stores a message and queues its e-mail to the institute, in the caller's transaction. */
export function addMessage(db: Database.Database, now: number, fields: ContactMessage): StoredMessage {
  const receivedAt = iso(now);
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO messages (received_at, ${FIELDS.join(", ")}) VALUES (?${", ?".repeat(FIELDS.length)})`)
    .run(receivedAt, ...FIELDS.map((name) => fields[name]));
  const id = Number(lastInsertRowid);
  enqueue(db, now, { kind: "mensagem", ref: id, secret: null, edition: null });
  return { id, receivedAt, ...fields };
}

const MESSAGE = `SELECT id, received_at AS receivedAt, ${FIELDS.join(", ")} FROM messages WHERE id = ?`;
export const message = (db: Database.Database, id: number) =>
  (db.prepare(MESSAGE).get(id) as StoredMessage | undefined) ?? null;

export const messages = (db: Database.Database) =>
  db
    .prepare(
      `SELECT m.id, m.received_at AS receivedAt, ${FIELDS.map((name) => `m.${name}`).join(", ")}, o.attempts,
              o.last_error AS lastError, o.sent_at AS sentAt, o.failed_at AS failedAt
       FROM messages m LEFT JOIN outbox o ON o.kind = 'mensagem' AND o.ref = m.id ORDER BY m.id`,
    )
    .all() as MessageRow[];

/** The outbox: every e-mail owed, until a mail server takes it or refuses it for good (../outbox.ts delivers it). */
export type Lane = "now" | "editions";

const IN_LANE = "(kind = 'boletim') = @editions";
const WAITING = "sent_at IS NULL AND failed_at IS NULL";
const ITEM = "id, kind, ref, edition, attempts, refusals, secret, message_key AS messageKey, created_at AS createdAt";
const DUE = `SELECT ${ITEM} FROM outbox WHERE ${WAITING} AND ${IN_LANE} AND next_attempt_at <= @now ORDER BY id LIMIT 200`;
const NEXT = `SELECT MIN(next_attempt_at) AS n FROM outbox WHERE ${WAITING} AND ${IN_LANE}`;
type Queued = Pick<OutboxItem, "kind" | "ref" | "secret" | "edition">;

/** Queues an e-mail, its Message-ID drawn now (../mail.ts), in the caller's transaction. */
export function enqueue(db: Database.Database, now: number, item: Queued): void {
  db.prepare(
    `INSERT INTO outbox (kind, ref, edition, secret, created_at, message_key, next_attempt_at)
     VALUES (@kind, @ref, @edition, @secret, @createdAt, @key, @now)`,
  ).run({ ...item, createdAt: iso(now), key: newMessageKey(), now });
}

/** The e-mails of `lane` due at `now`, oldest first; and when the next is due (null: none waits). */
export const due = (db: Database.Database, lane: Lane, now: number) =>
  db.prepare(DUE).all({ editions: Number(lane === "editions"), now }) as OutboxItem[];
export const nextDueAt = (db: Database.Database, lane: Lane) =>
  (db.prepare(NEXT).get({ editions: Number(lane === "editions") }) as { n: number | null }).n;

export type Outcome =
  | { kind: "sent"; note?: string }
  | { kind: "retry"; reason: string; retryAt: number; refused: boolean }
  | { kind: "failed"; reason: string };

/** What became of an attempt, written once; a sent or failed e-mail's secrets (its links' tokens) dropped. */
export function writeOutcome(db: Database.Database, now: number, id: number, outcome: Outcome): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, refusals = refusals + @refused, last_error = @error,
       next_attempt_at = COALESCE(@retryAt, next_attempt_at), sent_at = @sentAt, failed_at = @failedAt,
       secret = CASE WHEN @retryAt IS NULL THEN NULL ELSE secret END
     WHERE id = @id AND sent_at IS NULL`,
  ).run({
    id,
    refused: Number(outcome.kind === "failed" || (outcome.kind === "retry" && outcome.refused)),
    error: (outcome.kind === "sent" ? outcome.note : outcome.reason)?.slice(0, 500) ?? null,
    retryAt: outcome.kind === "retry" ? outcome.retryAt : null,
    sentAt: outcome.kind === "sent" ? iso(now) : null,
    failedAt: outcome.kind === "failed" ? iso(now) : null,
  });
}

/** Deletes what is older than `retentionDays`: messages, requests never confirmed, ended subscriptions, hour counts. */
export function purge(db: Database.Database, now: number, retentionDays: number) {
  const before = iso(now - retentionDays * 24 * 3600 * 1000);
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
