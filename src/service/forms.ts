import { CONTACT_FORM, FILL_TIME_FIELD, FORM_NAME_FIELD, HONEYPOT_FIELD, NEWSLETTER_FORM } from "../shared/forms";
import { checkForm, type FieldErrors } from "../shared/form-validation";
import * as NEWSLETTER from "../shared/messages/newsletter";
import type { Store } from "./store";
import type { RateLimiter } from "./rate-limit";

/**
 * A send of one of the site's forms, as the page posts it (url-encoded, its name in `form-name`),
 * judged in this order: the address's rate, the honeypot (a bot is answered like anyone and its send
 * dropped), the time the form was open (too soon is refused, visibly), the fields' rules, and then
 * the store: nothing is answered as received before it is written to disk.
 */
export type FormOutcome =
  | { status: 200; form: "contato" | "newsletter"; stored: boolean }
  | { status: 400; code: "formulario" }
  | { status: 400; code: "campos"; errors: FieldErrors }
  | { status: 422; code: "cedo" }
  | { status: 429; code: "limite" }
  | { status: 503; code: "armazenamento" };

export interface FormContext {
  store: Store;
  limiter: RateLimiter | null;
  minFillMs: number;
  /** Called once something waits in the outbox. */
  onStored: () => void;
  log: (message: string) => void;
}

/** The consent as the visitor read it, kept with the request. */
const CONSENT_TEXT = `${NEWSLETTER.consentLabel} ${NEWSLETTER.privacyLinkText}`;

export function receiveForm(fields: URLSearchParams, clientKey: string, context: FormContext): FormOutcome {
  const name = fields.get(FORM_NAME_FIELD);
  const form = name === CONTACT_FORM.name ? CONTACT_FORM : name === NEWSLETTER_FORM.name ? NEWSLETTER_FORM : null;
  if (!form) return { status: 400, code: "formulario" };
  if (context.limiter && !context.limiter.take(clientKey)) return { status: 429, code: "limite" };
  if ((fields.get(HONEYPOT_FIELD) ?? "") !== "") {
    context.log(`envio de ${form.name} descartado: campo-isca preenchido`);
    return { status: 200, form: form.name, stored: false };
  }
  const openFor = Number(fields.get(FILL_TIME_FIELD));
  if (!(openFor >= context.minFillMs)) return { status: 422, code: "cedo" };
  const checked = checkForm(form, Object.fromEntries(fields));
  if (!checked.ok) return { status: 400, code: "campos", errors: checked.errors };
  const { values } = checked;
  try {
    if (form.name === CONTACT_FORM.name) {
      const message = context.store.addMessage({
        nome: values.nome,
        email: values.email,
        whatsapp: values.whatsapp,
        assunto: values.assunto,
        mensagem: values.mensagem,
      });
      context.log(`mensagem ${message.id} guardada`);
    } else {
      const request = context.store.requestSubscription(values.email, CONSENT_TEXT);
      context.log(`pedido de inscrição ${request.subscription.id}: ${request.outcome}`);
    }
  } catch (error) {
    context.log(
      `não foi possível guardar o envio de ${form.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { status: 503, code: "armazenamento" };
  }
  context.onStored();
  return { status: 200, form: form.name, stored: true };
}
