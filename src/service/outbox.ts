import type Database from "better-sqlite3";
import { setTimeout as sleep } from "node:timers/promises";
import type { Mail } from "./mail";
import { isPermanentRefusal, type Transport } from "./smtp";
import type { Store } from "./store";
import * as tables from "./store-tables";

/**
 * The outbox: every e-mail owed, queued with what it is about, delivered by a Courier per lane (an
 * edition's never holds up a message) at least once (docs/service.md, "What is promised, and what is
 * not"): what became of an attempt is written before the lane takes another; one service per store.
 */
export const MAX_REFUSALS = 3;
export type Lane = "now" | "editions";

const IN_LANE = "(kind = 'boletim') = @editions";
const WAITING = "sent_at IS NULL AND failed_at IS NULL";
const ITEM = "id, kind, ref, edition, attempts, refusals, secret, message_key AS messageKey, created_at AS createdAt";

type Queued = Pick<tables.OutboxItem, "kind" | "ref" | "secret" | "edition">;

/** Queues an e-mail, its Message-ID drawn now (mail.ts), in the caller's transaction. */
export function enqueue(db: Database.Database, now: number, item: Queued): void {
  db.prepare(
    `INSERT INTO outbox (kind, ref, edition, secret, created_at, message_key, next_attempt_at)
     VALUES (@kind, @ref, @edition, @secret, @createdAt, @key, @now)`,
  ).run({ ...item, createdAt: tables.iso(now), key: tables.newMessageKey(), now });
}

/** The e-mails of `lane` due at `now`, oldest first; and when the next is due. */
const due = (db: Database.Database, lane: Lane, now: number) =>
  db
    .prepare(
      `SELECT ${ITEM} FROM outbox WHERE ${WAITING} AND ${IN_LANE} AND next_attempt_at <= @now ORDER BY id LIMIT 200`,
    )
    .all({ editions: Number(lane === "editions"), now }) as tables.OutboxItem[];
const nextDueAt = (db: Database.Database, lane: Lane) =>
  (
    db
      .prepare(`SELECT MIN(next_attempt_at) AS n FROM outbox WHERE ${WAITING} AND ${IN_LANE}`)
      .get({ editions: Number(lane === "editions") }) as { n: number | null }
  ).n;

type Outcome =
  | { kind: "sent"; note?: string }
  | { kind: "retry"; reason: string; retryAt: number; refused: boolean }
  | { kind: "failed"; reason: string };

/** What became of an attempt, written once; a sent or failed e-mail's secrets (its links' tokens) dropped. */
function writeOutcome(db: Database.Database, now: number, id: number, outcome: Outcome): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, refusals = refusals + @refused, last_error = @error,
       next_attempt_at = COALESCE(@retryAt, next_attempt_at), sent_at = @sentAt, failed_at = @failedAt,
       secret = CASE WHEN @retryAt IS NULL THEN NULL ELSE secret END
     WHERE id = @id AND sent_at IS NULL`,
  ).run({
    id,
    refused: Number(outcome.kind === "failed" || (outcome.kind === "retry" && outcome.refused)),
    error: (outcome.kind === "sent" ? outcome.note : outcome.reason)?.slice(0, 500) ?? null,
    retryAt: outcome.kind === "retry" ? outcome.retryAt : null,
    sentAt: outcome.kind === "sent" ? tables.iso(now) : null,
    failedAt: outcome.kind === "failed" ? tables.iso(now) : null,
  });
}

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  const timeUp = new AbortController();
  await Promise.race([promise, sleep(Math.max(0, ms), undefined, { signal: timeUp.signal }).catch(() => undefined)]);
  timeUp.abort();
}

export interface LaneSpec {
  lane: Lane;
  transport: Transport;
  store: Store;
  retry: { firstMs: number; maxMs: number };
  log: (message: string) => void;
  /**
   * The e-mail as the store holds what it is about now, or null (the visitor left); how many at once
   * (1); how often an idle lane looks for what `npm run mensagens` queued (never); an edition's pace
   * (false once stopped); what a final refusal writes too (an edition's bounced address).
   */
  mailOf(item: tables.OutboxItem): Mail | null;
  parallel?: number;
  pollMs?: number;
  pace?: (signal: AbortSignal) => Promise<boolean>;
  onFailed?: (db: Database.Database, item: tables.OutboxItem) => void;
}

export class Courier {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private storeFailures = 0;
  private readonly stopping = new AbortController();
  private deadline = Infinity;

  constructor(private readonly spec: LaneSpec) {}

  kick(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) this.again = true;
    else {
      clearTimeout(this.timer);
      this.running = this.round().finally(() => (this.running = undefined));
    }
  }

  /** Takes no more e-mails; waits until `deadline` (epoch ms) for those in flight and their writes. */
  async stop(deadline: number): Promise<void> {
    this.deadline = deadline;
    this.stopping.abort();
    clearTimeout(this.timer);
    if (this.running) await within(this.running, deadline - Date.now());
    this.spec.transport.close();
  }

  /** Sends what is due; then the next round when an e-mail is due, or after the store failed. */
  private async round(): Promise<void> {
    const { store, lane, log } = this.spec;
    const stopped = () => this.stopping.signal.aborted;
    let wait: number | null = null;
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
    } catch (error) {
      this.storeFailures += 1;
      wait = Math.min(60_000, 1000 * 2 ** (this.storeFailures - 1));
      log(`entregas em espera: o armazenamento falhou (${reasonOf(error)}); nova tentativa em ${wait / 1000} s`);
    }
    if (this.spec.pollMs) wait = Math.min(wait ?? Infinity, this.spec.pollMs);
    if (wait !== null && !stopped()) this.timer = setTimeout(() => this.kick(), wait);
  }

  private async deliver(item: tables.OutboxItem): Promise<void> {
    const { transport, retry, pace } = this.spec;
    const mail = this.spec.mailOf(item);
    let outcome: Outcome = mail ? { kind: "sent" } : { kind: "sent", note: "nada a enviar" };
    if (mail && pace && !(await pace(this.stopping.signal))) return;
    if (mail)
      try {
        await transport.sendMail(mail);
      } catch (error) {
        const refused = isPermanentRefusal(error);
        const retryAt = Date.now() + Math.min(retry.maxMs, retry.firstMs * 2 ** item.attempts);
        outcome =
          refused && item.refusals + 1 >= MAX_REFUSALS
            ? { kind: "failed", reason: reasonOf(error) }
            : { kind: "retry", reason: reasonOf(error), retryAt, refused };
        const then =
          outcome.kind === "retry"
            ? `nova tentativa em ${Math.round((retryAt - Date.now()) / 1000)} s`
            : "recusado de vez";
        this.spec.log(`e-mail ${item.kind} ${item.id} não entregue (${reasonOf(error)}); ${then}`);
      }
    await this.record(item, outcome);
  }

  /** Writes what became of an attempt, waiting for the store as long as it refuses, until the stop's end. */
  private async record(item: tables.OutboxItem, outcome: Outcome): Promise<void> {
    const { store } = this.spec;
    for (let wait = 1000; ; wait = Math.min(wait * 2, 60_000)) {
      try {
        return await store.write(() => {
          writeOutcome(store.db, store.now(), item.id, outcome);
          if (outcome.kind === "failed") this.spec.onFailed?.(store.db, item);
        });
      } catch (error) {
        const left = this.deadline - Date.now();
        const then = left > 0 ? "nova tentativa em instantes" : "vai de novo no próximo início, com o mesmo Message-ID";
        this.spec.log(`e-mail ${item.kind} ${item.id}: estado não gravado (${reasonOf(error)}); ${then}`);
        if (left <= 0) return;
        await sleep(Math.min(wait, left));
      }
    }
  }
}
