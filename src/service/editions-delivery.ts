import { setTimeout as sleep } from "node:timers/promises";
import type { ServiceConfig } from "./config";
import { editionMail } from "./editions-mail";
import { lastEditionSent, markBounced, storedEdition, type EditionMail } from "./editions-store";
import type { MailSettings } from "./mail";
import { Courier } from "./outbox";
import { smtpTransport } from "./smtp";
import type { Store } from "./store";
import { SUBSCRIBED } from "./store-tables";

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
  let nextStart = (lastEditionSent(store.db) ?? 0) + spacing;
  const editions = new Map<number, EditionMail | null>();
  const stillSubscribed = store.db.prepare(`SELECT email FROM subscriptions WHERE id = ? AND ${SUBSCRIBED}`);
  return new Courier({
    lane: "editions",
    store,
    retry: config.retry,
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
    pace: spacing
      ? async (signal) => {
          const wait = nextStart - Date.now();
          nextStart = Math.max(Date.now(), nextStart) + spacing;
          if (wait <= 0) return true;
          return sleep(wait, true, { signal }).catch(() => false);
        }
      : undefined,
    onFailed: (db, item) => markBounced(db, store.now(), item.ref),
  });
}
