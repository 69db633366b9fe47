import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { CONTACT_FORM, fieldNames } from "../shared/forms";
import type { ContactMessage } from "../shared/contact";
import * as tables from "./store-tables";
import { LOCK_WAIT_MS, isBusy, migrate, openDatabase } from "./store-migrations";
import { enqueue } from "./outbox";

/**
 * The durable store (SQLite, better-sqlite3: Node 20 has none of its own): every message and request
 * written before the visitor is told it arrived, and every e-mail owed, in its outbox (outbox.ts).
 * The newsletter's side is store-newsletter.ts, the editions' editions-store.ts.
 */
export type * from "./store-tables";
export { LOCK_WAIT_MS, StoreVersionError, isBusy, openDatabase } from "./store-migrations";

const RETRY_MS = 15;

interface Write {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  deadline: number;
}

/** How long a write waits for another process's lock (CONTACT_STORE_BUSY_MS); blocking, as only a command may. */
export interface StoreOptions {
  waitMs?: number;
  blocking?: boolean;
  now?: () => number;
}

export class Store {
  readonly db: Database.Database;
  readonly now: () => number;
  private readonly waitMs: number;
  private queue: Write[] = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(dir: string, { waitMs = 2000, blocking = false, now = Date.now }: StoreOptions = {}) {
    this.waitMs = waitMs;
    this.now = now;
    fs.mkdirSync(dir, { recursive: true });
    this.db = openDatabase(path.join(dir, "mensagens.sqlite"), blocking ? waitMs : LOCK_WAIT_MS);
    try {
      migrate(this.db);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  /**
   * Runs `work` in a transaction with the writes that came with it, and settles once it is committed:
   * one synced commit for many sends keeps the service's rate. A write that meets another process's
   * lock is tried again without blocking until `waitMs` has passed.
   */
  write<T>(work: () => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error("o armazenamento foi fechado"));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as Write["resolve"], reject, deadline: this.now() + this.waitMs });
      this.timer ??= setTimeout(() => this.flush(), 0);
    });
  }

  /** One transaction, which takes the write lock at once (or throws SQLITE_BUSY). */
  batch<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  close(): void {
    clearTimeout(this.timer);
    this.closed = true;
    this.flush();
    this.db.close();
  }

  private flush(): void {
    this.timer = undefined;
    const writes = this.queue.splice(0);
    if (writes.length === 0) return;
    try {
      const results = this.batch(() => writes.map((write) => write.work()));
      writes.forEach((write, index) => write.resolve(results[index]));
    } catch (error) {
      if (isBusy(error)) this.wait(writes, error);
      else for (const write of writes) write.reject(error);
    }
  }

  /** Writes that met a lock are tried again (with those that came meanwhile), or fail past their deadline. */
  private wait(writes: Write[], lock: unknown): void {
    const now = this.now();
    const waiting = writes.filter((write) => !this.closed && write.deadline > now);
    for (const write of writes) if (!waiting.includes(write)) write.reject(lock);
    if (waiting.length === 0) return;
    this.queue.unshift(...waiting);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), RETRY_MS);
  }

  /** Stores a message and queues its e-mail to the institute, in one transaction. */
  addMessage(fields: ContactMessage): tables.StoredMessage {
    const columns = fieldNames(CONTACT_FORM);
    const now = this.now();
    const receivedAt = tables.iso(now);
    const id = this.db.transaction(() => {
      // The table's columns are the form's fields (store-migrations.ts).
      const { lastInsertRowid } = this.db
        .prepare(`INSERT INTO messages (received_at, ${columns.join(", ")}) VALUES (?${", ?".repeat(columns.length)})`)
        .run(receivedAt, ...columns.map((name) => fields[name]));
      enqueue(this.db, now, { kind: "mensagem", ref: Number(lastInsertRowid), secret: null, edition: null });
      return Number(lastInsertRowid);
    })();
    return { id, receivedAt, ...fields };
  }

  message(id: number): tables.StoredMessage | null {
    const sql = `SELECT id, received_at AS receivedAt, ${fieldNames(CONTACT_FORM).join(", ")} FROM messages WHERE id = ?`;
    return (this.db.prepare(sql).get(id) as tables.StoredMessage | undefined) ?? null;
  }

  /** Every message with the state of its e-mail, oldest first. */
  messages(): tables.MessageRow[] {
    const fields = fieldNames(CONTACT_FORM).map((name) => `m.${name}`);
    return this.db
      .prepare(
        `SELECT m.id, m.received_at AS receivedAt, ${fields.join(", ")}, o.attempts, o.last_error AS lastError,
                o.sent_at AS sentAt, o.failed_at AS failedAt
         FROM messages m LEFT JOIN outbox o ON o.kind = 'mensagem' AND o.ref = m.id ORDER BY m.id`,
      )
      .all() as tables.MessageRow[];
  }

  counts(): { messages: number; confirmedSubscribers: number } {
    const count = (sql: string) => (this.db.prepare(sql).get() as { n: number }).n;
    return {
      messages: count("SELECT COUNT(*) AS n FROM messages"),
      confirmedSubscribers: count(`SELECT COUNT(*) AS n FROM subscriptions WHERE ${tables.SUBSCRIBED}`),
    };
  }

  /** Deletes what is older than the retention (tables.purgeBefore says what). */
  purge(retentionDays: number): { messages: number; subscriptions: number } {
    return tables.purgeBefore(this.db, tables.iso(this.now() - retentionDays * 24 * 3600 * 1000));
  }
}
