import type { SendOutcome } from "../shared/contact";
import { checkForm } from "../shared/form-validation";
import {
  CONTACT_FORM,
  FORM_PAGES,
  FILL_TIME_FIELD,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  MAX_FILL_TIME_MS,
  NEWSLETTER_FORM,
} from "../shared/forms";
import * as NEWSLETTER from "../shared/texts/newsletter";
import type { FastifyRequest } from "fastify";
import * as TEXTS from "../shared/texts/service";
import { ROUTES } from "../shared/site";
import { page, type Answer } from "./answers";
import { reasonOf } from "./helpers";
import type { Store } from "./store/store";
import { addMessage } from "./store/tables";
import { confirmSubscription, leave, queueRequest } from "./store/newsletter";

/**
 * A send of one of the site's forms, judged in this order once its sender's rate is counted
 * (routes.ts): where it comes from, the form's name, the honeypot (a bot is answered like anyone, its
 * send dropped), the time the form was open, the fields' rules (src/shared/form-validation.ts), and the
 * store: nothing is answered as received before it is on disk.
 */
export type FormName = typeof CONTACT_FORM.name | typeof NEWSLETTER_FORM.name;

export interface FormContext {
  store: Store;
  minFillMs: number;
  onStored: (form: FormName) => void;
  log: (message: string) => void;
}

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
export function fromSitePages(request: FastifyRequest, siteOrigin: string): boolean {
  const { origin, "sec-fetch-site": fetchSite } = request.headers;
  if (origin !== undefined && isSiteOrigin(origin, request, siteOrigin)) return true;
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  return origin === undefined;
}

const CONSENT_TEXT = `${NEWSLETTER.consentLabel} ${NEWSLETTER.privacyLinkText}`;

export const formNamed = (name: unknown): FormName | null =>
  name === CONTACT_FORM.name || name === NEWSLETTER_FORM.name ? name : null;

/** Where a form sent without JavaScript leads back: the page it was on, if it carries the form, else its first page. */
export function pageOfForm(form: FormName | null, request: FastifyRequest, siteOrigin: string): string {
  if (!form) return ROUTES.home;
  const pages = FORM_PAGES[form];
  const referer = request.headers.referer ?? "";
  if (!URL.canParse(referer)) return pages.first;
  const { origin, pathname } = new URL(referer);
  return isSiteOrigin(origin, request, siteOrigin) && pages.has(pathname) ? pathname : pages.first;
}

export async function receiveForm(
  fields: Readonly<Record<string, unknown>>,
  fromSitePages: boolean,
  context: FormContext,
): Promise<SendOutcome> {
  if (!fromSitePages) return { erro: "origem" };
  const form = formNamed(fields[FORM_NAME_FIELD]);
  if (!form) return { erro: "formulario" };
  if ((fields[HONEYPOT_FIELD] ?? "") !== "") {
    context.log(`envio de ${form} descartado: campo-isca preenchido`);
    return { ok: true };
  }
  // No time at all (a form sent without JavaScript) counts as none: refused, unless the minimum is off.
  const openFor = Number(fields[FILL_TIME_FIELD] ?? 0);
  if (!(openFor >= context.minFillMs && openFor >= 0 && openFor <= MAX_FILL_TIME_MS)) return { erro: "cedo" };
  const contact = form === CONTACT_FORM.name ? checkForm(CONTACT_FORM, fields) : null;
  const checked = contact ?? checkForm(NEWSLETTER_FORM, fields);
  if (!checked.ok) return { erro: "campos", campos: checked.errors };
  const { store } = context;
  try {
    if (contact?.ok) {
      const message = await store.write(() => addMessage(store.db, store.now(), contact.values));
      context.log(`mensagem ${message.id} guardada`);
    } else await store.write(() => queueRequest(store.db, store.now(), checked.values.email, CONSENT_TEXT));
  } catch (error) {
    context.log(`não foi possível guardar o envio de ${form}: ${reasonOf(error)}`);
    return { erro: "armazenamento" };
  }
  context.onStored(form);
  return { ok: true };
}

/**
 * The newsletter's links (mail.ts): `confirmar/<token>`, single-use, and `sair/<token>`. Opening one
 * shows a page whose button (a POST) acts, as mail scanners open links by themselves; a one-click
 * unsubscribe (RFC 8058) is that POST, with no page or cookie.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export async function subscriptionLink(
  action: "confirmar" | "sair",
  token: string,
  acting: boolean,
  context: Omit<FormContext, "minFillMs" | "onStored"> & { onConfirmed: () => void; site?: string },
): Promise<Answer> {
  const confirming = action === "confirmar";
  const texts = confirming ? TEXTS.CONFIRM : TEXTS.LEAVE;
  const html = (message: string, button?: string) =>
    page({ title: texts.title, message, button, back: ROUTES.teachings, site: context.site });
  const answer = (status: number, message: string, button?: string) => ({ status, html: html(message, button) });
  if (!TOKEN.test(token)) return answer(404, texts.invalid);
  if (!acting) return answer(200, texts.prompt, texts.button);
  let done: boolean;
  try {
    const { store } = context;
    done = await store.write(() => (confirming ? confirmSubscription : leave)(store.db, store.now(), token) !== null);
  } catch (error) {
    context.log(`não foi possível gravar o link ${action}: ${reasonOf(error)}`);
    return answer(503, TEXTS.ANSWERS.linkUnavailable);
  }
  if (done && confirming) context.onConfirmed();
  if (done) return answer(200, texts.done);
  return answer(confirming ? 410 : 404, texts.invalid);
}
