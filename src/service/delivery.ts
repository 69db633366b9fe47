import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Store } from "./store";
import type { MailSettings } from "./mail";
import type { Transport } from "./smtp";
import { Unwritten, reasonOf } from "./outcomes";
import type { SentRecord } from "./sent-record";
import { attempt, type DeliveryLog } from "./attempt";

export { smtpTransport, type Transport } from "./smtp";
export type { DeliveryLog } from "./attempt";

/** How often a stop tries the store again while it waits for it. */
const STOP_RETRY_MS = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Settles when `promise` does, or after `ms`, whichever comes first, leaving no timer behind. */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Empties the outbox: every e-mail the store holds is sent, oldest first; one the SMTP server
 * refuses, or that meets no server, is tried again later, after a wait that doubles each time up to
 * `retry.maxMs`, and again after a restart, since the outbox is on disk, unless the server refused
 * the e-mail itself for good (outcomes.ts). Without a transport (no CONTACT_SMTP_URL) nothing is sent
 * and everything stays in the store. Each e-mail is claimed before it is sent (store-outbox.ts), so
 * that no other process sends it too.
 *
 * The store may fail meanwhile (another process holds its lock, the disk is full). An e-mail the SMTP
 * server accepted is then never sent again: what became of it is kept, in memory and in the sent
 * record on disk (outcomes.ts), and written as soon as the store takes it, and no e-mail is sent
 * before that, by this instance or the next. The one case left is a crash between the server's
 * acceptance and that record, when the receiving server can recognise the repeat by its Message-ID.
 * The outbox waits for the store after a delay that doubles too; no error of the store's leaves this
 * class.
 */
export class Deliveries {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private soon: NodeJS.Immediate | undefined;
  private stopped = false;
  /** Attempts whose outcome the store has not taken yet (what a previous instance left in `record` first). */
  readonly unwritten: Unwritten;
  /** Rounds in a row that the store stopped. */
  private storeFailures = 0;

  /** Who claims the e-mails this instance sends: the machine, the process, and a draw of its own. */
  readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

  constructor(
    readonly store: Store,
    readonly transport: Transport | null,
    readonly settings: MailSettings,
    readonly retry: { firstMs: number; maxMs: number },
    readonly log: DeliveryLog,
    private readonly record: SentRecord | null = null,
  ) {
    this.unwritten = new Unwritten(record, (message) => log.warn(message));
    if (this.unwritten.size > 0)
      log.info(`${this.unwritten.size} e-mail(s) enviado(s) antes da última parada: gravados antes de qualquer envio`);
  }

  /** Starts at once (what a previous run left waiting), and after every `kick`. */
  start(): void {
    this.kick();
  }

  /**
   * Something new is in the outbox: send it soon (or right after the round in progress). Soon, not
   * now: the request that queued it is answered first, before the claim's synced write, so that no
   * answer takes longer for having queued an e-mail.
   */
  kick(): void {
    if (!this.transport || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.soon ??= setImmediate(() => {
      this.soon = undefined;
      this.begin();
    });
  }

  private begin(): void {
    if (this.running || this.stopped) return;
    clearTimeout(this.timer);
    this.running = this.round()
      .then(
        () => {
          this.storeFailures = 0;
          return null;
        },
        (error: unknown) => {
          this.storeFailures += 1;
          const wait = this.storeWait();
          this.log.warn(
            `entregas em espera: o armazenamento falhou (${reasonOf(error)}); nova tentativa em ${Math.ceil(wait / 1000)} s`,
          );
          return wait;
        },
      )
      .then((wait) => {
        this.running = undefined;
        if (wait !== null) this.later(wait);
        else if (this.again) {
          this.again = false;
          this.kick();
        } else this.schedule();
      });
  }

  /**
   * Stops: nothing more is sent by this instance. Waits, up to `waitMs`, for the attempt in progress
   * and for the store to take every outcome kept; what it still does not take stays in the sent record
   * for the next start.
   */
  async stop(waitMs = 0): Promise<void> {
    const deadline = Date.now() + waitMs;
    this.stopped = true;
    clearTimeout(this.timer);
    clearImmediate(this.soon);
    if (this.running) await within(this.running, deadline - Date.now());
    while (this.unwritten.size > 0) {
      try {
        this.unwritten.writeAll(this.store);
      } catch (error) {
        if (Date.now() < deadline) {
          await delay(Math.min(STOP_RETRY_MS, deadline - Date.now()));
          continue;
        }
        const kept = this.record
          ? `guardado(s) em ${this.record.file}, gravado(s) no próximo início antes de qualquer envio`
          : "sem registro em disco";
        this.log.warn(`${this.unwritten.size} e-mail(s) sem estado gravado ao parar (${reasonOf(error)}): ${kept}`);
        break;
      }
    }
    this.transport?.close?.();
  }

  /** After the store failed: a wait from a second at most, doubling, up to a minute at most. */
  private storeWait(): number {
    const first = Math.min(1000, this.retry.firstMs);
    const max = Math.max(first, Math.min(60_000, this.retry.maxMs));
    return Math.min(max, first * 2 ** (this.storeFailures - 1));
  }

  private later(wait: number): void {
    if (this.stopped) return;
    this.again = false;
    this.timer = setTimeout(() => this.kick(), wait);
  }

  private schedule(): void {
    if (this.stopped) return;
    let next: number | null;
    try {
      next = this.store.nextDeliveryAt(this.owner);
    } catch (error) {
      this.storeFailures += 1;
      this.log.warn(`entregas em espera: o armazenamento falhou (${reasonOf(error)})`);
      this.later(this.storeWait());
      return;
    }
    if (next === null) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
  }

  /**
   * Sends what is due, one e-mail at a time, each claimed first. Nothing is claimed while an earlier
   * outcome waits to be written: an e-mail this instance claimed and did not finish is free to it again.
   */
  private async round(): Promise<void> {
    const { store, transport, settings, retry, log, unwritten } = this;
    unwritten.writeAll(store);
    // Without a transport nothing is claimed: an e-mail is never marked sent that was not.
    if (!transport) return;
    while (!this.stopped) {
      const item = store.claimNext(this.owner);
      if (!item) return;
      await attempt(item, { store, transport, settings, retry, log, unwritten });
    }
  }
}
