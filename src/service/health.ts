import fp from "fastify-plugin";
import { FORMS_PATH } from "../shared/forms";
import { OWN_HEADERS } from "./answers";
import type { Context } from "./plugins";
import { isBusy } from "./store/database";
import { probe, waiting } from "./store/health";
import type { Lane } from "./store/tables";

/**
 * The health answer for a monitor (docs/operations.md, "Health"), under the service's prefix so that every host already
 * routes it: 200 when the store takes a write as a send does (store/health.ts) and no e-mail of the moment has waited
 * longer than the longest wait between two attempts (CONTACT_RETRY_MAX_MS), 503 otherwise; what waits in each lane and
 * the last deliveries (the couriers tell), never an address or anything a visitor wrote.
 */
const HEALTH_PATH = `${FORMS_PATH}saude`;

const ageSeconds = (since: string | null, now: number) =>
  since === null ? null : Math.max(0, Math.round((now - Date.parse(since)) / 1000));

export const healthRoute = fp<Context>(
  (app, { config }, done) => {
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
  },
  { name: "health", encapsulate: true, decorators: { fastify: ["store", "lanes"] } },
);
