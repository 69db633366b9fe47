import type { Writes } from "./writes";

/**
 * Decides the newsletter requests queued in the store (store-newsletter.ts), just after each is
 * answered: what a request leads to (a confirmation e-mail, or nothing) never changes the answer, nor
 * the time it takes. A request left queued by a stop or a crash is decided when the service starts.
 */
const BATCH = 50;
/** After the store failed to take a decision (another process's lock, a full disk). */
const RETRY_MS = 1000;

export class NewsletterQueue {
  private soon: NodeJS.Immediate | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly writes: Writes,
    private readonly confirmationsPerHour: number,
    /** Called when a confirmation e-mail waits in the outbox. */
    private readonly onQueuedMail: () => void,
    private readonly log: (message: string) => void,
  ) {}

  /** A request was queued: decide it soon, after the answer that queued it is sent. */
  kick(): void {
    if (this.stopped || this.soon) return;
    this.soon = setImmediate(() => {
      this.soon = undefined;
      void this.decide();
    });
  }

  /** Decides nothing more; what is still queued waits in the store for the next start. */
  stop(): void {
    this.stopped = true;
    clearImmediate(this.soon);
    clearTimeout(this.timer);
  }

  private async decide(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      for (let decided = BATCH; decided === BATCH && !this.stopped;) {
        const outcomes = await this.writes.run((store) =>
          store.decideSubscriptionRequests(this.confirmationsPerHour, BATCH),
        );
        decided = outcomes.length;
        for (const request of outcomes) this.log(describe(request.outcome, this.confirmationsPerHour));
        if (outcomes.some((request) => request.outcome === "new")) this.onQueuedMail();
      }
    } catch (error) {
      this.log(`pedidos de inscrição em espera: ${error instanceof Error ? error.message : String(error)}`);
      if (!this.stopped) this.timer = setTimeout(() => this.kick(), RETRY_MS);
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    }
  }
}

function describe(outcome: string, cap: number): string {
  if (outcome === "new") return "pedido de inscrição: confirmação enviada";
  if (outcome === "hourly-cap")
    return `pedido de inscrição sem confirmação: o limite de ${cap} confirmações por hora foi atingido`;
  return `pedido de inscrição sem novo e-mail: ${outcome}`;
}
