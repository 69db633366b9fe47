import http from "node:http";
import type { AddressInfo } from "node:net";
import { FORMS_PATH, FORM_NAME_FIELD } from "../shared/forms";
import * as MESSAGES from "../shared/messages/service";
import type { ServiceConfig } from "./config";
import { LOCK_WAIT_MS, Store } from "./store";
import { Writes } from "./writes";
import { RateLimiter, clientKey } from "./rate-limit";
import { Deliveries, smtpTransport, type Transport } from "./delivery";
import { formNamed, pageOfForm, receiveForm, type FormOutcome } from "./forms";
import { page } from "./pages";
import { subscriptionLink, type LinkAction } from "./subscriptions";
import { OAuth } from "./oauth";
import {
  BodyTooLarge,
  MAX_TARGET_LENGTH,
  clientAddress,
  formFields,
  fromSitePages,
  isSiteOrigin,
  normalPath,
  proxy,
  readBody,
  sendHtml,
  sendJson,
  sendNotFound,
  wantsJson,
  type Request,
  type Response,
} from "./http";

/**
 * The service: one HTTP server on 127.0.0.1 whose routes (the table below) receive the site's forms
 * at FORMS_PATH, serve the newsletter's links below it and the editor's GitHub login at /oauth/ (when
 * configured); under `npm start` it passes every other request to the site's own server
 * (config.upstream). See docs/messages.md.
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

type Handler = (req: Request, res: Response, params: string[]) => Promise<void> | void;

interface Route {
  /** Matched against the whole path; its groups are the handler's `params`. */
  path: RegExp;
  methods: Readonly<Partial<Record<string, Handler>>>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const FORM_ANSWERS: Record<Exclude<FormOutcome["status"], 200>, string> = {
  400: MESSAGES.ANSWERS.sendRefused,
  403: MESSAGES.ANSWERS.crossSite,
  422: MESSAGES.ANSWERS.tooEarly,
  429: MESSAGES.ANSWERS.tooMany,
  503: MESSAGES.ANSWERS.storeUnavailable,
};

/** The path of the page the request came from, when it is one of the site's (Referer). */
function refererPath(req: Request, siteOrigin: string): string | null {
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return isSiteOrigin(url.origin, req, siteOrigin) ? url.pathname : null;
  } catch {
    return null;
  }
}

function answerForm(req: Request, res: Response, outcome: FormOutcome, back: string): void {
  if (wantsJson(req)) {
    if (outcome.status === 200) sendJson(res, 200, { ok: true });
    else
      sendJson(res, outcome.status, { erro: outcome.code, ...("errors" in outcome ? { campos: outcome.errors } : {}) });
    return;
  }
  // A form sent without JavaScript: a page that says what happened, and the way back to its page.
  if (outcome.status === 200) {
    const message =
      outcome.form === "newsletter" ? MESSAGES.ANSWERS.newsletterRequested : MESSAGES.ANSWERS.contactReceived;
    sendHtml(res, 200, page({ title: message, message, back }));
    return;
  }
  const items = outcome.status === 400 && outcome.code === "campos" ? Object.values(outcome.errors) : [];
  const message =
    outcome.status === 400 && outcome.code === "formulario"
      ? MESSAGES.ANSWERS.unknownForm
      : FORM_ANSWERS[outcome.status];
  sendHtml(res, outcome.status, page({ title: message, message, items, back }));
}

export async function startService(config: ServiceConfig, options: ServiceOptions = {}): Promise<Service> {
  const log = options.log ?? ((message: string) => console.log(`[serviço] ${message}`));
  // The service's requests never wait on a lock blocking: writes.ts waits for it without blocking.
  const store = new Store(config.storeDir, LOCK_WAIT_MS);
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
  );
  const limiter = config.rateLimit ? new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs) : null;
  const oauth = config.oauth ? new OAuth(config.oauth, config.siteUrl) : null;
  const siteOrigin = config.siteUrl.origin;
  const formContext = { writes, limiter, minFillMs: config.minFillMs, onStored: () => deliveries.kick(), log };
  const linkContext = { writes, onConfirmed: () => deliveries.kick(), log };
  const query = (req: Request) => new URL(req.url ?? "/", "http://servico.local").searchParams;

  const receive: Handler = async (req, res) => {
    const fields = formFields(req, await readBody(req));
    const sender = {
      key: clientKey(clientAddress(req, config.trustProxy)),
      fromSitePages: fromSitePages(req, siteOrigin),
    };
    const outcome = await receiveForm(fields, sender, formContext);
    const form = "form" in outcome ? outcome.form : formNamed(fields.get(FORM_NAME_FIELD));
    answerForm(req, res, outcome, pageOfForm(form, refererPath(req, siteOrigin)));
  };
  const link =
    (acting: boolean): Handler =>
    async (req, res, [action, token]) => {
      // The body (a one-click unsubscribe's `List-Unsubscribe=One-Click`) says nothing the path does not.
      if (acting) await readBody(req);
      const answer = await subscriptionLink(action as LinkAction, token, acting, linkContext);
      sendHtml(res, answer.status, answer.html);
    };

  /** Every address the service answers itself; the paths below `owned` that none matches are 404s. */
  const routes: Route[] = [
    { path: new RegExp(`^${escapeRegExp(FORMS_PATH)}$`), methods: { POST: receive } },
    {
      path: new RegExp(`^${escapeRegExp(FORMS_PATH)}(confirmar|sair)/([^/]*)$`),
      methods: { GET: link(false), HEAD: link(false), POST: link(true) },
    },
    ...(oauth
      ? [
          { path: /^\/oauth\/auth$/, methods: { GET: (req: Request, res: Response) => oauth.start(res, query(req)) } },
          {
            path: /^\/oauth\/callback$/,
            methods: { GET: (req: Request, res: Response) => oauth.finish(req, res, query(req)) },
          },
        ]
      : []),
  ];
  const owned = [FORMS_PATH, ...(oauth ? ["/oauth/"] : [])];

  async function handle(req: Request, res: Response): Promise<void> {
    const target = req.url ?? "/";
    if (target.length > MAX_TARGET_LENGTH) {
      sendHtml(res, 414, page({ title: "Endereço longo demais", message: "Endereço longo demais." }));
      return;
    }
    const pathname = normalPath(target);
    if (pathname === null) {
      sendHtml(res, 400, page({ title: MESSAGES.ANSWERS.badAddress, message: MESSAGES.ANSWERS.badAddress }));
      return;
    }
    for (const route of routes) {
      const match = route.path.exec(pathname);
      if (!match) continue;
      const handler = route.methods[req.method ?? "GET"];
      if (handler) await handler(req, res, match.slice(1));
      else {
        const message = MESSAGES.ANSWERS.methodNotAllowed;
        sendHtml(res, 405, page({ title: message, message }), { allow: Object.keys(route.methods).join(", ") });
      }
      return;
    }
    if (owned.some((prefix) => pathname.startsWith(prefix))) sendNotFound(res);
    else if (config.upstream) proxy(req, res, config.upstream);
    else sendNotFound(res);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        sendHtml(res, 413, page({ title: MESSAGES.ANSWERS.tooLarge, message: MESSAGES.ANSWERS.tooLarge }));
        return;
      }
      log(`erro: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendHtml(res, 500, page({ title: "Erro interno", message: "Erro interno do serviço." }));
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  deliveries.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  log(`ouvindo em ${url}${config.upstream ? `; o resto vai para ${config.upstream.origin}` : ""}`);

  return {
    url,
    store,
    deliveries,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      writes.close();
      limiter?.stop();
      await deliveries.stop();
      store.close();
    },
  };
}
