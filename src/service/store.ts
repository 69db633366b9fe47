import fs from "node:fs";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import Database from "better-sqlite3";

/**
 * The durable store of what visitors send (SQLite, one file in the store's folder): every message
 * and every newsletter request is written here before the visitor is told it arrived, and every
 * e-mail the service owes someone waits in the outbox until an SMTP server has accepted it, across
 * restarts. better-sqlite3 because Node 20 has no SQLite of its own and a file needs no server.
 */

export type OutboxKind = "mensagem" | "confirmacao" | "inscricao";

export interface StoredMessage {
  id: number;
  receivedAt: string;
  nome: string;
  email: string;
  whatsapp: string;
  assunto: string;
  mensagem: string;
}

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
  /** For a confirmation: the link's token, kept until the e-mail is sent. */
  secret: string | null;
}

export interface DeliveryState {
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export type MessageRow = StoredMessage & DeliveryState;
export type SubscriptionRequest =
  | { outcome: "new"; subscription: Subscription; confirmToken: string }
  | { outcome: "already-confirmed" | "recently-asked"; subscription: Subscription };

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    nome TEXT NOT NULL,
    email TEXT NOT NULL,
    whatsapp TEXT NOT NULL,
    assunto TEXT NOT NULL,
    mensagem TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS subscriptions (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    requested_at TEXT NOT NULL,
    consent TEXT NOT NULL,
    confirm_hash TEXT,
    confirmed_at TEXT,
    leave_hash TEXT NOT NULL,
    left_at TEXT
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    ref INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    secret TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sent_at, next_attempt_at);
`;

/** A confirmation link is good for a week; a new request sends another only after ten minutes. */
const CONFIRM_VALID_MS = 7 * 24 * 3600 * 1000;
const RESEND_AFTER_MS = 10 * 60 * 1000;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");
const iso = (ms: number) => new Date(ms).toISOString();

interface SubscriptionRow {
  id: number;
  email: string;
  requested_at: string;
  consent: string;
  confirmed_at: string | null;
  left_at: string | null;
}

const subscriptionOf = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  requestedAt: row.requested_at,
  consent: row.consent,
  confirmedAt: row.confirmed_at,
  leftAt: row.left_at,
});

export class Store {
  private readonly db: Database.Database;

  /** Opens (creating it if needed) the store in `dir`; throws when the folder cannot be written. */
  constructor(
    dir: string,
    busyMs: number,
    private readonly now: () => number = Date.now,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.db = new Database(path.join(dir, "mensagens.sqlite"), { timeout: busyMs });
    // WAL: readers (`npm run mensagens`) never block a visitor's send; NORMAL is durable across a
    // crash of the process, which is what a VPS loses most often.
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.exec(SCHEMA);
  }

  close(): void {
    this.db.close();
  }

  /** Stores a message and its delivery to the institute, in one transaction. */
  addMessage(fields: Omit<StoredMessage, "id" | "receivedAt">): StoredMessage {
    const receivedAt = iso(this.now());
    const insert = this.db.transaction(() => {
      const { lastInsertRowid } = this.db
        .prepare(
          "INSERT INTO messages (received_at, nome, email, whatsapp, assunto, mensagem) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(receivedAt, fields.nome, fields.email, fields.whatsapp, fields.assunto, fields.mensagem);
      const id = Number(lastInsertRowid);
      this.enqueue("mensagem", id, null);
      return id;
    });
    return { id: insert(), receivedAt, ...fields };
  }

  private enqueue(kind: OutboxKind, ref: number, secret: string | null): void {
    this.db
      .prepare("INSERT INTO outbox (kind, ref, created_at, secret, next_attempt_at) VALUES (?, ?, ?, ?, ?)")
      .run(kind, ref, iso(this.now()), secret, this.now());
  }

  /**
   * A newsletter request: a new or renewed address gets a single-use confirmation token (only its hash
   * is kept) and a confirmation e-mail in the outbox; a confirmed address, or one asked for in the last
   * minutes, gets nothing more, so that nobody can flood a mailbox through the form.
   */
  requestSubscription(email: string, consent: string): SubscriptionRequest {
    const run = this.db.transaction((): SubscriptionRequest => {
      const existing = this.db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as
        SubscriptionRow | undefined;
      if (existing && existing.confirmed_at && !existing.left_at)
        return { outcome: "already-confirmed", subscription: subscriptionOf(existing) };
      if (existing && !existing.left_at && this.now() - Date.parse(existing.requested_at) < RESEND_AFTER_MS)
        return { outcome: "recently-asked", subscription: subscriptionOf(existing) };
      const confirmToken = newToken();
      const leaveToken = newToken();
      const requestedAt = iso(this.now());
      this.db
        .prepare(
          `INSERT INTO subscriptions (email, requested_at, consent, confirm_hash, leave_hash)
           VALUES (@email, @requestedAt, @consent, @confirm, @leave)
           ON CONFLICT (email) DO UPDATE SET requested_at = @requestedAt, consent = @consent,
             confirm_hash = @confirm, confirmed_at = NULL, leave_hash = @leave, left_at = NULL`,
        )
        .run({ email, requestedAt, consent, confirm: hash(confirmToken), leave: hash(leaveToken) });
      const row = this.db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as SubscriptionRow;
      // The e-mail carries both links: to confirm, and to leave at any time.
      this.enqueue("confirmacao", row.id, JSON.stringify({ confirmToken, leaveToken }));
      return { outcome: "new", subscription: subscriptionOf(row), confirmToken };
    });
    return run();
  }

  /** Confirms the request whose token this is, once; tells the institute. Null for an unknown, used or old token. */
  confirmSubscription(token: string): Subscription | null {
    const run = this.db.transaction(() => {
      const row = this.db.prepare("SELECT * FROM subscriptions WHERE confirm_hash = ?").get(hash(token)) as
        SubscriptionRow | undefined;
      if (!row || this.now() - Date.parse(row.requested_at) > CONFIRM_VALID_MS) return null;
      const confirmedAt = iso(this.now());
      this.db
        .prepare("UPDATE subscriptions SET confirm_hash = NULL, confirmed_at = ? WHERE id = ?")
        .run(confirmedAt, row.id);
      this.enqueue("inscricao", row.id, null);
      return subscriptionOf({ ...row, confirmed_at: confirmedAt });
    });
    return run();
  }

  /** Ends a subscription by its leave token (the link of every e-mail). Null for an unknown token. */
  leave(token: string): Subscription | null {
    const row = this.db.prepare("SELECT * FROM subscriptions WHERE leave_hash = ?").get(hash(token)) as
      SubscriptionRow | undefined;
    if (!row) return null;
    const leftAt = row.left_at ?? iso(this.now());
    this.db.prepare("UPDATE subscriptions SET left_at = ?, confirm_hash = NULL WHERE id = ?").run(leftAt, row.id);
    return subscriptionOf({ ...row, left_at: leftAt });
  }

  /** The e-mails due now, oldest first. */
  dueDeliveries(limit = 20): OutboxItem[] {
    return this.db
      .prepare(
        `SELECT id, kind, ref, attempts, secret FROM outbox
         WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
      )
      .all(this.now(), limit) as OutboxItem[];
  }

  /** When the next e-mail waiting is due (epoch ms), or null when none waits. */
  nextDeliveryAt(): number | null {
    const row = this.db.prepare("SELECT MIN(next_attempt_at) AS next FROM outbox WHERE sent_at IS NULL").get() as {
      next: number | null;
    };
    return row.next;
  }

  markSent(id: number): void {
    this.db
      .prepare("UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, secret = NULL WHERE id = ?")
      .run(iso(this.now()), id);
  }

  markFailed(id: number, error: string, retryAt: number): void {
    this.db
      .prepare("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?")
      .run(error.slice(0, 500), retryAt, id);
  }

  message(id: number): StoredMessage | null {
    const row = this.db.prepare("SELECT * FROM messages WHERE id = ?").get(id) as
      (Omit<StoredMessage, "receivedAt"> & { received_at: string }) | undefined;
    if (!row) return null;
    const { received_at: receivedAt, ...rest } = row;
    return { ...rest, receivedAt };
  }

  subscription(id: number): Subscription | null {
    const row = this.db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(id) as SubscriptionRow | undefined;
    return row ? subscriptionOf(row) : null;
  }

  /** Every message with the state of its delivery, oldest first. */
  messages(): MessageRow[] {
    return this.db
      .prepare(
        `SELECT m.id, m.received_at AS receivedAt, m.nome, m.email, m.whatsapp, m.assunto, m.mensagem,
                o.attempts, o.last_error AS lastError, o.sent_at AS sentAt
         FROM messages m LEFT JOIN outbox o ON o.kind = 'mensagem' AND o.ref = m.id ORDER BY m.id`,
      )
      .all() as MessageRow[];
  }

  subscriptions(): Subscription[] {
    return (this.db.prepare("SELECT * FROM subscriptions ORDER BY id").all() as SubscriptionRow[]).map(subscriptionOf);
  }

  counts(): { messages: number; confirmedSubscribers: number } {
    const messages = (this.db.prepare("SELECT COUNT(*) AS n FROM messages").get() as { n: number }).n;
    const confirmedSubscribers = (
      this.db
        .prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE confirmed_at IS NOT NULL AND left_at IS NULL")
        .get() as { n: number }
    ).n;
    return { messages, confirmedSubscribers };
  }

  /**
   * Deletes what is older than the retention: messages (and their deliveries), requests never
   * confirmed and subscriptions ended. A confirmed subscription stays while it lasts.
   */
  purge(retentionDays: number): { messages: number; subscriptions: number } {
    const before = iso(this.now() - retentionDays * 24 * 3600 * 1000);
    const run = this.db.transaction(() => {
      this.db
        .prepare(
          "DELETE FROM outbox WHERE kind = 'mensagem' AND ref IN (SELECT id FROM messages WHERE received_at < ?)",
        )
        .run(before);
      const messages = this.db.prepare("DELETE FROM messages WHERE received_at < ?").run(before).changes;
      const stale = `SELECT id FROM subscriptions WHERE (confirmed_at IS NULL AND requested_at < @before)
                     OR (left_at IS NOT NULL AND left_at < @before)`;
      this.db.prepare(`DELETE FROM outbox WHERE kind != 'mensagem' AND ref IN (${stale})`).run({ before });
      const subscriptions = this.db.prepare(`DELETE FROM subscriptions WHERE id IN (${stale})`).run({ before }).changes;
      return { messages, subscriptions };
    });
    return run();
  }
}
