import type { Store } from "./store";

/**
 * The service's writes to the store, for the requests it answers (a send, a newsletter link's button).
 *
 * better-sqlite3 waits for another connection's lock synchronously, stopping every request of the
 * service meanwhile; so the store's connection waits only a few milliseconds (store.ts, LOCK_WAIT_MS)
 * and a write that meets a lock is tried again here, without blocking, until `waitMs` has passed
 * (CONTACT_STORE_BUSY_MS): a lock delays the writes, and nothing else.
 *
 * The writes that arrive together are committed together, in one transaction: each commit syncs the
 * disk (synchronous = FULL), and one sync for many sends keeps the service's rate. Each caller's
 * promise settles only once the transaction that holds its write is committed, so no visitor is told
 * a send is stored before it is on disk. A write that fails for another reason than a lock (a full
 * disk) is tried again alone, so that it fails alone.
 */

/** SQLite's answer when another connection holds the lock: worth waiting for. */
export function isBusy(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

/** Between two tries of a write that met a lock. */
const RETRY_MS = 15;

interface Write {
  work: (store: Store) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Past this time (epoch ms), a lock fails the write instead of delaying it. */
  deadline: number;
}

class StoreClosed extends Error {}

export class Writes {
  private queue: Write[] = [];
  private immediate: NodeJS.Immediate | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly waitMs: number,
  ) {}

  /** Runs `work` in a transaction with the writes that came with it; settles once it is committed. */
  run<T>(work: (store: Store) => T): Promise<T> {
    if (this.closed) return Promise.reject(new StoreClosed());
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        work,
        resolve: resolve as (value: unknown) => void,
        reject,
        deadline: Date.now() + this.waitMs,
      });
      if (!this.immediate && !this.timer) this.immediate = setImmediate(() => this.flush());
    });
  }

  /** Commits what waits, once, and refuses every write after. */
  close(): void {
    clearImmediate(this.immediate);
    clearTimeout(this.timer);
    this.closed = true;
    this.flush();
  }

  private flush(): void {
    this.immediate = this.timer = undefined;
    const writes = this.queue.splice(0);
    if (writes.length === 0) return;
    let results: unknown[];
    try {
      results = this.store.batch(() => writes.map((write) => write.work(this.store)));
    } catch (error) {
      if (isBusy(error)) this.wait(writes, error);
      else this.oneByOne(writes);
      return;
    }
    writes.forEach((write, index) => write.resolve(results[index]));
  }

  private oneByOne(writes: Write[]): void {
    const locked: Write[] = [];
    let lock: unknown;
    for (const write of writes) {
      try {
        write.resolve(this.store.batch(() => write.work(this.store)));
      } catch (error) {
        if (isBusy(error)) {
          locked.push(write);
          lock = error;
        } else write.reject(error);
      }
    }
    if (locked.length > 0) this.wait(locked, lock);
  }

  /** Writes that met a lock wait for the next try, or fail past their deadline. */
  private wait(writes: Write[], error: unknown): void {
    const now = Date.now();
    const waiting: Write[] = [];
    for (const write of writes) {
      if (this.closed || write.deadline <= now) write.reject(error);
      else waiting.push(write);
    }
    if (waiting.length === 0) return;
    this.queue.unshift(...waiting);
    if (!this.timer) {
      clearImmediate(this.immediate);
      this.immediate = undefined;
      this.timer = setTimeout(() => this.flush(), RETRY_MS);
    }
  }
}
