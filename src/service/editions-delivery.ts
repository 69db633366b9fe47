import type { ServiceConfig } from "./config";
import { editionMail } from "./editions-mail";
import type { MailSettings } from "./mail";
import { Courier, logged } from "./outbox";
import { smtpTransport } from "./smtp";
import { lastEditionSent, markBounced, storedEdition, type EditionMail } from "./store/editions-tables";
import type { Store } from "./store/store";
import { SUBSCRIBED } from "./store/tables";

/**
 * The editions' lane of the outbox (outbox.ts), apart from the e-mails of the moment, on connections
 * of its own: a contact message or a confirmation never waits behind an edition. At most
 * NEWSLETTER_PER_HOUR e-mails an hour, one every hour/N, the spacing kept across a restart (from the
 * last one sent); with the limit off (0), CONNECTIONS at once, as fast as the mail server takes them.
 * An e-mail goes only to an address still subscribed when its turn comes; a final refusal (5xx)
 * marks the address bounced, and no later edition reaches it.
 */
const CONNECTIONS = 4;
/** How often an idle lane looks for an edition `npm run mensagens -- boletim enviar` queued. */
const POLL_MS = 2000;

export function editionsCourier(
  config: ServiceConfig,
  store: Store,
  settings: MailSettings,
  log: (message: string) => void,
): Courier | null {
  if (!config.smtpUrl) return null;
  const spacing = config.editionsPerHour > 0 ? 3_600_000 / config.editionsPerHour : 0;
  const editions = new Map<number, EditionMail | null>();
  const stillSubscribed = store.db.prepare(`SELECT email FROM subscriptions WHERE id = ? AND ${SUBSCRIBED}`);
  const courier = new Courier({
    lane: "editions",
    store,
    config,
    log,
    transport: smtpTransport(config.smtpUrl, spacing ? 1 : CONNECTIONS),
    parallel: spacing ? 1 : CONNECTIONS,
    pollMs: POLL_MS,
    mailOf(item) {
      const numero = item.edition ?? 0;
      if (!editions.has(numero)) editions.set(numero, storedEdition(store.db, numero));
      const edition = editions.get(numero);
      const subscriber = stillSubscribed.get(item.ref) as { email: string } | undefined;
      const tokens = item.secret ? (JSON.parse(item.secret) as { leaveToken: string }) : null;
      return edition && subscriber && tokens
        ? editionMail(edition, subscriber.email, tokens.leaveToken, item.messageKey, settings)
        : null;
    },
    pace: spacing ? editionsPace(spacing, lastEditionSent(store.db)) : undefined,
    onFailed: (db, item) => markBounced(db, store.now(), item.ref),
  });
  return logged(courier, "e-mails dos boletins", log);
}

/** Resolves true after `ms`, or false as soon as `signal` aborts (on timers a test's fake clock moves). */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const stop = () => (clearTimeout(timer), resolve(false));
    const timer = setTimeout(() => (signal.removeEventListener("abort", stop), resolve(true)), ms);
    signal.addEventListener("abort", stop, { once: true });
  });
}

/** One e-mail every `spacing` ms, the first `spacing` after `lastSent`; resolves false once stopped. */
export function editionsPace(spacing: number, lastSent: number | null) {
  let nextStart = (lastSent ?? 0) + spacing;
  return (signal: AbortSignal) => {
    const wait = nextStart - Date.now();
    nextStart = Math.max(Date.now(), nextStart) + spacing;
    return wait <= 0 ? Promise.resolve(true) : pause(wait, signal);
  };
}
