import type { Store } from "./store";
import { isPermanentRefusal } from "./smtp";
import type { SentRecord } from "./sent-record";

/**
 * What became of an attempt to send an e-mail of the outbox (delivery.ts), and how it is written to
 * the store: sent; to be tried again, after a wait that doubles; or failed for good, after the mail
 * server refused the e-mail itself (5xx) MAX_REFUSALS times. Some servers answer 5xx for a passing
 * trouble, so one refusal alone is not final; and a failed e-mail's secrets (its links' tokens) are
 * dropped, since nothing will carry them.
 */
export const MAX_REFUSALS = 3;

export type Outcome =
  | { kind: "sent" }
  | { kind: "retry"; reason: string; retryAt: number; refused: boolean }
  | { kind: "failed"; reason: string };

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What an error of the SMTP transport makes of the attempt of an e-mail tried `attempts` times. */
export function outcomeOfError(
  error: unknown,
  tried: { attempts: number; refusals: number },
  retry: { firstMs: number; maxMs: number },
): Outcome {
  const reason = reasonOf(error);
  const refused = isPermanentRefusal(error);
  if (refused && tried.refusals + 1 >= MAX_REFUSALS) return { kind: "failed", reason };
  const wait = Math.min(retry.maxMs, retry.firstMs * 2 ** tried.attempts);
  return { kind: "retry", reason, retryAt: Date.now() + wait, refused };
}

export function writeOutcome(store: Store, id: number, outcome: Outcome): void {
  if (outcome.kind === "sent") store.markSent(id);
  else if (outcome.kind === "retry") store.markRetry(id, outcome.reason, outcome.retryAt, outcome.refused);
  else store.markFailed(id, outcome.reason);
}

/**
 * Outcomes the store did not take when they came (another process held its lock, the disk was full),
 * kept until it does: an e-mail whose outcome is not written is never sent again meanwhile. Those of
 * e-mails the mail server accepted are also kept on disk at once, in the sent record (sent-record.ts),
 * which a new instance reads back first: a stop or a crash before the store takes them sends none again.
 */
export class Unwritten {
  private readonly outcomes = new Map<number, Outcome>();
  /** Whether the record holds ids that the store has taken since. */
  private recordHolds = false;

  constructor(
    private readonly record: SentRecord | null,
    private readonly warn: (message: string) => void,
  ) {
    for (const id of record?.ids() ?? []) this.outcomes.set(id, { kind: "sent" });
    this.recordHolds = this.outcomes.size > 0;
  }

  get size(): number {
    return this.outcomes.size;
  }

  keep(id: number, outcome: Outcome): void {
    this.outcomes.set(id, outcome);
    if (outcome.kind !== "sent" || !this.record) return;
    const sent = [...this.outcomes].filter(([, kept]) => kept.kind === "sent").map(([kept]) => kept);
    try {
      this.record.write(sent);
      this.recordHolds = true;
    } catch (error) {
      this.warn(`não foi possível guardar em ${this.record.file} o envio do e-mail ${id}: ${reasonOf(error)}`);
    }
  }

  /** Writes every outcome kept, oldest first; throws, at the first the store refuses. */
  writeAll(store: Store): void {
    for (const [id, outcome] of this.outcomes) {
      writeOutcome(store, id, outcome);
      this.outcomes.delete(id);
    }
    if (!this.recordHolds || !this.record) return;
    try {
      this.record.write([]);
      this.recordHolds = false;
    } catch {
      // What it still holds was written to the store: read back, it is written again, to no effect.
    }
  }
}
