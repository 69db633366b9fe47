import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * The durable store of what visitors send (SQLite, one file in the store's folder): every message
 * and every newsletter request is written here before the visitor is told it arrived, and every
 * e-mail the service owes someone waits in the outbox until an SMTP server has accepted it, across
 * restarts. better-sqlite3 because Node 20 has no SQLite of its own and a file needs no server.
 */

import * as tables from "./store-tables";

export type * from "./store-tables";
export { StoreVersionError } from "./store-tables";

/**
 * How long a statement waits, blocking, for another connection's lock: better-sqlite3 waits
 * synchronously, so the whole service would stop meanwhile. The service waits longer without
 * blocking, by trying again (writes.ts); `npm run mensagens`, a command, may block.
 */
export const LOCK_WAIT_MS = 5;

/**
 * The store's connection: WAL, so that a reader (`npm run mensagens`) never blocks a visitor's send,
 * and a full sync at every commit, so that what a visitor was told is stored survives a power cut,
 * not only a crash of the process (NORMAL could lose the last commits).
 */
export function openDatabase(file: string, busyMs = LOCK_WAIT_MS): Database.Database {
  const db = new Database(file, { timeout: busyMs });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  return db;
}

/** How long opening the store waits for another process that holds it to bring its schema up to date. */
const MIGRATION_WAIT_MS = 10_000;

export class Store {
  private readonly db: Database.Database;

  /**
   * Opens (creating it if needed) the store in `dir`, brought to the current schema; throws when the
   * folder cannot be written or a newer version of the service wrote the store.
   */
  constructor(
    dir: string,
    busyMs: number = LOCK_WAIT_MS,
    private readonly now: () => number = Date.now,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.db = openDatabase(path.join(dir, "mensagens.sqlite"), busyMs);
    try {
      this.db.pragma(`busy_timeout = ${Math.max(busyMs, MIGRATION_WAIT_MS)}`);
      tables.migrate(this.db);
      this.db.pragma(`busy_timeout = ${busyMs}`);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  /** Runs `work` in one transaction, which takes the write lock at once (or throws SQLITE_BUSY). */
  batch<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  close(): void {
    this.db.close();
  }

  /** Stores a message and its delivery to the institute, in one transaction. */
  addMessage(fields: Omit<tables.StoredMessage, "id" | "receivedAt">): tables.StoredMessage {
    const receivedAt = tables.iso(this.now());
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

  private enqueue(kind: tables.OutboxKind, ref: number, secret: string | null): void {
    this.db
      .prepare(
        "INSERT INTO outbox (kind, ref, created_at, message_key, secret, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(kind, ref, tables.iso(this.now()), tables.newMessageKey(), secret, this.now());
  }

  /**
   * A newsletter request: a new or renewed address gets a single-use confirmation token (only its hash
   * is kept) and a confirmation e-mail in the outbox; a confirmed address, or one asked for in the last
   * minutes, gets nothing more, so that nobody can flood a mailbox through the form.
   */
  requestSubscription(email: string, consent: string): tables.SubscriptionRequest {
    const run = this.db.transaction((): tables.SubscriptionRequest => {
      const existing = this.db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as
        tables.SubscriptionRow | undefined;
      if (existing && existing.confirmed_at && !existing.left_at)
        return { outcome: "already-confirmed", subscription: tables.subscriptionOf(existing) };
      if (existing && !existing.left_at && this.now() - Date.parse(existing.requested_at) < tables.RESEND_AFTER_MS)
        return { outcome: "recently-asked", subscription: tables.subscriptionOf(existing) };
      const confirmToken = tables.newToken();
      const leaveToken = tables.newToken();
      const requestedAt = tables.iso(this.now());
      this.db
        .prepare(
          `INSERT INTO subscriptions (email, requested_at, consent, confirm_hash)
           VALUES (@email, @requestedAt, @consent, @confirm)
           ON CONFLICT (email) DO UPDATE SET requested_at = @requestedAt, consent = @consent,
             confirm_hash = @confirm, confirmed_at = NULL, left_at = NULL`,
        )
        .run({ email, requestedAt, consent, confirm: tables.hash(confirmToken) });
      const row = this.db.prepare("SELECT * FROM subscriptions WHERE email = ?").get(email) as tables.SubscriptionRow;
      // Every e-mail's way out stays valid: an earlier confirmation's link still ends the subscription.
      this.db
        .prepare("INSERT INTO leave_tokens (hash, subscription, created_at) VALUES (?, ?, ?)")
        .run(tables.hash(leaveToken), row.id, requestedAt);
      // The e-mail carries both links: to confirm, and to leave at any time.
      this.enqueue("confirmacao", row.id, JSON.stringify({ confirmToken, leaveToken }));
      return { outcome: "new", subscription: tables.subscriptionOf(row), confirmToken };
    });
    return run();
  }

  /** Confirms the request whose token this is, once; tells the institute. Null for an unknown, used or old token. */
  confirmSubscription(token: string): tables.Subscription | null {
    const run = this.db.transaction(() => {
      const row = this.db.prepare("SELECT * FROM subscriptions WHERE confirm_hash = ?").get(tables.hash(token)) as
        tables.SubscriptionRow | undefined;
      if (!row || this.now() - Date.parse(row.requested_at) > tables.CONFIRM_VALID_MS) return null;
      const confirmedAt = tables.iso(this.now());
      this.db
        .prepare("UPDATE subscriptions SET confirm_hash = NULL, confirmed_at = ? WHERE id = ?")
        .run(confirmedAt, row.id);
      this.enqueue("inscricao", row.id, null);
      return tables.subscriptionOf({ ...row, confirmed_at: confirmedAt });
    });
    return run();
  }

  /** Ends a subscription by its leave token (the link of every e-mail). Null for an unknown token. */
  leave(token: string): tables.Subscription | null {
    const run = this.db.transaction(() => {
      const row = this.db
        .prepare("SELECT s.* FROM leave_tokens l JOIN subscriptions s ON s.id = l.subscription WHERE l.hash = ?")
        .get(tables.hash(token)) as tables.SubscriptionRow | undefined;
      if (!row) return null;
      const leftAt = row.left_at ?? tables.iso(this.now());
      this.db.prepare("UPDATE subscriptions SET left_at = ?, confirm_hash = NULL WHERE id = ?").run(leftAt, row.id);
      return tables.subscriptionOf({ ...row, left_at: leftAt });
    });
    return run();
  }

  /** The e-mails due now, oldest first. */
  dueDeliveries(limit = 20): tables.OutboxItem[] {
    return this.db
      .prepare(
        `SELECT id, kind, ref, attempts, secret, message_key AS messageKey FROM outbox
         WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
      )
      .all(this.now(), limit) as tables.OutboxItem[];
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
      .run(tables.iso(this.now()), id);
  }

  markFailed(id: number, error: string, retryAt: number): void {
    this.db
      .prepare("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?")
      .run(error.slice(0, 500), retryAt, id);
  }

  message(id: number): tables.StoredMessage | null {
    const row = this.db.prepare("SELECT * FROM messages WHERE id = ?").get(id) as
      (Omit<tables.StoredMessage, "receivedAt"> & { received_at: string }) | undefined;
    if (!row) return null;
    const { received_at: receivedAt, ...rest } = row;
    return { ...rest, receivedAt };
  }

  subscription(id: number): tables.Subscription | null {
    const row = this.db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(id) as
      tables.SubscriptionRow | undefined;
    return row ? tables.subscriptionOf(row) : null;
  }

  /** Every message with the state of its delivery, oldest first. */
  messages(): tables.MessageRow[] {
    return this.db
      .prepare(
        `SELECT m.id, m.received_at AS receivedAt, m.nome, m.email, m.whatsapp, m.assunto, m.mensagem,
                o.attempts, o.last_error AS lastError, o.sent_at AS sentAt
         FROM messages m LEFT JOIN outbox o ON o.kind = 'mensagem' AND o.ref = m.id ORDER BY m.id`,
      )
      .all() as tables.MessageRow[];
  }

  subscriptions(): tables.Subscription[] {
    return (this.db.prepare("SELECT * FROM subscriptions ORDER BY id").all() as tables.SubscriptionRow[]).map(
      tables.subscriptionOf,
    );
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

  /** Deletes what is older than the retention (tables.purgeBefore says what). */
  purge(retentionDays: number): { messages: number; subscriptions: number } {
    return tables.purgeBefore(this.db, tables.iso(this.now() - retentionDays * 24 * 3600 * 1000));
  }
}
