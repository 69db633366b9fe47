import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServiceConfig } from "./config";
import { editionsCourier } from "./editions-delivery";
import { guardStore } from "./guard";
import { nowCourier, type Courier } from "./outbox";
import { newsletterQueue } from "./store/newsletter";
import { Store } from "./store/store";
import type { PageParts } from "./answers";

/**
 * What the service holds, each a decorator of the app (fastify-plugin: every route sees it) that names the plugins
 * it needs and lets go of what it holds in its onClose hook. Fastify runs those once the server has closed (app.ts),
 * the last registered first: the queue, the lanes, the store, its guard.
 */
export type Context = { config: ServiceConfig; log: (message: string) => void };

declare module "fastify" {
  interface FastifyInstance {
    guard: ReturnType<typeof guardStore>;
    store: Store;
    lanes: { now: Courier | null; editions: Courier | null };
    requests: ReturnType<typeof newsletterQueue>;
  }
  interface FastifyReply {
    /** Sends one of the service's pages (app.ts decorates every reply with it). */
    page(status: number, parts: PageParts, headers?: Record<string, string>): FastifyReply;
  }
}

/**
 * Work after the answers (the lanes, the queue): begun once the app listens, none new from the stop's start, not once
 * the connections have drained (docs/service.md, "What a stop keeps"); what is in course has until the stop's end.
 */
function atWork(app: FastifyInstance, stopWaitMs: number, workers: Pick<Courier, "kick" | "halt" | "stop">[]): void {
  let deadline = Infinity;
  app.addHook("onListen", () => workers.forEach((worker) => worker.kick()));
  app.addHook("preClose", () => {
    deadline = Date.now() + stopWaitMs;
    workers.forEach((worker) => worker.halt(deadline));
  });
  app.addHook("onClose", () => Promise.all(workers.map((worker) => worker.stop(deadline))));
}

/** The store, its guard taken first (guard.ts); opened in a promise, so that what it throws fails the registration. */
export const store = fp<Context>(
  (app, { config }) =>
    Promise.resolve().then(() => {
      app.decorate("guard", guardStore(config.storeDir));
      app.addHook("onClose", () => app.guard.release());
      app.decorate("store", new Store(config.storeDir, { waitMs: config.storeBusyMs }));
      app.addHook("onClose", () => app.store.close());
    }),
  { name: "store" },
);

/** The outbox's lanes (outbox.ts), the moment's and the editions', each only with a mail server (CONTACT_SMTP_URL). */
export const lanes = fp<Context>(
  (app, { config, log }, done) => {
    const settings = { from: config.mailFrom, to: config.mailTo ?? "", publicUrl: config.publicUrl };
    const now = nowCourier(config, app.store, settings, log);
    if (!now) log("sem CONTACT_SMTP_URL: as mensagens ficam guardadas (npm run mensagens)");
    const editions = editionsCourier(config, app.store, settings, log);
    app.decorate("lanes", { now, editions });
    const couriers = [now, editions].filter((courier) => courier !== null);
    atWork(app, config.stopWaitMs, couriers);
    done();
  },
  { name: "lanes", dependencies: ["store"] },
);

/** The newsletter's requests, decided after they are answered (store/newsletter.ts). */
export const requests = fp<Context>(
  (app, { config, log }, done) => {
    const kickNow = () => app.lanes.now?.kick();
    app.decorate("requests", newsletterQueue(app.store, config.confirmationsPerHour, kickNow, log));
    atWork(app, config.stopWaitMs, [app.requests]);
    done();
  },
  { name: "requests", dependencies: ["store", "lanes"] },
);
