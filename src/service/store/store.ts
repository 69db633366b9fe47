import type Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { LOCK_WAIT_MS, STORE_FILE, isBusy, migrate, openDatabase } from "./database";

/** The store's connection, whose writes share synced commits (a send is on disk before it is answered): tables.ts. */
const RETRY_MS = 15;

interface Write {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  deadline: number;
}
type StoreOptions = { waitMs?: number; blocking?: boolean; now?: () => number };

export class Store {
  readonly db: Database.Database;
  readonly now: () => number;
  private readonly waitMs: number;
  private queue: Write[] = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  /** How long a write waits for another process's lock (CONTACT_STORE_BUSY_MS); blocking, as only a command may. */
  constructor(dir: string, { waitMs = 2000, blocking = false, now = Date.now }: StoreOptions = {}) {
    this.waitMs = waitMs;
    this.now = now;
    fs.mkdirSync(dir, { recursive: true });
    this.db = openDatabase(path.join(dir, STORE_FILE), blocking ? waitMs : LOCK_WAIT_MS);
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
      // Writes that met a lock are tried again (with those that came meanwhile), or fail past their deadline.
      const now = this.now();
      const waiting = isBusy(error) ? writes.filter((write) => !this.closed && write.deadline > now) : [];
      for (const write of writes) if (!waiting.includes(write)) write.reject(error);
      if (waiting.length === 0) return;
      this.queue.unshift(...waiting);
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.flush(), RETRY_MS);
    }
  }
}
