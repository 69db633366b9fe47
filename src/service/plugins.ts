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
 * it needs and lets go of what it holds in its onClose hook. The queue and the lanes take no new work from the
 * stop's start (preClose); Fastify runs the onClose hooks once the server has closed (app.ts), the last
 * registered first: the queue, the lanes, the store, its guard.
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

/** The outbox's lanes: at work once the app listens; a stop's end is the time their e-mails in flight have. */
export const lanes = fp<Context>(
  (app, { config, log }, done) => {
    const settings = { from: config.mailFrom, to: config.mailTo ?? "", publicUrl: config.publicUrl };
    const now = nowCourier(config, app.store, settings, log);
    if (!now) log("sem CONTACT_SMTP_URL: as mensagens ficam guardadas (npm run mensagens)");
    app.decorate("lanes", { now, editions: editionsCourier(config, app.store, settings, log) });
    const couriers = [now, app.lanes.editions].filter((courier) => courier !== null);
    let deadline = Infinity;
    app.addHook("onListen", () => couriers.forEach((courier) => courier.kick()));
    // Halted as the stop begins, not once the connections have drained (docs/service.md, "What a stop keeps").
    app.addHook("preClose", () => {
      deadline = Date.now() + config.stopWaitMs;
      couriers.forEach((courier) => courier.halt(deadline));
    });
    app.addHook("onClose", () => Promise.all(couriers.map((courier) => courier.stop(deadline))));
    done();
  },
  { name: "lanes", dependencies: ["store"] },
);

/** The newsletter's requests, decided after they are answered (store/newsletter.ts). */
export const requests = fp<Context>(
  (app, { config, log }, done) => {
    const kickNow = () => app.lanes.now?.kick();
    app.decorate("requests", newsletterQueue(app.store, config.confirmationsPerHour, kickNow, log));
    let deadline = Infinity;
    app.addHook("onListen", () => app.requests.kick());
    app.addHook("preClose", () => {
      deadline = Date.now() + config.stopWaitMs;
      app.requests.halt();
    });
    app.addHook("onClose", () => app.requests.stop(deadline));
    done();
  },
  { name: "requests", dependencies: ["store", "lanes"] },
);
