import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServiceConfig } from "./config";
import { LOCK_WAIT_MS, Store } from "./store";
import { guardStore } from "./guard";
import { InFlight } from "./in-flight";
import { NewsletterQueue } from "./newsletter-queue";
import { SentRecord } from "./sent-record";
import { Writes } from "./writes";
import { RateLimiter } from "./rate-limit";
import { Deliveries, smtpTransport, type Transport } from "./delivery";
import { OAuth } from "./oauth";
import { page } from "./pages";
import { router } from "./routes";
import { BodyTooLarge, sendHtml, sendTooLarge } from "./http";

/**
 * The service: one HTTP server on 127.0.0.1 that answers the routes of routes.ts, and delivers the
 * outbox's e-mails (delivery.ts). See docs/messages.md.
 */
export interface Service {
  url: string;
  store: Store;
  deliveries: Deliveries;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Replaces the SMTP transport CONTACT_SMTP_URL would give (the benchmark's stand-in). */
  transport?: Transport | null;
  log?: (message: string) => void;
}

/**
 * What a process that died held is free again: the guard proves no other service runs on the store.
 * A store that cannot be written now lets the claims end with their lease instead.
 */
function freeClaims(store: Store, log: (message: string) => void): void {
  try {
    const freed = store.freeClaims();
    if (freed > 0) log(`${freed} e-mail(s) que um processo anterior não terminou de enviar voltam à fila`);
  } catch (error) {
    log(
      `e-mails de um processo anterior esperam o fim do prazo: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The sent record (sent-record.ts); without it, what the store does not take waits in memory only. */
function openSentRecord(dir: string, log: (message: string) => void): SentRecord | null {
  try {
    return SentRecord.open(dir);
  } catch (error) {
    log(`sem registro em disco dos e-mails enviados: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export async function startService(config: ServiceConfig, options: ServiceOptions = {}): Promise<Service> {
  const log = options.log ?? ((message: string) => console.log(`[serviço] ${message}`));
  const guard = guardStore(config.storeDir);
  let store: Store;
  try {
    // The service's requests never wait on a lock blocking: writes.ts waits for it without blocking.
    store = new Store(config.storeDir, LOCK_WAIT_MS);
  } catch (error) {
    guard.release();
    throw error;
  }
  freeClaims(store, log);
  const record = openSentRecord(config.storeDir, log);
  const writes = new Writes(store, config.storeBusyMs);
  const transport =
    options.transport !== undefined ? options.transport : config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  if (!transport) log("sem CONTACT_SMTP_URL: as mensagens ficam guardadas (npm run mensagens)");
  const deliveries = new Deliveries(
    store,
    transport,
    { from: config.mailFrom, to: config.mailTo ?? "", siteUrl: config.siteUrl },
    config.retry,
    { info: log, warn: log },
    record,
  );
  const requests = new NewsletterQueue(writes, config.confirmationsPerHour, () => deliveries.kick(), log);
  const limiter = config.rateLimit ? new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs) : null;
  const oauth = config.oauth ? new OAuth(config.oauth, config.siteUrl, config.trustProxy) : null;
  const handle = router({
    config,
    forms: {
      writes,
      limiter,
      minFillMs: config.minFillMs,
      onStored: () => deliveries.kick(),
      onRequested: () => requests.kick(),
      log,
    },
    links: { writes, onConfirmed: () => deliveries.kick(), log },
    oauth,
  });

  const inFlight = new InFlight();
  const server = http.createServer((req, res) => {
    inFlight.track(res);
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        sendTooLarge(req, res);
        return;
      }
      log(`erro: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendHtml(res, 500, page({ title: "Erro interno", message: "Erro interno do serviço." }));
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  const release = () => {
    requests.stop();
    writes.close();
    limiter?.stop();
    oauth?.stop();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    // A port in use: nothing of the store stays held, so that another start may take it.
    release();
    record?.close();
    store.close();
    guard.release();
    throw error;
  }
  deliveries.start();
  requests.kick();
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  log(`ouvindo em ${url}${config.upstream ? `; o resto vai para ${config.upstream.origin}` : ""}`);

  let stopping: Promise<void> | undefined;
  return {
    url,
    store,
    deliveries,
    /**
     * Stops as docs/messages.md says, within SERVICE_STOP_WAIT_MS: no new connection; every request
     * begun answered; then what the mail server accepted written to the store, or kept for the next
     * start. Called again, it waits for the same stop.
     */
    close() {
      stopping ??= (async () => {
        const deadline = Date.now() + config.stopWaitMs;
        await inFlight.close(server, deadline);
        release();
        await deliveries.stop(deadline - Date.now());
        record?.close();
        store.close();
        guard.release();
      })();
      return stopping;
    },
  };
}
