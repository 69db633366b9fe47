import type { OutboxItem, Store } from "./store";
import { mailFor, type MailSettings } from "./mail";
import type { Transport } from "./smtp";
import { outcomeOfError, reasonOf, writeOutcome, type Outcome, type Unwritten } from "./outcomes";

/**
 * One attempt to send one e-mail of the outbox, claimed already (delivery.ts runs them one at a time):
 * the e-mail as the store holds what it is about now, sent, and what became of it written to the store,
 * or kept until the store takes it.
 */
export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface AttemptContext {
  store: Store;
  transport: Transport;
  settings: MailSettings;
  retry: { firstMs: number; maxMs: number };
  log: DeliveryLog;
  unwritten: Unwritten;
}

/** The store could not be read or written: the round stops, and the outbox is tried again later. */
class StoreTrouble extends Error {}

export async function attempt(item: OutboxItem, context: AttemptContext): Promise<void> {
  const { store, transport, settings, retry, log } = context;
  const mail = mailFor(store, item, settings);
  if (!mail) {
    // What it was about is gone (deleted by the retention, or the visitor left): nothing to send.
    finish(item.id, { kind: "sent" }, context);
    return;
  }
  let outcome: Outcome;
  try {
    await transport.sendMail(mail);
    outcome = { kind: "sent" };
    log.info(`e-mail ${item.kind} ${item.id} entregue ao servidor SMTP`);
  } catch (error) {
    outcome = outcomeOfError(error, item, retry);
    const next =
      outcome.kind === "retry"
        ? `nova tentativa em ${Math.round((outcome.retryAt - Date.now()) / 1000)} s`
        : `recusado de vez após ${item.attempts + 1} tentativa(s)`;
    log.warn(`e-mail ${item.kind} ${item.id} não entregue (${reasonOf(error)}); ${next}`);
  }
  finish(item.id, outcome, context);
}

/** Writes what became of an attempt, or keeps it until the store takes it. */
function finish(id: number, outcome: Outcome, { store, unwritten }: AttemptContext): void {
  try {
    writeOutcome(store, id, outcome);
  } catch (error) {
    unwritten.keep(id, outcome);
    throw new StoreTrouble(reasonOf(error));
  }
}
