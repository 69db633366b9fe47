import React, { useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { FORM_NAME_FIELD, NEWSLETTER_FORM, NEWSLETTER_FORM_ACTION, valuesOf, type FieldValues } from "../shared/forms";
import type { SendContext, SendOutcome } from "../shared/contact";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/newsletter";
import * as CONTACT_TEXTS from "../shared/texts/contact";
import { sendForm } from "../browser/send-form";
import { msSincePageStart } from "../browser/page-start";
import { buttonClass } from "./Button";
import { FormControl } from "./FormControl";
import { FormTrap } from "./FormTrap";
import * as styles from "./NewsletterForm.module.css";

type Subscription = FieldValues<typeof NEWSLETTER_FORM>;
export type SendSubscription = (subscription: Subscription, context: SendContext) => Promise<SendOutcome>;

const sendToHost: SendSubscription = (subscription, context) =>
  sendForm(NEWSLETTER_FORM, subscription, context, NEWSLETTER_FORM_ACTION);

const [EMAIL, CONSENT] = NEWSLETTER_FORM.fields;

function answerOf(result: SendOutcome): string {
  if ("ok" in result) return TEXTS.requested;
  if ("campos" in result) return Object.values(result.campos).join(" ");
  return CONTACT_TEXTS.refusals[result.erro] ?? TEXTS.failed;
}

interface NewsletterFormProps {
  /** The sidebar's input style, so the box keeps the look of its neighbours. */
  inputClassName: string;
  send?: SendSubscription;
}

/**
 * The newsletter box's form (docs/behaviour.md: Screens Teachings list, with the delivery of docs/service.md): an
 * e-mail and an explicit consent, which links to the privacy page; the answer shows under the box and
 * is announced. Where the site's service runs, the visitor then confirms by e-mail (double opt-in).
 */
export function NewsletterForm({ inputClassName, send = sendToHost }: NewsletterFormProps) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);
  const trap = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An uncontrolled form: its fields are read when it is sent.
    const form = event.currentTarget;
    const subscription = valuesOf(NEWSLETTER_FORM, new FormData(form));
    setSending(true);
    setAnswer(null);
    const result = await send(subscription, {
      honeypot: trap.current?.value ?? "",
      openForMs: msSincePageStart(),
    }).catch((): SendOutcome => ({ erro: "falha" }));
    setSending(false);
    setAnswer({ text: answerOf(result), ok: "ok" in result });
    if ("ok" in result) form.reset();
  };

  return (
    <form method="post" action={NEWSLETTER_FORM_ACTION} onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name={FORM_NAME_FIELD} value={NEWSLETTER_FORM.name} />
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {EMAIL.label}
      </label>
      <FormControl field={EMAIL} id={`${id}-email`} className={inputClassName} />
      <div className={styles.consent}>
        <FormControl field={CONSENT} id={`${id}-consent`} />
        <label htmlFor={`${id}-consent`}>
          {CONSENT.label} <Link to={ROUTES.privacy}>{TEXTS.privacyLinkText}</Link>.
        </label>
      </div>
      <FormTrap ref={trap} />
      <button type="submit" className={buttonClass("primary", { block: true })} disabled={sending}>
        {sending ? TEXTS.subscribing : TEXTS.subscribe}
      </button>
      {/* A live region without the status role: the list beside it has its own status. */}
      <p aria-live="polite" className={answer?.ok === false ? styles.error : styles.answer}>
        {answer?.text}
      </p>
      <p className={styles.previous}>
        <Link to={ROUTES.editions}>Ver edições anteriores</Link>
      </p>
    </form>
  );
}
