import { FILL_TIME_FIELD, FORM_NAME_FIELD, FORMS_PATH, HONEYPOT_FIELD, type FormDefinition } from "../shared/forms";
import { checkForm } from "../shared/form-validation";
import { isSendOutcome, type SendContext, type SendOutcome, type SendRefusal } from "../shared/contact";

/**
 * Sends one of the site's forms the one way every host takes (docs/service.md): url-encoded, to
 * FORMS_PATH (or the newsletter service's own address: NEWSLETTER_FORM_ACTION), named by `form-name`.
 * Netlify Forms receives it on Netlify, the site's service elsewhere. Downloaded the first time a
 * visitor sends something, not with the page. The rules the service applies are checked first, so a
 * refusal names the field without a round trip.
 */

/** A send that takes longer than this is counted as failed; the visitor's text stays in the form. */
const SEND_TIMEOUT_MS = 20_000;

/**
 * The service answers every send with its outcome (src/shared/contact.ts); a host that answers
 * something else took the send (Netlify Forms' page) or refused it before the service saw it (nginx's
 * own limit of sends, 429), which its status tells. From a site on Netlify to the service's own
 * server, nginx's 429 carries no CORS header: the browser hides it, and the page says 'falha'.
 */
const refusalOf = (status: number): SendRefusal => (status === 429 ? "limite" : "falha");

export async function sendForm(
  form: FormDefinition,
  values: Readonly<Record<string, string>>,
  context: SendContext,
  action: string = FORMS_PATH,
): Promise<SendOutcome> {
  const checked = checkForm(form, values);
  if (!checked.ok) return { erro: "campos", campos: checked.errors };
  const body = new URLSearchParams({
    [FORM_NAME_FIELD]: form.name,
    ...checked.values,
    [HONEYPOT_FIELD]: context.honeypot,
    [FILL_TIME_FIELD]: String(Math.round(context.openForMs)),
  });
  try {
    const response = await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: body.toString(),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (isSendOutcome(answer)) return answer;
    return response.ok ? { ok: true } : { erro: refusalOf(response.status) };
  } catch {
    return { erro: "falha" };
  }
}
