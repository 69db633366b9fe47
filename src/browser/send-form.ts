import { FILL_TIME_FIELD, FORM_NAME_FIELD, FORMS_PATH, HONEYPOT_FIELD, type FormDefinition } from "../shared/forms";
import { checkForm } from "../shared/form-validation";
import type { SendContext, SendOutcome } from "../shared/contact";

/**
 * Sends one of the site's forms the one way every host takes (docs/messages.md): url-encoded, to
 * FORMS_PATH, named by `form-name`. Netlify Forms receives it on Netlify, the site's service
 * elsewhere. Downloaded the first time a visitor sends something, not with the page. The rules the
 * service applies are checked first, so a refusal names the field without a round trip.
 */

/** A send that takes longer than this is counted as failed; the visitor's text stays in the form. */
const SEND_TIMEOUT_MS = 20_000;

const STATUS_OUTCOMES: Record<number, SendOutcome> = {
  422: { outcome: "too-early" },
  429: { outcome: "rate-limited" },
};

export async function sendForm(
  form: FormDefinition,
  values: Readonly<Record<string, string>>,
  context: SendContext,
): Promise<SendOutcome> {
  const checked = checkForm(form, values);
  if (!checked.ok) return { outcome: "invalid", errors: checked.errors };
  const body = new URLSearchParams({
    [FORM_NAME_FIELD]: form.name,
    ...checked.values,
    [HONEYPOT_FIELD]: context.honeypot,
    [FILL_TIME_FIELD]: String(Math.round(context.openForMs)),
  });
  try {
    const response = await fetch(FORMS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: body.toString(),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.ok) return { outcome: "sent" };
    return STATUS_OUTCOMES[response.status] ?? { outcome: "failed" };
  } catch {
    return { outcome: "failed" };
  }
}
