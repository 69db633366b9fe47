import type Database from "better-sqlite3";
import type { Transporter } from "nodemailer";
import { EventEmitter } from "node:events";
import type { ServiceConfig } from "./config";
import { reasonOf, within } from "./helpers";
import { confirmationMail, contactMail, subscriptionNoticeMail, type Mail, type MailSettings } from "./mail";
import { isPermanentRefusal, smtpTransport } from "./smtp";
import { confirmedCount, subscription } from "./store/newsletter";
import type { Store } from "./store/store";
import { due, message, nextDueAt, writeOutcome, type Lane, type OutboxItem, type Outcome } from "./store/tables";

/**
 * The outbox's delivery: a Courier per lane (an edition's never holds up a message) sends what the store owes at least
 * once (docs/service.md, "What is promised, and what is not"), one service per store: what became of an attempt is
 * written before the lane takes another. Then the lane of the moment; the editions' is editions-delivery.ts.
 */
const MAX_REFUSALS = 3;

export interface LaneSpec {
  lane: Lane;
  transport: Transporter;
  store: Store;
  /** The waits after a failed attempt; after a write the store refused, storeBusyMs, doubling up to a minute. */
  config: Pick<ServiceConfig, "retry" | "storeBusyMs">;
  log: (message: string) => void;
  /**
   * The e-mail as the store holds what it is about now, or null (the visitor left); how many at once
   * (1); how often an idle lane looks for what `npm run mensagens` queued (never); an edition's pace
   * (false once stopped); what a final refusal writes too (an edition's bounced address).
   */
  mailOf(item: OutboxItem): Mail | null;
  parallel?: number;
  pollMs?: number;
  pace?: (signal: AbortSignal) => Promise<boolean>;
  onFailed?: (db: Database.Database, item: OutboxItem) => void;
}

/** A lane's courier: it tells what became of an attempt once written, and a round's end that left none waiting. */
export class Courier extends EventEmitter<{ recorded: [OutboxItem, Outcome]; idle: [recorded: number] }> {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private storeFailures = 0;
  private readonly stopping = new AbortController();
  private deadline = Infinity;
  private recorded = 0;
  /** What the mail server answered that the store has not taken yet. */
  private readonly unwritten = new Set<OutboxItem>();

  constructor(private readonly spec: LaneSpec) {
    super();
  }

  kick(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.again) this.kick();
    });
  }

  /** Takes no more e-mails once a stop begins (one taken as it drains could go twice); `deadline`: the writes' end. */
  halt(deadline: number): void {
    this.deadline = deadline;
    this.stopping.abort();
    clearTimeout(this.timer);
  }

  /** Halts, if not yet; waits until `deadline` for the e-mails in flight and their writes. */
  async stop(deadline: number): Promise<void> {
    this.halt(deadline);
    if (this.running) await within(this.running, deadline - Date.now());
    const { log, transport } = this.spec;
    for (const { kind, id } of this.unwritten)
      log(`e-mail ${kind} ${id}: estado não gravado ao parar; vai de novo no próximo início, com o mesmo Message-ID`);
    transport.close();
  }

  /** Sends what is due; then the next round when an e-mail is due, or after the store failed. */
  private async round(): Promise<void> {
    const { store, lane, log } = this.spec;
    const stopped = () => this.stopping.signal.aborted;
    let wait: number | null = null;
    this.recorded = 0;
    try {
      do {
        this.again = false;
        for (let items = due(store.db, lane, store.now()); items.length > 0 && !stopped();) {
          let next = 0;
          let failure: { error: unknown } | undefined;
          // A failure ends the round once every worker is done: another round would take their e-mails again.
          const worker = async () => {
            while (next < items.length && !stopped() && !failure)
              await this.deliver(items[next++]).catch((error: unknown) => (failure = { error }));
          };
          await Promise.all(Array.from({ length: this.spec.parallel ?? 1 }, worker));
          if (failure) throw failure.error;
          items = due(store.db, lane, store.now());
        }
      } while (this.again && !stopped());
      this.storeFailures = 0;
      const next = nextDueAt(store.db, lane);
      if (next !== null) wait = Math.max(0, next - Date.now());
      else if (!stopped()) this.emit("idle", this.recorded);
    } catch (error) {
      this.storeFailures += 1;
      wait = Math.min(60_000, this.spec.config.storeBusyMs * 2 ** (this.storeFailures - 1));
      log(`entregas em espera: o armazenamento falhou (${reasonOf(error)}); nova tentativa em ${wait / 1000} s`);
    }
    if (this.spec.pollMs) wait = Math.min(wait ?? Infinity, this.spec.pollMs);
    if (wait !== null && !stopped()) this.timer = setTimeout(() => this.kick(), wait);
  }

  private async deliver(item: OutboxItem): Promise<void> {
    const { transport, config, pace } = this.spec;
    const mail = this.spec.mailOf(item);
    if (!mail) return this.record(item, { kind: "sent", note: "nada a enviar" });
    if (pace && !(await pace(this.stopping.signal))) return;
    let outcome: Outcome = { kind: "sent" };
    try {
      await transport.sendMail(mail);
    } catch (error) {
      const refused = isPermanentRefusal(error);
      const delay = Math.min(config.retry.maxMs, config.retry.firstMs * 2 ** item.attempts);
      outcome =
        refused && item.refusals + 1 >= MAX_REFUSALS
          ? { kind: "failed", reason: reasonOf(error) }
          : { kind: "retry", reason: reasonOf(error), retryAt: Date.now() + delay, refused };
      const then = outcome.kind === "retry" ? `nova tentativa em ${Math.round(delay / 1000)} s` : "recusado de vez";
      this.spec.log(`e-mail ${item.kind} ${item.id} não entregue (${reasonOf(error)}); ${then}`);
    }
    await this.record(item, outcome);
  }

  /** Writes what became of an attempt, waiting for the store as long as it refuses, until the stop's end. */
  private async record(item: OutboxItem, outcome: Outcome): Promise<void> {
    const { store } = this.spec;
    for (let wait = this.spec.config.storeBusyMs; ; wait = Math.min(wait * 2, 60_000)) {
      try {
        await store.write(() => {
          writeOutcome(store.db, store.now(), item.id, outcome);
          if (outcome.kind === "failed") this.spec.onFailed?.(store.db, item);
        });
        this.unwritten.delete(item);
        this.recorded += 1;
        this.emit("recorded", item, outcome);
        return;
      } catch (error) {
        const left = this.deadline - Date.now();
        this.unwritten.add(item);
        if (left <= 0) return;
        const unwritten = `e-mail ${item.kind} ${item.id}: estado não gravado (${reasonOf(error)})`;
        this.spec.log(`${unwritten}; nova tentativa em instantes`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, left)));
      }
    }
  }
}

/** The lane of the moment: a contact message, a newsletter confirmation, the institute's notice. */
export function nowCourier(config: ServiceConfig, store: Store, settings: MailSettings, log: (text: string) => void) {
  if (!config.smtpUrl) return null;
  const mailOf = (item: OutboxItem) => mailFor(store, item, settings);
  const courier = new Courier({ lane: "now", store, config, log, transport: smtpTransport(config.smtpUrl), mailOf });
  return logged(courier, "e-mails do momento", log);
}

/** A lane's log, written from what its courier tells: each e-mail delivered, and when none is left. */
export function logged(courier: Courier, lane: string, log: (text: string) => void): Courier {
  courier.on("recorded", ({ kind, id }, outcome) => {
    if (outcome.kind === "sent") log(`e-mail ${kind} ${id} ${outcome.note ?? "entregue"}`);
  });
  courier.on("idle", (recorded) => recorded > 0 && log(`${lane}: nenhum à espera`));
  return courier;
}

/**
 * The e-mail an outbox item stands for, as the store holds it now; null when there is nothing left to
 * send (what it was about was deleted by the retention, or the visitor left before a confirmation went).
 */
function mailFor(store: Store, item: OutboxItem, settings: MailSettings): Mail | null {
  if (item.kind === "mensagem") {
    const stored = message(store.db, item.ref);
    return stored && contactMail(stored, item.messageKey, settings);
  }
  const subscriber = subscription(store.db, item.ref);
  if (!subscriber) return null;
  if (item.kind === "inscricao")
    return subscriptionNoticeMail(subscriber, confirmedCount(store.db), item.messageKey, settings);
  // A confirmation whose visitor left after it was queued is not sent: leaving ends what was asked.
  const tokens = item.secret ? (JSON.parse(item.secret) as { confirmToken: string; leaveToken: string }) : null;
  const leftSince = subscriber.leftAt !== null && subscriber.leftAt >= item.createdAt;
  return tokens && !leftSince ? confirmationMail(subscriber, tokens, item.messageKey, settings) : null;
}
