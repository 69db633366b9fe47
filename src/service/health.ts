import type { FastifyPluginCallback } from "fastify";
import fp from "fastify-plugin";
import { FORMS_PATH } from "../shared/forms";
import { OWN_HEADERS } from "./answers";
import type { Context } from "./plugins";
import { isBusy } from "./store/database";
import { probe, waiting } from "./store/health";
import type { Lane } from "./store/tables";

/**
 * The health answer for a monitor (docs/operations.md, "Health"), under the service's prefix so that
 * every host already routes it: 200 when the store takes a write (a synced commit of one row, as a send
 * needs) and the e-mails of the moment are moving (none has waited longer than the longest wait between
 * two attempts, CONTACT_RETRY_MAX_MS), 503 otherwise; how many e-mails wait in each lane and since when
 * the oldest, and when the last delivery and the last delivery error happened since the service
 * started (its couriers tell). Never an address or anything a visitor wrote. A write waits for a lock
 * as a send does, up to CONTACT_STORE_BUSY_MS. A plugin of the app (app.ts), on its store and lanes.
 */
const HEALTH_PATH = `${FORMS_PATH}saude`;

const ageSeconds = (since: string | null, now: number) =>
  since === null ? null : Math.max(0, Math.round((now - Date.parse(since)) / 1000));

const health: FastifyPluginCallback<Context> = (app, { config }, done) => {
  const { store, lanes } = app;
  const seen = { delivered: null as string | null, failed: null as string | null };
  for (const courier of [lanes.now, lanes.editions])
    courier?.on("recorded", (_item, outcome) => {
      seen[outcome.kind === "sent" ? "delivered" : "failed"] = new Date().toISOString();
    });

  app.get(HEALTH_PATH, async (_request, reply) => {
    let writes = "grava";
    await store
      .write(() => probe(store.db, store.now()))
      .catch((error: unknown) => {
        writes = isBusy(error) ? "ocupado por outro processo" : "não grava";
      });
    const now = store.now();
    const lane = (name: Lane) => {
      try {
        return waiting(store.db, name);
      } catch {
        return { waiting: null, since: null };
      }
    };
    const [moment, editions] = [lane("now"), lane("editions")];
    const late = moment.since !== null && now - Date.parse(moment.since) > config.retry.maxMs;
    const known = moment.waiting === null ? "desconhecidas" : late ? "atrasadas" : "em dia";
    const deliveries = lanes.now ? known : "sem servidor de e-mail";
    const ok = writes === "grava" && (deliveries === "em dia" || !lanes.now);
    return reply
      .code(ok ? 200 : 503)
      .headers(OWN_HEADERS)
      .send({
        estado: ok ? "ok" : "falha",
        armazenamento: writes,
        entregas: deliveries,
        aguardando: { agora: moment.waiting, boletins: editions.waiting },
        maisAntigoHaSegundos: { agora: ageSeconds(moment.since, now), boletins: ageSeconds(editions.since, now) },
        ultimaEntrega: seen.delivered,
        ultimoErroDeEntrega: seen.failed,
      });
  });
  done();
};

/** Encapsulated, and refused at registration on an app without the store and the lanes (plugins.ts). */
export const healthRoute = fp(health, {
  name: "health",
  encapsulate: true,
  dependencies: ["store", "lanes"],
  decorators: { fastify: ["store", "lanes"] },
});
