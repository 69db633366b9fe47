import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import { SEND_STATUS, type SendOutcome } from "../shared/contact";
import { FORM_NAME_FIELD, FORMS_PATH } from "../shared/forms";
import * as TEXTS from "../shared/texts/service";
import type { ServiceConfig } from "./config";
import { page as answerPage, sendPage, type Answer, type PageParts } from "./answers";
import { formNamed, fromSitePages, pageOfForm, receiveForm, subscriptionLink, type FormName } from "./forms";
import { LOGINS_PER_CLIENT, STATE_TTL_MS, type OAuth } from "./oauth";
import type { Store } from "./store/store";
import { passOnTo, upstreamTarget, type PageHeaders } from "./upstream";

/**
 * The HTTP side, on Fastify: the forms at FORMS_PATH (@fastify/formbody, @fastify/rate-limit per sender), the
 * newsletter's links, the editor's login at /oauth/, and under `npm start` the rest (upstream.ts).
 */
export interface RouteContext {
  config: ServiceConfig;
  store: Store;
  oauth: OAuth | null;
  log: (message: string) => void;
  onStored: (form: FormName) => void;
  onConfirmed: () => void;
  stopping: () => boolean;
  senders?: number;
  /** Under `npm start`, the headers a host of the site adds to each page passed on (upstream.ts). */
  pageHeaders?: PageHeaders;
}

/** A 5,000-character message in any script fits with room to spare; 100,000 senders remembered, the least recent forgotten. */
const MAX_BODY_BYTES = 64 * 1024;
const RATE_LIMIT_SENDERS = 100_000;
/** The longest address taken: nginx's default (8 KB). */
const MAX_TARGET_LENGTH = 8 * 1024;

/**
 * The path of a target, or null when not in its normal form (a backslash, `..`, `%2e%2e`): read
 * otherwise, `/oauth/..\mensagens/` would pass nginx under /oauth/ and reach /mensagens/'s handler.
 */
function normalPath(target: string): string | null {
  const [raw] = target.split("?", 1);
  if (!raw.startsWith("/") || raw.includes("\\")) return null;
  return new URL(raw, "http://servico.local").pathname === raw ? raw : null;
}

const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? "").includes("application/json");
const OWN_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
const HTML = { ...OWN_HEADERS, "content-type": "text/html; charset=utf-8" };
const html = (reply: FastifyReply, status: number, body: string, headers = {}) =>
  reply.code(status).headers(HTML).headers(headers).send(body);
const send = (reply: FastifyReply, answer: Answer) => html(reply, answer.status, answer.html, answer.headers);
type Link = { Params: { token: string } };
const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string>;

/** A url-encoded form's fields, each its first value. */
const formFields = (body: string) => Object.fromEntries([...new URLSearchParams(body)].reverse());

export async function buildApp(context: RouteContext): Promise<FastifyInstance> {
  const { config, store, oauth, log } = context;
  const siteOrigin = config.siteUrl.origin;
  // The way back of a page is on the site's host when the service has an address of its own (Netlify).
  const site = config.publicUrl.origin === siteOrigin ? undefined : siteOrigin;
  const page = (parts: PageParts) => answerPage({ site, ...parts });
  const refused = (status: number, title: string, allow?: string) => (_request: FastifyRequest, reply: FastifyReply) =>
    html(reply, status, page({ title }), allow ? { allow } : {});
  const badAddress = (reply: FastifyReply) => html(reply, 400, page({ title: TEXTS.ANSWERS.badAddress }));
  const app = Fastify({
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: MAX_TARGET_LENGTH },
    // A slow client has a minute to send its request, not the five Node allows.
    requestTimeout: 60_000,
    trustProxy: config.trustProxy ? ["127.0.0.1", "::1"] : false,
    // Only the site's server is ever given an address with an escape the router cannot decode.
    ...(config.upstream ? { rewriteUrl: (request: IncomingMessage) => upstreamTarget(request.url ?? "/") } : {}),
    frameworkErrors: (_error, _request, reply) => void badAddress(reply),
  });
  app.removeAllContentTypeParsers();
  await app.register(formbody, { parser: formFields });
  await app.register(rateLimit, { global: false, hook: "preHandler" });
  // A route's limit has its own table of senders: it does not read the plugin's `cache`.
  const perSender = (max: number, timeWindow: number) => ({
    rateLimit: { max, timeWindow, cache: context.senders ?? RATE_LIMIT_SENDERS },
  });

  // An address not in its normal form reaches no route; a stop's every answer closes its connection.
  app.addHook("onRequest", async (request, reply) => {
    const target = request.originalUrl;
    if (target.length > MAX_TARGET_LENGTH) return html(reply, 414, page({ title: TEXTS.ANSWERS.tooLong }));
    if (normalPath(target) === null) return badAddress(reply);
  });
  app.addHook("onSend", async (_request, reply) => {
    if (context.stopping()) reply.header("connection", "close");
  });

  const answerSend = (request: FastifyRequest, reply: FastifyReply, outcome: SendOutcome) => {
    const status = "ok" in outcome ? 200 : SEND_STATUS[outcome.erro];
    // Only the site's pages read it, across origins from a site on Netlify (not @fastify/cors, whose OPTIONS
    // route for every path would take the site's own).
    reply.header("access-control-allow-origin", siteOrigin).header("vary", "Origin");
    if (wantsJson(request)) return reply.code(status).headers(OWN_HEADERS).send(outcome);
    const form = formNamed(fieldsOf(request)[FORM_NAME_FIELD]);
    const back = pageOfForm(form, request, siteOrigin);
    return html(reply, status, sendPage(outcome, form === "newsletter", { back, site }));
  };

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const onForms = request.routeOptions.url === FORMS_PATH;
    if (error.statusCode === 429 && onForms) return answerSend(request, reply, { erro: "limite" });
    const tooMany = page({ title: TEXTS.OAUTH.title, message: TEXTS.OAUTH.tooMany });
    if (error.statusCode === 429) return html(reply, 429, tooMany);
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" && onForms)
      return answerSend(request, reply, { erro: "formulario" });
    // The connection closes once the answer is sent, not kept for a body no one reads.
    if (error.statusCode === 413)
      return html(reply, 413, page({ title: TEXTS.ANSWERS.tooLarge }), { connection: "close" });
    if (error.statusCode !== undefined && error.statusCode < 500)
      return html(reply, error.statusCode, page({ title: TEXTS.ANSWERS.badAddress }));
    log(`erro: ${error.stack ?? error.message}`);
    return html(reply, 500, page(TEXTS.ANSWERS.internalError));
  });

  const { rateLimit: limit } = config;
  app.route({
    method: "POST",
    url: FORMS_PATH,
    ...(limit ? { config: perSender(limit.max, limit.windowMs) } : {}),
    handler: async (request, reply) => {
      const judging = { store, minFillMs: config.minFillMs, log, onStored: context.onStored };
      const outcome = await receiveForm(fieldsOf(request), fromSitePages(request, siteOrigin), judging);
      return answerSend(request, reply, outcome);
    },
  });
  const notPosted = refused(405, TEXTS.ANSWERS.methodNotAllowed, "POST");
  app.route({ method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"], url: FORMS_PATH, handler: notPosted });

  // The newsletter's links: a body is read and dropped (a one-click unsubscribe sends one of its own).
  await app.register((links, _options, done) => {
    links.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, undefined));
    const linkContext = { store, log, onConfirmed: context.onConfirmed, site };
    for (const action of ["confirmar", "sair"] as const) {
      const url = `${FORMS_PATH}${action}/:token`;
      const handler = (acting: boolean) => async (request: FastifyRequest<Link>, reply: FastifyReply) =>
        send(reply, await subscriptionLink(action, request.params.token, acting, linkContext));
      links.get<Link>(url, handler(false));
      links.post<Link>(url, handler(true));
    }
    done();
  });

  if (oauth) {
    const query = (request: FastifyRequest) => new URL(request.raw.url ?? "/", "http://servico.local").searchParams;
    app.get("/oauth/auth", { config: perSender(LOGINS_PER_CLIENT, STATE_TTL_MS) }, (request, reply) =>
      send(reply, oauth.start(query(request))),
    );
    app.get("/oauth/callback", async (request, reply) =>
      send(reply, await oauth.finish(request.headers.cookie, query(request))),
    );
  }

  const notFound = refused(404, TEXTS.ANSWERS.notFound);
  for (const owned of [FORMS_PATH, ...(oauth ? ["/oauth/"] : [])]) app.all(`${owned}*`, notFound);
  if (!config.upstream) app.setNotFoundHandler(notFound);
  else await passOnTo(app, config.upstream, context.pageHeaders ?? (() => ({})));

  return app;
}
