import nodemailer from "nodemailer";
import type { Store, OutboxItem } from "./store";
import { confirmationMail, contactMail, subscriptionNoticeMail, type Mail, type MailSettings } from "./mail";

/** What sends an e-mail: nodemailer's SMTP transport, or anything with its `sendMail`. */
export interface Transport {
  sendMail(mail: Mail): Promise<unknown>;
  close?(): void;
}

/**
 * SMTP from CONTACT_SMTP_URL: `smtp://user:password@host:587` (STARTTLS when the server offers it)
 * or `smtps://...:465` (TLS from the start).
 */
export function smtpTransport(smtpUrl: string): Transport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // A server that does not answer is tried again later rather than waited for.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return { sendMail: (mail) => transport.sendMail(mail), close: () => transport.close() };
}

export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Empties the outbox: every e-mail the store holds is sent, oldest first; one the SMTP server
 * refuses, or that meets no server, is tried again later, after a wait that doubles each time up to
 * `retry.maxMs`, and again after a restart, since the outbox is on disk. Without a transport (no
 * CONTACT_SMTP_URL) nothing is sent and everything stays in the store.
 */
export class Deliveries {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

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
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.again) {
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
    this.transport?.close?.();
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = this.store.nextDeliveryAt();
    if (next === null) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
  }

  private async round(): Promise<void> {
    for (;;) {
      const due = this.store.dueDeliveries();
      if (due.length === 0 || this.stopped) return;
      for (const item of due) {
        if (this.stopped) return;
        await this.deliver(item);
      }
    }
  }

  private mailFor(item: OutboxItem): Mail | null {
    if (item.kind === "mensagem") {
      const message = this.store.message(item.ref);
      return message && contactMail(message, this.settings);
    }
    const subscription = this.store.subscription(item.ref);
    if (!subscription) return null;
    if (item.kind === "inscricao")
      return subscriptionNoticeMail(subscription, this.store.counts().confirmedSubscribers, this.settings);
    const tokens = item.secret ? (JSON.parse(item.secret) as { confirmToken: string; leaveToken: string }) : null;
    return tokens && !subscription.leftAt ? confirmationMail(subscription, tokens, this.settings) : null;
  }

  private async deliver(item: OutboxItem): Promise<void> {
    const mail = this.mailFor(item);
    if (!mail) {
      // What it was about is gone (deleted by the retention, or the visitor left): nothing to send.
      this.store.markSent(item.id);
      return;
    }
    try {
      await this.transport?.sendMail(mail);
      this.store.markSent(item.id);
      this.log.info(`e-mail ${item.kind} ${item.id} entregue ao servidor SMTP`);
    } catch (error) {
      const wait = Math.min(this.retry.maxMs, this.retry.firstMs * 2 ** item.attempts);
      const reason = error instanceof Error ? error.message : String(error);
      this.store.markFailed(item.id, reason, Date.now() + wait);
      this.log.warn(
        `e-mail ${item.kind} ${item.id} não entregue (${reason}); nova tentativa em ${Math.round(wait / 1000)} s`,
      );
    }
  }
}
