import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import {
  SUBJECT_PARAMETER,
  subjectFromAddress,
  type ContactMessage,
  type SendContext,
  type SendOutcome,
} from "../shared/contact";
import { CONTACT_FORM, FORM_NAME_FIELD, FORMS_PATH, valuesOf, type FormField } from "../shared/forms";
import { CONTACT, ROUTES, TIMINGS } from "../shared/site";
import * as TEXTS from "../shared/texts/contact";
import { optional } from "../shared/texts/forms";
import { sendForm } from "../browser/send-form";
import { msSincePageStart } from "../browser/page-start";
import { buttonClass } from "./Button";
import { FormControl } from "./FormControl";
import { FormTrap } from "./FormTrap";
import * as styles from "./ContactForm.module.css";
import { classNames } from "./class-names";

export type SendContactMessage = (message: ContactMessage, context: SendContext) => Promise<SendOutcome>;

const sendToHost: SendContactMessage = (message, context) => sendForm(CONTACT_FORM, message, context);

/** `sent`: the success banner's 5 s are over, and a quiet line keeps what it said for as long as the visitor needs. */
type Status = "idle" | "sending" | "success" | "sent" | "error";

/** The one-line fields side by side, the message under them at full width. */
const SHORT_FIELDS = CONTACT_FORM.fields.filter((field) => field.kind !== "text");
const PARAGRAPHS = CONTACT_FORM.fields.filter((field) => field.kind === "text");

interface ContactFormProps {
  send?: SendContactMessage;
}

/** What the error banner says for a refused or failed send, and the fields to correct. */
function failureOf(result: SendOutcome): { message: string; details: string[] } {
  if ("campos" in result) return { message: TEXTS.checkFields, details: Object.values(result.campos) };
  const refusal = "erro" in result ? result.erro : "falha";
  return { message: TEXTS.refusals[refusal] ?? TEXTS.contactError, details: [] };
}

/**
 * Contact form (docs/behaviour.md: Screens Contact, docs/behaviour.md: States Contact form, docs/behaviour.md: Forms): required fields use the browser's own
 * validation, the bounds come from the form's definition (src/shared/forms.ts). The send is real
 * (docs/service.md): 'Enviando...' lasts as long as the request; a refused or failed send keeps
 * what the visitor wrote.
 */
export function ContactForm({ send = sendToHost }: ContactFormProps) {
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<{ message: string; details: string[] }>({ message: "", details: [] });
  const idPrefix = useId();
  const trap = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A link may name the subject ('/contato/?assunto=Acessibilidade', from the accessibility
  // statement): it fills the empty field in once the page runs, and the visitor can still change it.
  useEffect(() => {
    const subject = subjectFromAddress(window.location.search);
    const input = formRef.current?.elements.namedItem(SUBJECT_PARAMETER);
    if (subject && input instanceof HTMLInputElement && input.value === "") input.value = subject;
  }, []);

  useEffect(() => {
    if (status !== "success") return undefined;
    const timer = window.setTimeout(() => setStatus("sent"), TIMINGS.successBannerMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An uncontrolled form: its fields are read when it is sent.
    const form = event.currentTarget;
    const values = valuesOf(CONTACT_FORM, new FormData(form));
    setStatus("sending");
    const result = await send(values, { honeypot: trap.current?.value ?? "", openForMs: msSincePageStart() }).catch(
      (): SendOutcome => ({ erro: "falha" }),
    );
    if ("ok" in result) {
      form.reset();
      setStatus("success");
    } else {
      setFailure(failureOf(result));
      setStatus("error");
    }
  };

  const sending = status === "sending";
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const field = (definition: FormField) => (
    <div key={definition.name} className={styles.field}>
      <label htmlFor={fieldId(definition.name)}>
        {definition.label}
        {definition.required ? <span aria-hidden="true"> *</span> : ` ${optional}`}
      </label>
      <FormControl field={definition} id={fieldId(definition.name)} className={styles.control} />
    </div>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={FORMS_PATH}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${idPrefix}-title`}
    >
      <h2 id={`${idPrefix}-title`} className={styles.title}>
        Envie sua mensagem
      </h2>
      <input type="hidden" name={FORM_NAME_FIELD} value={CONTACT_FORM.name} />
      <div role="status" aria-live="polite">
        {status === "success" ? (
          <p className={classNames(styles.banner, styles.success)}>{TEXTS.contactSuccess}</p>
        ) : null}
      </div>
      {status === "sent" ? <p className={styles.hint}>{TEXTS.contactSent}</p> : null}
      <div role="alert">
        {status === "error" ? (
          <div className={classNames(styles.banner, styles.error)}>
            <p>{failure.message}</p>
            {failure.details.length > 0 ? (
              <ul>
                {failure.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className={styles.hint}>
        Campos marcados com <span aria-hidden="true">*</span>
        <span className="visually-hidden">asterisco</span> são obrigatórios.
      </p>
      <div className={styles.fields}>{SHORT_FIELDS.map(field)}</div>
      {PARAGRAPHS.map(field)}
      <FormTrap ref={trap} />
      <p className={styles.hint}>
        {TEXTS.privacyNote} <Link to={ROUTES.privacy}>{TEXTS.privacyLink}</Link>.
      </p>
      <noscript>
        <p className={styles.hint}>
          {TEXTS.noScript} <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
        </p>
      </noscript>
      <button type="submit" className={buttonClass("primary")} disabled={sending}>
        {sending ? TEXTS.sending : TEXTS.send}
      </button>
    </form>
  );
}
