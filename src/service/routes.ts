import { FORMS_PATH, FORM_NAME_FIELD } from "../shared/forms";
import * as MESSAGES from "../shared/messages/service";
import type { ServiceConfig } from "./config";
import { formNamed, pageOfForm, receiveForm, type FormContext, type FormOutcome } from "./forms";
import { page } from "./pages";
import { clientKey } from "./rate-limit";
import { subscriptionLink, type LinkAction, type LinkContext } from "./subscriptions";
import type { OAuth } from "./oauth";
import {
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
 * The service's routes (the table below): the site's forms at FORMS_PATH, the newsletter's links
 * below it and the editor's GitHub login at /oauth/ (when configured); under `npm start` every other
 * request goes on to the site's own server (config.upstream). server.ts runs them.
 */

type Handler = (req: Request, res: Response, params: string[]) => Promise<void> | void;

interface Route {
  /** Matched against the whole path; its groups are the handler's `params`. */
  path: RegExp;
  methods: Readonly<Partial<Record<string, Handler>>>;
}

export interface RouteContext {
  config: ServiceConfig;
  forms: FormContext;
  links: LinkContext;
  oauth: OAuth | null;
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

/** The function that answers every request the service receives. */
export function router({ config, forms, links, oauth }: RouteContext): (req: Request, res: Response) => Promise<void> {
  const siteOrigin = config.siteUrl.origin;
  const query = (req: Request) => new URL(req.url ?? "/", "http://servico.local").searchParams;

  const receive: Handler = async (req, res) => {
    const fields = formFields(req, await readBody(req));
    const sender = {
      key: clientKey(clientAddress(req, config.trustProxy)),
      fromSitePages: fromSitePages(req, siteOrigin),
    };
    const outcome = await receiveForm(fields, sender, forms);
    const form = "form" in outcome ? outcome.form : formNamed(fields.get(FORM_NAME_FIELD));
    answerForm(req, res, outcome, pageOfForm(form, refererPath(req, siteOrigin)));
  };
  const link =
    (acting: boolean): Handler =>
    async (req, res, [action, token]) => {
      // The body (a one-click unsubscribe's `List-Unsubscribe=One-Click`) says nothing the path does not.
      if (acting) await readBody(req);
      const answer = await subscriptionLink(action as LinkAction, token, acting, links);
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

  return async function handle(req: Request, res: Response): Promise<void> {
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
  };
}
