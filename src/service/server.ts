import type { Socket } from "node:net";
import type { ServiceConfig } from "./config";
import { editionsCourier } from "./editions-delivery";
import { guardStore } from "./guard";
import { healthRoute } from "./health";
import { within } from "./helpers";
import { OAuth } from "./oauth";
import { nowCourier } from "./outbox";
import { buildApp } from "./routes";
import { newsletterQueue } from "./store/newsletter";
import { Store } from "./store/store";
import type { PageHeaders } from "./upstream";

/** The service (docs/service.md): routes, the outbox's lanes, the newsletter's requests; one per store (guard.ts). */
export type Service = Awaited<ReturnType<typeof startService>>;

type StartOptions = { log?: (message: string) => void; pageHeaders?: PageHeaders };

export async function startService(
  config: ServiceConfig,
  { log = (message: string) => console.log(`[serviço] ${message}`), pageHeaders }: StartOptions = {},
) {
  const guard = guardStore(config.storeDir);
  let store: Store;
  try {
    store = new Store(config.storeDir, { waitMs: config.storeBusyMs });
  } catch (error) {
    guard.release();
    throw error;
  }
  const settings = { from: config.mailFrom, to: config.mailTo ?? "", publicUrl: config.publicUrl };
  const now = nowCourier(config, store, settings, log);
  if (!now) log("sem CONTACT_SMTP_URL: as mensagens ficam guardadas (npm run mensagens)");
  const editions = editionsCourier(config, store, settings, log);
  const requests = newsletterQueue(store, config.confirmationsPerHour, () => now?.kick(), log);
  let stopping = false;
  const release = async (deadline: number) => {
    requests.stop();
    await Promise.all([now?.stop(deadline), editions?.stop(deadline)]);
    store.close();
    guard.release();
  };

  const app = await buildApp({
    config,
    store,
    oauth: config.oauth ? new OAuth(config.oauth, config.siteUrl) : null,
    log,
    onStored: (form) => (form === "contato" ? now?.kick() : requests.kick()),
    onConfirmed: () => now?.kick(),
    stopping: () => stopping,
    pageHeaders,
  });
  healthRoute(app, { config, store, lanes: { now, editions } });
  // A connection that has asked nothing (a browser's preconnect) holds no request in course, yet Node's
  // close waits for it until its client asks or goes: a stop closes it at once.
  const unasked = new Set<Socket>();
  app.server.on("connection", (socket: Socket) => {
    unasked.add(socket);
    socket.once("close", () => unasked.delete(socket));
  });
  app.server.on("request", (request: { socket: Socket }) => unasked.delete(request.socket));
  // A port in use: nothing of the store stays held, so that another start may take it.
  const url = await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await release(Date.now());
    throw error;
  });
  now?.kick();
  editions?.kick();
  requests.kick();
  log(`ouvindo em ${url}${config.upstream ? `; o resto vai para ${config.upstream.origin}` : ""}`);

  let stopped: Promise<void> | undefined;
  return {
    url,
    app,
    store,
    lanes: { now, editions },
    /** Stops within SERVICE_STOP_WAIT_MS (docs/service.md, "What a stop keeps"); called again, waits for the same stop. */
    close() {
      stopped ??= (async () => {
        const deadline = Date.now() + config.stopWaitMs;
        log(`parando: até ${config.stopWaitMs} ms para o que está em curso`);
        stopping = true;
        const closed = app.close();
        for (const socket of unasked) socket.destroy();
        await within(closed, config.stopWaitMs);
        app.server.closeAllConnections();
        await closed;
        await release(deadline);
      })();
      return stopped;
    },
  };
}
