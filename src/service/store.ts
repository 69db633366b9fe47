import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { CONTACT_FORM, fieldNames } from "../shared/forms";
import type { ContactMessage } from "../shared/contact";
import * as tables from "./store-tables";
import { migrate, refuseNewer } from "./store-migrations";
import * as newsletter from "./store-newsletter";
import * as outbox from "./store-outbox";
import * as reads from "./store-reads";

/**
 * The durable store of what visitors send (SQLite, one file in the store's folder): every message
 * and every newsletter request is written here before the visitor is told it arrived, and every
 * e-mail the service owes someone waits in the outbox until an SMTP server has accepted it, across
 * restarts. better-sqlite3 because Node 20 has no SQLite of its own and a file needs no server. The
 * schema's steps are in store-migrations.ts, the newsletter's rules in store-newsletter.ts, the
 * outbox's in store-outbox.ts.
 */

export type * from "./store-tables";
export { StoreVersionError } from "./store-migrations";

/**
 * How long a statement waits, blocking, for another connection's lock: better-sqlite3 waits
 * synchronously, so the whole service would stop meanwhile. The service waits longer without
 * blocking, by trying again (writes.ts); `npm run mensagens`, a command, may block.
 */
export const LOCK_WAIT_MS = 5;

/**
 * The store's connection: WAL, so that a reader (`npm run mensagens`) never blocks a visitor's send,
 * and a full sync at every commit, so that what a visitor was told is stored survives a power cut,
 * not only a crash of the process (NORMAL could lose the last commits). A store a newer version
 * wrote is refused first, before its journal's mode is switched.
 */
export function openDatabase(file: string, busyMs = LOCK_WAIT_MS): Database.Database {
  const db = new Database(file, { timeout: busyMs });
  try {
    refuseNewer(db);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
  } catch (error) {
    db.close();
    throw error;
  }
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
      migrate(this.db);
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
  addMessage(fields: ContactMessage): tables.StoredMessage {
    const columns = fieldNames(CONTACT_FORM);
    const now = this.now();
    const receivedAt = tables.iso(now);
    const insert = this.db.transaction(() => {
      // The table's columns are the form's fields (store-migrations.ts).
      const { lastInsertRowid } = this.db
        .prepare(`INSERT INTO messages (received_at, ${columns.join(", ")}) VALUES (?${", ?".repeat(columns.length)})`)
        .run(receivedAt, ...columns.map((name) => fields[name]));
      const id = Number(lastInsertRowid);
      outbox.enqueue(this.db, now, "mensagem", id, null);
      return id;
    });
    return { id: insert(), receivedAt, ...fields };
  }

  /** A newsletter request (store-newsletter.ts says what it sends, and when it sends nothing). */
  requestSubscription(
    email: string,
    consent: string,
    confirmationsPerHour = newsletter.DEFAULT_CONFIRMATIONS_PER_HOUR,
  ): tables.SubscriptionRequest {
    return this.db.transaction(() =>
      newsletter.requestSubscription(this.db, this.now(), email, consent, confirmationsPerHour),
    )();
  }

  /** A visitor's newsletter request, queued to be decided just after its answer (store-newsletter.ts). */
  queueSubscriptionRequest(email: string, consent: string): void {
    newsletter.queueRequest(this.db, this.now(), email, consent);
  }

  /** Decides up to `limit` queued requests, in one transaction of the caller's (writes.ts). */
  decideSubscriptionRequests(confirmationsPerHour: number, limit: number): tables.SubscriptionRequest[] {
    return newsletter.decideQueued(this.db, confirmationsPerHour, limit);
  }

  confirmSubscription(token: string): tables.Subscription | null {
    return this.db.transaction(() => newsletter.confirmSubscription(this.db, this.now(), token))();
  }

  leave(token: string): tables.Subscription | null {
    return this.db.transaction(() => newsletter.leave(this.db, this.now(), token))();
  }

  /** The e-mails due now, oldest first. */
  dueDeliveries(limit = 20): tables.OutboxItem[] {
    return outbox.dueDeliveries(this.db, this.now(), limit);
  }

  /** Claims the oldest e-mail due for `owner` (store-outbox.ts), or returns null when none is free. */
  claimNext(owner: string): tables.OutboxItem | null {
    return outbox.claimNext(this.db, owner, this.now());
  }

  freeClaims(): number {
    return outbox.freeClaims(this.db);
  }

  nextDeliveryAt(owner: string): number | null {
    return outbox.nextDeliveryAt(this.db, owner);
  }

  markSent(id: number): void {
    outbox.markSent(this.db, this.now(), id);
  }

  markRetry(id: number, error: string, retryAt: number, refused = false): void {
    outbox.markRetry(this.db, id, error, retryAt, refused);
  }

  markFailed(id: number, error: string): void {
    outbox.markFailed(this.db, this.now(), id, error);
  }

  // What the e-mails and `npm run mensagens` read (store-reads.ts).
  message(id: number): tables.StoredMessage | null {
    return reads.message(this.db, id);
  }

  subscription(id: number): tables.Subscription | null {
    return reads.subscription(this.db, id);
  }

  messages(): tables.MessageRow[] {
    return reads.messages(this.db);
  }

  subscriptions(): tables.Subscription[] {
    return reads.subscriptions(this.db);
  }

  counts(): { messages: number; confirmedSubscribers: number } {
    return reads.counts(this.db);
  }

  /** Deletes what is older than the retention (tables.purgeBefore says what). */
  purge(retentionDays: number): { messages: number; subscriptions: number } {
    return tables.purgeBefore(this.db, tables.iso(this.now() - retentionDays * 24 * 3600 * 1000));
  }
}
