import {
  CONTACT_FORM,
  FILL_TIME_FIELD,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  MAX_FILL_TIME_MS,
  NEWSLETTER_FORM,
  type FormDefinition,
} from "../shared/forms";
import { checkForm, type FieldErrors } from "../shared/form-validation";
import * as FIELD_MESSAGES from "../shared/messages/forms";
import * as NEWSLETTER from "../shared/messages/newsletter";
import { ROUTES } from "../shared/site";
import type { RateLimiter } from "./rate-limit";
import type { Writes } from "./writes";

/**
 * A send of one of the site's forms, as the page posts it (url-encoded, its name in `form-name`),
 * judged in this order: where it comes from (another site's page is refused), the form's name, the
 * sender's rate, the honeypot (a bot is answered like anyone and its send dropped), the time the form
 * was open (too soon, or longer than a page could have measured, is refused, visibly), the fields'
 * rules (and, here only, no encoded word in a field of one line), and then the store: nothing is
 * answered as received before it is written to disk.
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

/**
 * The start of an encoded word (RFC 2047: `=?utf-8?q?...?=`, `=?utf-8?b?...?=`, any charset, B or Q).
 * Mail programs decode one found in a header, the subject or the name of Reply-To, into whatever it
 * hides: a bidirectional control, an escape sequence, a line break and `Bcc:`, which the fields' rules
 * refuse typed but cannot see encoded. Such a field is refused rather than decoded and checked: no
 * person types one, and a decoded one that passed would still reach the mail program as written
 * (nodemailer leaves ASCII as it is), where some decode it even inside quotes.
 */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?/i;

function encodedWords(form: FormDefinition, values: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form.fields)
    if ((field.kind === "line" || field.kind === "email") && ENCODED_WORD.test(values[field.name] ?? ""))
      errors[field.name] = FIELD_MESSAGES.invalidCharacters(field.label);
  return errors;
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
  const definition = form === CONTACT_FORM.name ? CONTACT_FORM : NEWSLETTER_FORM;
  const checked = checkForm(definition, Object.fromEntries(fields));
  if (!checked.ok) return { status: 400, code: "campos", form, errors: checked.errors };
  const { values } = checked;
  const encoded = encodedWords(definition, values);
  if (Object.keys(encoded).length > 0) return { status: 400, code: "campos", form, errors: encoded };
  try {
    if (form === CONTACT_FORM.name) {
      const message = await context.writes.run((store) =>
        store.addMessage({
          nome: values.nome,
          email: values.email,
          whatsapp: values.whatsapp,
          assunto: values.assunto,
          mensagem: values.mensagem,
        }),
      );
      context.log(`mensagem ${message.id} guardada`);
    } else await context.writes.run((store) => store.queueSubscriptionRequest(values.email, CONSENT_TEXT));
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
