import http from "node:http";
import type { AddressInfo } from "node:net";
import { FORMS_PATH } from "../shared/forms";
import * as MESSAGES from "../shared/messages/service";
import type { ServiceConfig } from "./config";
import { Store } from "./store";
import { RateLimiter } from "./rate-limit";
import { Deliveries, smtpTransport, type Transport } from "./delivery";
import { receiveForm, type FormOutcome } from "./forms";
import { page } from "./pages";
import { subscriptionPage } from "./subscriptions";
import { OAuth } from "./oauth";
import {
  BodyTooLarge,
  MAX_TARGET_LENGTH,
  clientAddress,
  formFields,
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
 * The service: one HTTP server on 127.0.0.1 that receives the site's forms at FORMS_PATH, serves
 * the newsletter's links below it, the editor's GitHub login at /oauth/ (when configured), and,
 * under `npm start`, passes every other request to the site's own server (config.upstream).
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

const FORM_ANSWERS: Record<Exclude<FormOutcome["status"], 200>, string> = {
  400: MESSAGES.ANSWERS.sendRefused,
  422: MESSAGES.ANSWERS.tooEarly,
  429: MESSAGES.ANSWERS.tooMany,
  503: MESSAGES.ANSWERS.storeUnavailable,
};

function answerForm(req: Request, res: Response, outcome: FormOutcome): void {
  if (wantsJson(req)) {
    if (outcome.status === 200) sendJson(res, 200, { ok: true });
    else
      sendJson(res, outcome.status, { erro: outcome.code, ...("errors" in outcome ? { campos: outcome.errors } : {}) });
    return;
  }
  // A form sent without JavaScript: a page that says what happened, and the way back.
  const back = outcome.status === 200 && outcome.form === "newsletter" ? "/ensinamentos/" : "/contato/";
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
  const store = new Store(config.storeDir, config.storeBusyMs);
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
  const formContext = { store, limiter, minFillMs: config.minFillMs, onStored: () => deliveries.kick(), log };

  async function handle(req: Request, res: Response): Promise<void> {
    const target = req.url ?? "/";
    if (target.length > MAX_TARGET_LENGTH) {
      sendHtml(res, 414, page({ title: "Endereço longo demais", message: "Endereço longo demais." }));
      return;
    }
    const { pathname } = new URL(target, "http://servico.local");
    if (pathname === FORMS_PATH) {
      if (req.method !== "POST") {
        sendHtml(
          res,
          405,
          page({ title: MESSAGES.ANSWERS.methodNotAllowed, message: MESSAGES.ANSWERS.methodNotAllowed }),
          {
            allow: "POST",
          },
        );
        return;
      }
      const body = await readBody(req);
      answerForm(req, res, receiveForm(formFields(req, body), clientAddress(req, config.trustProxy), formContext));
      return;
    }
    if (pathname.startsWith(FORMS_PATH)) {
      const body = req.method === "POST" ? await readBody(req) : "";
      const answer = subscriptionPage(pathname.slice(FORMS_PATH.length), req.method ?? "GET", body, store, () =>
        deliveries.kick(),
      );
      if (answer) sendHtml(res, answer.status, answer.html);
      else sendNotFound(res);
      return;
    }
    if (oauth && pathname.startsWith("/oauth/")) {
      await oauth.handle(req, res, pathname);
      return;
    }
    if (config.upstream) proxy(req, res, config.upstream);
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
      await deliveries.stop();
      store.close();
    },
  };
}
