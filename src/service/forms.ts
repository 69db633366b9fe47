import {
  CONTACT_FORM,
  FILL_TIME_FIELD,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  MAX_FILL_TIME_MS,
  NEWSLETTER_FORM,
} from "../shared/forms";
import { checkForm, type FieldErrors } from "../shared/form-validation";
import * as NEWSLETTER from "../shared/messages/newsletter";
import { ROUTES } from "../shared/site";
import type { RateLimiter } from "./rate-limit";
import type { Writes } from "./writes";

/**
 * A send of one of the site's forms, as the page posts it (url-encoded, its name in `form-name`),
 * judged in this order: where it comes from (another site's page is refused), the form's name, the
 * sender's rate, the honeypot (a bot is answered like anyone and its send dropped), the time the form
 * was open (too soon, or longer than a page could have measured, is refused, visibly), the fields'
 * rules (src/shared/form-validation.ts), and then the store: nothing is answered as received before
 * it is written to disk.
 */
export type FormName = typeof CONTACT_FORM.name | typeof NEWSLETTER_FORM.name;

export type FormOutcome =
  | { status: 200; form: FormName; stored: boolean }
  | { status: 400; code: "formulario" }
  | { status: 400; code: "campos"; form: FormName; errors: FieldErrors }
  | { status: 403; code: "origem" }
  | { status: 422; code: "cedo"; form: FormName }
  | { status: 429; code: "limite"; form: FormName }
  | { status: 503; code: "armazenamento"; form: FormName };

export interface FormContext {
  writes: Writes;
  limiter: RateLimiter | null;
  minFillMs: number;
  /** Called once a message waits in the outbox. */
  onStored: () => void;
  /** Called once a newsletter request waits to be decided (newsletter-queue.ts). */
  onRequested: () => void;
  log: (message: string) => void;
}

/** Who sent: their key for the rate (rate-limit.ts, clientKey), and whether a page of the site posted it. */
export interface Sender {
  key: string;
  fromSitePages: boolean;
}

/** The consent as the visitor read it, kept with the request. */
const CONSENT_TEXT = `${NEWSLETTER.consentLabel} ${NEWSLETTER.privacyLinkText}`;

export const formNamed = (name: string | null): FormName | null =>
  name === CONTACT_FORM.name || name === NEWSLETTER_FORM.name ? name : null;

/**
 * The pages a form is on: the contact page, and every page of the teachings list for the newsletter
 * box (in the list's sidebar). The first is where a visitor is led back when the page they came
 * from is not known.
 */
const FORM_PAGES: Record<FormName, { first: string; has: (path: string) => boolean }> = {
  contato: { first: ROUTES.contact, has: (path) => path === ROUTES.contact },
  newsletter: {
    first: ROUTES.teachings,
    has: (path) => {
      const page = /\/(\d{1,6})\/$/.exec(path);
      return path === ROUTES.teachings || (page !== null && ROUTES.teachingsPage(Number(page[1])) === path);
    },
  },
};

/**
 * Where a form sent without JavaScript leads back: the page it was on, read from the Referer
 * (`refererPath`, its path when it is the site's, else null) when that is a page that carries the
 * form, else the form's first page. Never any other address: no link to another site, nor to a path
 * the site does not have.
 */
export function pageOfForm(form: FormName | null, refererPath: string | null): string {
  if (!form) return ROUTES.home;
  const pages = FORM_PAGES[form];
  return refererPath !== null && pages.has(refererPath) ? refererPath : pages.first;
}

export async function receiveForm(fields: URLSearchParams, sender: Sender, context: FormContext): Promise<FormOutcome> {
  if (!sender.fromSitePages) return { status: 403, code: "origem" };
  const form = formNamed(fields.get(FORM_NAME_FIELD));
  if (!form) return { status: 400, code: "formulario" };
  if (context.limiter && !context.limiter.take(sender.key)) return { status: 429, code: "limite", form };
  if ((fields.get(HONEYPOT_FIELD) ?? "") !== "") {
    context.log(`envio de ${form} descartado: campo-isca preenchido`);
    return { status: 200, form, stored: false };
  }
  const openFor = Number(fields.get(FILL_TIME_FIELD));
  if (!(openFor >= context.minFillMs && openFor >= 0 && openFor <= MAX_FILL_TIME_MS))
    return { status: 422, code: "cedo", form };
  const sent = Object.fromEntries(fields);
  const contact = form === CONTACT_FORM.name ? checkForm(CONTACT_FORM, sent) : null;
  const checked = contact ?? checkForm(NEWSLETTER_FORM, sent);
  if (!checked.ok) return { status: 400, code: "campos", form, errors: checked.errors };
  try {
    if (contact?.ok) {
      const message = await context.writes.run((store) => store.addMessage(contact.values));
      context.log(`mensagem ${message.id} guardada`);
    } else await context.writes.run((store) => store.queueSubscriptionRequest(checked.values.email, CONSENT_TEXT));
  } catch (error) {
    context.log(
      `não foi possível guardar o envio de ${form}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { status: 503, code: "armazenamento", form };
  }
  if (form === CONTACT_FORM.name) context.onStored();
  else context.onRequested();
  return { status: 200, form, stored: true };
}
