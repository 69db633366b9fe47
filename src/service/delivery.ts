import type { Store, OutboxItem } from "./store";
import { mailFor, type MailSettings } from "./mail";
import type { Transport } from "./smtp";

export { smtpTransport, type Transport } from "./smtp";

export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
}

/** What became of an attempt, to be written to the store. */
type Outcome = { sent: true } | { sent: false; reason: string; retryAt: number };

/** The store could not be read or written: the round stops, and the outbox is tried again later. */
class StoreTrouble extends Error {}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Empties the outbox: every e-mail the store holds is sent, oldest first; one the SMTP server
 * refuses, or that meets no server, is tried again later, after a wait that doubles each time up to
 * `retry.maxMs`, and again after a restart, since the outbox is on disk. Without a transport (no
 * CONTACT_SMTP_URL) nothing is sent and everything stays in the store.
 *
 * The store may fail meanwhile (another process holds its lock, the disk is full). An e-mail the SMTP
 * server accepted is then never sent again: what became of it is kept here and written as soon as
 * the store takes it, and no e-mail is sent before that (a restart in between is the one case left,
 * and the receiving server can recognise the repeat by its Message-ID). The outbox waits for the
 * store after a delay that doubles too; no error of the store's leaves this class.
 */
export class Deliveries {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Attempts whose outcome the store has not taken yet: outbox id → outcome. */
  private readonly unwritten = new Map<number, Outcome>();
  /** Rounds in a row that the store stopped. */
  private storeFailures = 0;

  constructor(
    private readonly store: Store,
    private readonly transport: Transport | null,
    private readonly settings: MailSettings,
    private readonly retry: { firstMs: number; maxMs: number },
    private readonly log: DeliveryLog,
  ) {}

  /** Starts at once (what a previous run left waiting), and after every `kick`. */
  start(): void {
    this.kick();
  }

  /** Something new is in the outbox: send it now (or right after the round in progress). */
  kick(): void {
    if (!this.transport || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
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

  /** Waits for the round in progress and stops; nothing more is sent by this instance. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    try {
      this.writeUnwritten();
    } catch (error) {
      this.log.warn(`estado de ${this.unwritten.size} e-mail(s) não gravado ao parar: ${reasonOf(error)}`);
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
      next = this.store.nextDeliveryAt();
    } catch (error) {
      this.storeFailures += 1;
      this.log.warn(`entregas em espera: o armazenamento falhou (${reasonOf(error)})`);
      this.later(this.storeWait());
      return;
    }
    if (next === null) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
  }

  private async round(): Promise<void> {
    this.writeUnwritten();
    for (;;) {
      const due = this.store.dueDeliveries();
      if (due.length === 0 || this.stopped) return;
      for (const item of due) {
        if (this.stopped) return;
        await this.deliver(item);
      }
    }
  }

  /** Writes what became of earlier attempts; throws, with nothing sent, while the store does not take it. */
  private writeUnwritten(): void {
    for (const [id, outcome] of this.unwritten) {
      this.write(id, outcome);
      this.unwritten.delete(id);
    }
  }

  private write(id: number, outcome: Outcome): void {
    if (outcome.sent) this.store.markSent(id);
    else this.store.markFailed(id, outcome.reason, outcome.retryAt);
  }

  private async deliver(item: OutboxItem): Promise<void> {
    const mail = mailFor(this.store, item, this.settings);
    if (!mail) {
      // What it was about is gone (deleted by the retention, or the visitor left): nothing to send.
      this.store.markSent(item.id);
      return;
    }
    let outcome: Outcome;
    try {
      await this.transport?.sendMail(mail);
      outcome = { sent: true };
      this.log.info(`e-mail ${item.kind} ${item.id} entregue ao servidor SMTP`);
    } catch (error) {
      const wait = Math.min(this.retry.maxMs, this.retry.firstMs * 2 ** item.attempts);
      outcome = { sent: false, reason: reasonOf(error), retryAt: Date.now() + wait };
      this.log.warn(
        `e-mail ${item.kind} ${item.id} não entregue (${outcome.reason}); nova tentativa em ${Math.round(wait / 1000)} s`,
      );
    }
    try {
      this.write(item.id, outcome);
    } catch (error) {
      this.unwritten.set(item.id, outcome);
      throw new StoreTrouble(reasonOf(error));
    }
  }
}
