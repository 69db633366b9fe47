import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SEND_STATUS, type SendOutcome } from "../shared/contact";
import { checkForm } from "../shared/form-validation";
import {
  CONTACT_FORM,
  FORM_PAGES,
  FORMS,
  FILL_TIME_FIELD,
  FORM_NAME_FIELD,
  FORMS_PATH,
  HONEYPOT_FIELD,
  MAX_FILL_TIME_MS,
  NEWSLETTER_FORM,
} from "../shared/forms";
import * as NEWSLETTER from "../shared/texts/newsletter";
import * as TEXTS from "../shared/texts/service";
import { ROUTES } from "../shared/site";
import { OWN_HEADERS, STORE_RETRY_AFTER, perSender, sendPage, titled } from "./answers";
import { reasonOf } from "./helpers";
import type { Context } from "./plugins";
import { addMessage } from "./store/tables";
import { confirmSubscription, leave, queueRequest } from "./store/newsletter";

/** The forms at FORMS_PATH and the newsletter's links, each a plugin of the app (app.ts). */

/** Whether `origin` is SITE_URL's, or the host the request came to (`npm start`; behind nginx, HTTP whatever the visitor used). */
function isSiteOrigin(origin: string, request: FastifyRequest, siteOrigin: string): boolean {
  if (origin === siteOrigin) return true;
  if (!URL.canParse(origin)) return false;
  const { protocol, host } = new URL(origin);
  return (protocol === "http:" || protocol === "https:") && host === request.headers.host;
}

/**
 * Whether a POST comes from the site's own pages, as the browser says: an Origin that is the site's
 * (across origins from a site on Netlify too), or Sec-Fetch-Site `same-origin` or `none`. A client that
 * is no browser's page (curl) sends neither, and is no one's forgery.
 */
function fromSitePages(request: FastifyRequest, siteOrigin: string): boolean {
  const { origin, "sec-fetch-site": fetchSite } = request.headers;
  if (origin !== undefined && isSiteOrigin(origin, request, siteOrigin)) return true;
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  return origin === undefined;
}

const CONSENT_TEXT = `${NEWSLETTER.consentLabel} ${NEWSLETTER.privacyLinkText}`;

const formNamed = (name: unknown) => FORMS.find((form) => form.name === name)?.name ?? null;

/** Where a form sent without JavaScript leads back: the page it was on, if it carries the form, else its first page. */
function pageOfForm(form: string | null, request: FastifyRequest, siteOrigin: string): string {
  if (!form) return ROUTES.home;
  const pages = FORM_PAGES[form];
  const referer = request.headers.referer ?? "";
  if (!URL.canParse(referer)) return pages.first;
  const { origin, pathname } = new URL(referer);
  return isSiteOrigin(origin, request, siteOrigin) && pages.has(pathname) ? pathname : pages.first;
}

const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string>;

/** A send judged, once its sender's rate is counted; nothing is answered as received before it is on disk. */
async function receiveForm(request: FastifyRequest, app: FastifyInstance, context: Context): Promise<SendOutcome> {
  const { config, log } = context;
  if (!fromSitePages(request, config.siteUrl.origin)) return { erro: "origem" };
  const fields = fieldsOf(request);
  const form = formNamed(fields[FORM_NAME_FIELD]);
  if (!form) return { erro: "formulario" };
  // A bot is answered like anyone, its send dropped.
  if ((fields[HONEYPOT_FIELD] ?? "") !== "") {
    log(`envio de ${form} descartado: campo-isca preenchido`);
    return { ok: true };
  }
  // No time at all (a form sent without JavaScript) counts as none: refused, unless the minimum is off.
  const openFor = Number(fields[FILL_TIME_FIELD] ?? 0);
  if (!(openFor >= config.minFillMs && openFor >= 0 && openFor <= MAX_FILL_TIME_MS)) return { erro: "cedo" };
  const contact = form === CONTACT_FORM.name ? checkForm(CONTACT_FORM, fields) : null;
  const checked = contact ?? checkForm(NEWSLETTER_FORM, fields);
  if (!checked.ok) return { erro: "campos", campos: checked.errors };
  const { store } = app;
  try {
    if (contact?.ok) {
      const message = await store.write(() => addMessage(store.db, store.now(), contact.values));
      log(`mensagem ${message.id} guardada`);
    } else await store.write(() => queueRequest(store.db, store.now(), checked.values.email, CONSENT_TEXT));
  } catch (error) {
    log(`não foi possível guardar o envio de ${form}: ${reasonOf(error)}`);
    return { erro: "armazenamento" };
  }
  if (contact) app.lanes.now?.kick();
  else app.requests.kick();
  return { ok: true };
}

/** The forms' routes, encapsulated (their error handler is their own): a send answered, any other method 405. */
export const formRoutes = fp<Context & { senders?: number }>(
  (app, context, done) => {
    const { config, senders } = context;
    const siteOrigin = config.siteUrl.origin;
    const answerSend = (request: FastifyRequest, reply: FastifyReply, outcome: SendOutcome) => {
      const status = "ok" in outcome ? 200 : SEND_STATUS[outcome.erro];
      // Only the site's pages read it, across origins from a site on Netlify (not @fastify/cors, whose OPTIONS
      // route for every path would take the site's own).
      reply.header("access-control-allow-origin", siteOrigin).header("vary", "Origin");
      if (status === 503) reply.headers(STORE_RETRY_AFTER);
      if ((request.headers.accept ?? "").includes("application/json"))
        return reply.code(status).headers(OWN_HEADERS).send(outcome);
      const form = formNamed(fieldsOf(request)[FORM_NAME_FIELD]);
      return reply.page(status, sendPage(outcome, form === "newsletter", pageOfForm(form, request, siteOrigin)));
    };
    // What the forms' own rules refuse is answered as a send; anything else, by the app's answer (app.ts).
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (request.routeOptions.url !== FORMS_PATH) throw error;
      if (error.statusCode === 429) return answerSend(request, reply, { erro: "limite" });
      if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return answerSend(request, reply, { erro: "formulario" });
      throw error;
    });
    const limit = config.rateLimit && { config: perSender(config.rateLimit.max, config.rateLimit.windowMs, senders) };
    app.post(FORMS_PATH, limit || {}, async (request, reply) =>
      answerSend(request, reply, await receiveForm(request, app, context)),
    );
    const methods = ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;
    app.route({ method: [...methods], url: FORMS_PATH, handler: titled(405, TEXTS.ANSWERS.methodNotAllowed, "POST") });
    app.all(`${FORMS_PATH}*`, titled(404, TEXTS.ANSWERS.notFound));
    done();
  },
  {
    name: "forms",
    encapsulate: true,
    dependencies: ["@fastify/formbody", "@fastify/rate-limit"],
    decorators: { fastify: ["store", "lanes", "requests"], reply: ["page"] },
  },
);

/**
 * The newsletter's links (mail.ts): `confirmar/<token>`, single-use, and `sair/<token>`. Opening one
 * shows a page whose button (a POST) acts, as mail scanners open links by themselves; a one-click
 * unsubscribe (RFC 8058) is that POST, with no page or cookie, whose body is read and dropped.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
type Link = { Params: { token: string } };

/** Encapsulated, as its parser takes any body. */
export const linkRoutes = fp<Context>(
  (app, { log }, done) => {
    app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, undefined));
    for (const action of ["confirmar", "sair"] as const) {
      const [confirming, url] = [action === "confirmar", `${FORMS_PATH}${action}/:token`];
      const texts = confirming ? TEXTS.CONFIRM : TEXTS.LEAVE;
      const answer = (reply: FastifyReply, status: number, message: string, button?: string) =>
        reply.page(status, { title: texts.title, message, button, back: ROUTES.teachings });
      app.get<Link>(url, (request, reply) =>
        TOKEN.test(request.params.token)
          ? answer(reply, 200, texts.prompt, texts.button)
          : answer(reply, 404, texts.invalid),
      );
      app.post<Link>(url, async ({ params: { token } }, reply) => {
        if (!TOKEN.test(token)) return answer(reply, 404, texts.invalid);
        let acted: boolean;
        try {
          const { store } = app;
          acted = await store.write(
            () => (confirming ? confirmSubscription : leave)(store.db, store.now(), token) !== null,
          );
        } catch (error) {
          log(`não foi possível gravar o link ${action}: ${reasonOf(error)}`);
          return answer(reply.headers(STORE_RETRY_AFTER), 503, TEXTS.ANSWERS.linkUnavailable);
        }
        if (acted && confirming) app.lanes.now?.kick();
        return acted ? answer(reply, 200, texts.done) : answer(reply, confirming ? 410 : 404, texts.invalid);
      });
    }
    done();
  },
  { name: "links", encapsulate: true, decorators: { fastify: ["store", "lanes"], reply: ["page"] } },
);
