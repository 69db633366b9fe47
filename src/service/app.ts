import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import * as TEXTS from "../shared/texts/service";
import { page, send, titled, type PageParts } from "./answers";
import type { ServiceConfig } from "./config";
import { formRoutes, linkRoutes } from "./forms";
import { healthRoute } from "./health";
import { loginRoutes } from "./oauth";
import { lanes, requests, store, type Context } from "./plugins";
import { siteRoutes, upstreamTarget, type PageHeaders } from "./upstream";

/** The service (docs/service.md) as Fastify composes an application; one app.close() stops it all. */
export type AppOptions = { log?: Context["log"]; pageHeaders?: PageHeaders; senders?: number };

/** A 5,000-character message in any script fits with room to spare; the longest address, nginx's default (8 KB). */
const [MAX_BODY_BYTES, MAX_TARGET_LENGTH] = [64 * 1024, 8 * 1024];

/**
 * Whether a target's path is in its normal form (no backslash, `..`, `%2e%2e`): read otherwise,
 * `/oauth/..\mensagens/` would pass nginx under /oauth/ and reach /mensagens/'s handler.
 */
function isNormal(target: string): boolean {
  const [path] = target.split("?", 1);
  return path.startsWith("/") && !path.includes("\\") && new URL(path, "http://servico.local").pathname === path;
}

/**
 * A stop (docs/service.md, "What a stop keeps"): Fastify answers 503 to what comes meanwhile and Node's close
 * ends the idle connections; an answer in course is sent, with `Connection: close`, until the stop's wait is
 * up. A connection that has asked nothing (a preconnect) is closed at once: Node's close spares it, and
 * Fastify's forceCloseConnections `true` would cut the answers in course too (__tests__/service-stop.test.ts).
 */
function closesWithin(app: FastifyInstance, stopWaitMs: number, log: Context["log"]): void {
  const unasked = new Set<Socket>();
  app.server.on("connection", (socket: Socket) => unasked.add(socket.once("close", () => unasked.delete(socket))));
  app.server.on("request", (request: IncomingMessage) => unasked.delete(request.socket));
  let stopping = false;
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (stopping) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("preClose", () => {
    if (app.server.listening) log(`parando: até ${stopWaitMs} ms para o que está em curso`);
    stopping = true;
    for (const socket of unasked) socket.destroy();
    // Unreferenced: a stop that ends sooner leaves it nothing to close, and no timer to wait for.
    setTimeout(() => app.server.closeAllConnections(), stopWaitMs).unref();
  });
}

const say = (message: string) => console.log(`[serviço] ${message}`);

/** The app, not listening (server.ts listens); what a plugin took is let go if a later one fails. */
export async function buildApp(config: ServiceConfig, { log = say, pageHeaders, senders }: AppOptions = {}) {
  // The way back of a page is on the site's host when the service has an address of its own (Netlify).
  const site = config.publicUrl.origin === config.siteUrl.origin ? undefined : config.siteUrl.origin;
  const app = Fastify({
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: MAX_TARGET_LENGTH },
    // A slow client has a minute to send its request, not the five Node allows.
    requestTimeout: 60_000,
    trustProxy: config.trustProxy ? ["127.0.0.1", "::1"] : false,
    // Only the site's server is ever given an address with an escape the router cannot decode.
    ...(config.upstream ? { rewriteUrl: (request: IncomingMessage) => upstreamTarget(request.url ?? "/") } : {}),
    // Its reply is Fastify's own, without the app's decorators.
    frameworkErrors: (_error, _request, reply) =>
      void send(reply, { status: 400, html: page({ site, title: TEXTS.ANSWERS.badAddress }) }),
  });
  app.decorateReply("page", function (this: FastifyReply, status: number, parts: PageParts, headers = {}) {
    return send(this, { status, html: page({ site, ...parts }), headers });
  });
  const context: Context = { config, log };
  try {
    for (const plugin of [store, lanes, requests]) await app.register(plugin, context);
    closesWithin(app, config.stopWaitMs, log);
    app.addHook("onListen", () =>
      log(`ouvindo em ${app.listeningOrigin}${config.upstream ? `; o resto vai para ${config.upstream.origin}` : ""}`),
    );
    app.removeAllContentTypeParsers();
    // A form's fields, each its first value (Object.fromEntries keeps the last).
    await app.register(formbody, { parser: (body) => Object.fromEntries([...new URLSearchParams(body)].reverse()) });
    await app.register(rateLimit, { global: false, hook: "preHandler" });
    app.addHook("onRequest", async (request, reply) => {
      const target = request.originalUrl;
      if (target.length > MAX_TARGET_LENGTH) return reply.page(414, { title: TEXTS.ANSWERS.tooLong });
      if (!isNormal(target)) return reply.page(400, { title: TEXTS.ANSWERS.badAddress });
    });
    app.setErrorHandler(async (error: FastifyError, _request, reply) => {
      // Past their limit, the forms answer as a send (forms.ts): what is left is the login's.
      if (error.statusCode === 429) return reply.page(429, { title: TEXTS.OAUTH.title, message: TEXTS.OAUTH.tooMany });
      // The connection closes once the answer is sent, not kept for a body no one reads.
      if (error.statusCode === 413) return reply.page(413, { title: TEXTS.ANSWERS.tooLarge }, { connection: "close" });
      if (error.statusCode !== undefined && error.statusCode < 500)
        return reply.page(error.statusCode, { title: TEXTS.ANSWERS.badAddress });
      log(`erro: ${error.stack ?? error.message}`);
      return reply.page(500, TEXTS.ANSWERS.internalError);
    });
    app.setNotFoundHandler(titled(404, TEXTS.ANSWERS.notFound));
    await app.register(formRoutes, { ...context, senders });
    for (const routes of [linkRoutes, loginRoutes, healthRoute]) await app.register(routes, context);
    await app.register(siteRoutes, { ...context, pageHeaders });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
