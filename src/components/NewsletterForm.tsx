import React, { useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { CONSENT_VALUE, FORM_NAME_FIELD, FORMS_PATH, NEWSLETTER_FORM, maxLengthOf, textOf } from "../shared/forms";
import type { SendContext, SendOutcome } from "../shared/contact";
import { ROUTES } from "../shared/site";
import * as MESSAGES from "../shared/messages/newsletter";
import * as CONTACT_MESSAGES from "../shared/messages/contact";
import { useOpenTime } from "../hooks/useOpenTime";
import { buttonClass } from "./Button";
import { FormTrap } from "./FormTrap";
import * as styles from "./NewsletterForm.module.css";

export type SendSubscription = (email: string, context: SendContext) => Promise<SendOutcome>;

/** The real send, downloaded with the first request (src/browser/send-form.ts). */
const sendToHost: SendSubscription = (email, context) =>
  import(/* webpackChunkName: "send-form" */ "../browser/send-form").then(({ sendForm }) =>
    sendForm(NEWSLETTER_FORM, { email, consentimento: CONSENT_VALUE }, context),
  );

function answerOf(result: SendOutcome): string {
  switch (result.outcome) {
    case "sent":
      return MESSAGES.requested;
    case "invalid":
      return Object.values(result.errors).join(" ");
    case "too-early":
      return CONTACT_MESSAGES.tooEarly;
    case "rate-limited":
      return CONTACT_MESSAGES.rateLimited;
    case "failed":
      return MESSAGES.failed;
  }
}

interface NewsletterFormProps {
  /** The sidebar's input style, so the box keeps the look of its neighbours. */
  inputClassName: string;
  send?: SendSubscription;
}

/**
 * The newsletter box's form (docs/behaviour.md: Screens Teachings list, with the delivery of docs/messages.md): an
 * e-mail and an explicit consent, which links to the privacy page; the answer shows under the box and
 * is announced. Where the site's service runs, the visitor then confirms by e-mail (double opt-in).
 */
export function NewsletterForm({ inputClassName, send = sendToHost }: NewsletterFormProps) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);
  const trap = useRef<HTMLInputElement>(null);
  const openFor = useOpenTime();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The fields are read when sent, so what was typed before the form came to life counts too.
    const form = event.currentTarget;
    const email = textOf(new FormData(form), "email");
    setSending(true);
    setAnswer(null);
    const result = await send(email, { honeypot: trap.current?.value ?? "", openForMs: openFor() }).catch(
      (): SendOutcome => ({ outcome: "failed" }),
    );
    setSending(false);
    setAnswer({ text: answerOf(result), ok: result.outcome === "sent" });
    if (result.outcome === "sent") form.reset();
  };

  return (
    <form method="post" action={FORMS_PATH} onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name={FORM_NAME_FIELD} value={NEWSLETTER_FORM.name} />
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Seu e-mail
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        required
        maxLength={maxLengthOf(NEWSLETTER_FORM, "email")}
        className={inputClassName}
        placeholder="Seu e-mail"
        autoComplete="email"
      />
      <div className={styles.consent}>
        <input id={`${id}-consent`} type="checkbox" name="consentimento" value={CONSENT_VALUE} required />
        <label htmlFor={`${id}-consent`}>
          {MESSAGES.consentLabel} <Link to={ROUTES.privacy}>{MESSAGES.privacyLinkText}</Link>.
        </label>
      </div>
      <FormTrap ref={trap} />
      <button type="submit" className={buttonClass("primary", { block: true })} disabled={sending}>
        {sending ? MESSAGES.subscribing : MESSAGES.subscribe}
      </button>
      {/* A live region without the status role: the list beside it has its own status. */}
      <p aria-live="polite" className={answer?.ok === false ? styles.error : styles.answer}>
        {answer?.text}
      </p>
    </form>
  );
}
