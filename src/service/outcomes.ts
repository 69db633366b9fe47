import type { Store } from "./store";
import { isPermanentRefusal } from "./smtp";

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
 * kept until it does: an e-mail whose outcome is not written is never sent again meanwhile.
 */
export class Unwritten {
  private readonly outcomes = new Map<number, Outcome>();

  get size(): number {
    return this.outcomes.size;
  }

  keep(id: number, outcome: Outcome): void {
    this.outcomes.set(id, outcome);
  }

  /** Writes every outcome kept, oldest first; throws, at the first the store refuses. */
  writeAll(store: Store): void {
    for (const [id, outcome] of this.outcomes) {
      writeOutcome(store, id, outcome);
      this.outcomes.delete(id);
    }
  }
}
