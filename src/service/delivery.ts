import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Store, OutboxItem } from "./store";
import { mailFor, type MailSettings } from "./mail";
import type { Transport } from "./smtp";
import { Unwritten, outcomeOfError, reasonOf, writeOutcome, type Outcome } from "./outcomes";

export { smtpTransport, type Transport } from "./smtp";

export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The store could not be read or written: the round stops, and the outbox is tried again later. */
class StoreTrouble extends Error {}

/**
 * Empties the outbox: every e-mail the store holds is sent, oldest first; one the SMTP server
 * refuses, or that meets no server, is tried again later, after a wait that doubles each time up to
 * `retry.maxMs`, and again after a restart, since the outbox is on disk, unless the server refused
 * the e-mail itself for good (outcomes.ts). Without a transport (no CONTACT_SMTP_URL) nothing is sent
 * and everything stays in the store. Each e-mail is claimed before it is sent (store-outbox.ts), so
 * that no other process sends it too.
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
  /** Attempts whose outcome the store has not taken yet. */
  private readonly unwritten = new Unwritten();
  /** Rounds in a row that the store stopped. */
  private storeFailures = 0;

  /** Who claims the e-mails this instance sends: the machine, the process, and a draw of its own. */
  readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

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
      this.unwritten.writeAll(this.store);
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
    this.unwritten.writeAll(this.store);
    while (!this.stopped) {
      const item = this.store.claimNext(this.owner);
      if (!item) return;
      await this.deliver(item);
    }
  }

  private async deliver(item: OutboxItem): Promise<void> {
    const mail = mailFor(this.store, item, this.settings);
    if (!mail) {
      // What it was about is gone (deleted by the retention, or the visitor left): nothing to send.
      this.finish(item.id, { kind: "sent" });
      return;
    }
    let outcome: Outcome;
    try {
      await this.transport?.sendMail(mail);
      outcome = { kind: "sent" };
      this.log.info(`e-mail ${item.kind} ${item.id} entregue ao servidor SMTP`);
    } catch (error) {
      outcome = outcomeOfError(error, item, this.retry);
      const next =
        outcome.kind === "retry"
          ? `nova tentativa em ${Math.round((outcome.retryAt - Date.now()) / 1000)} s`
          : `recusado de vez após ${item.attempts + 1} tentativa(s)`;
      this.log.warn(`e-mail ${item.kind} ${item.id} não entregue (${reasonOf(error)}); ${next}`);
    }
    this.finish(item.id, outcome);
  }

  /** Writes what became of an attempt, or keeps it until the store takes it. */
  private finish(id: number, outcome: Outcome): void {
    try {
      writeOutcome(this.store, id, outcome);
    } catch (error) {
      this.unwritten.keep(id, outcome);
      throw new StoreTrouble(reasonOf(error));
    }
  }
}
