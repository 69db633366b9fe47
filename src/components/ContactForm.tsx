import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { type ContactMessage, type SendContext, type SendOutcome } from "../shared/contact";
import { CONTACT_FORM, FORM_NAME_FIELD, FORMS_PATH, maxLengthOf, textOf } from "../shared/forms";
import { CONTACT, ROUTES, TIMINGS } from "../shared/site";
import * as MESSAGES from "../shared/messages/contact";
import { useOpenTime } from "../hooks/useOpenTime";
import { buttonClass } from "./Button";
import { FormTrap } from "./FormTrap";
import * as styles from "./ContactForm.module.css";
import { classNames } from "./class-names";

export type SendContactMessage = (message: ContactMessage, context: SendContext) => Promise<SendOutcome>;

/** The real send, downloaded when the visitor first sends (src/browser/send-form.ts). */
const sendToHost: SendContactMessage = (message, context) =>
  import(/* webpackChunkName: "send-form" */ "../browser/send-form").then(({ sendForm }) =>
    sendForm(CONTACT_FORM, { ...message }, context),
  );

type Status = "idle" | "sending" | "success" | "error";

interface ContactFormProps {
  send?: SendContactMessage;
}

interface FieldSpec {
  name: keyof ContactMessage;
  label: string;
  type?: "text" | "email" | "tel";
  required: boolean;
  autoComplete?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "nome", label: "Nome", required: true, autoComplete: "name" },
  { name: "email", label: "E-mail", type: "email", required: true, autoComplete: "email" },
  { name: "whatsapp", label: "WhatsApp (opcional)", type: "tel", required: false, autoComplete: "tel" },
  { name: "assunto", label: "Assunto", required: true },
];

/** What the error banner says for a refused or failed send, and the fields to correct. */
function failureOf(result: Exclude<SendOutcome, { outcome: "sent" }>): { message: string; details: string[] } {
  switch (result.outcome) {
    case "invalid":
      return { message: MESSAGES.checkFields, details: Object.values(result.errors) };
    case "too-early":
      return { message: MESSAGES.tooEarly, details: [] };
    case "rate-limited":
      return { message: MESSAGES.rateLimited, details: [] };
    case "failed":
      return { message: MESSAGES.contactError, details: [] };
  }
}

/**
 * Contact form (docs/behaviour.md: Screens Contact, docs/behaviour.md: States Contact form, docs/behaviour.md: Forms): required fields use the browser's own
 * validation, the bounds come from the form's definition (src/shared/forms.ts). The send is real
 * (docs/messages.md): 'Enviando...' lasts as long as the request; a refused or failed send keeps
 * what the visitor wrote.
 */
export function ContactForm({ send = sendToHost }: ContactFormProps) {
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<{ message: string; details: string[] }>({ message: "", details: [] });
  const idPrefix = useId();
  const trap = useRef<HTMLInputElement>(null);
  const openFor = useOpenTime();

  useEffect(() => {
    if (status !== "success") return undefined;
    const timer = window.setTimeout(() => setStatus("idle"), TIMINGS.successBannerMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The fields are read when sent, so what was typed before the form came to life counts too.
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: keyof ContactMessage) => textOf(data, name);
    const values: ContactMessage = {
      nome: read("nome"),
      email: read("email"),
      whatsapp: read("whatsapp"),
      assunto: read("assunto"),
      mensagem: read("mensagem"),
    };
    setStatus("sending");
    const result = await send(values, { honeypot: trap.current?.value ?? "", openForMs: openFor() }).catch(
      (): SendOutcome => ({ outcome: "failed" }),
    );
    if (result.outcome === "sent") {
      form.reset();
      setStatus("success");
    } else {
      setFailure(failureOf(result));
      setStatus("error");
    }
  };

  const sending = status === "sending";
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  return (
    <form
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
          <p className={classNames(styles.banner, styles.success)}>{MESSAGES.contactSuccess}</p>
        ) : null}
      </div>
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
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={fieldId(field.name)}>
              {field.label}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              className={styles.control}
              id={fieldId(field.name)}
              name={field.name}
              type={field.type ?? "text"}
              required={field.required}
              maxLength={maxLengthOf(CONTACT_FORM, field.name)}
              autoComplete={field.autoComplete}
            />
          </div>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("mensagem")}>
          Mensagem<span aria-hidden="true"> *</span>
        </label>
        <textarea
          className={styles.control}
          id={fieldId("mensagem")}
          name="mensagem"
          rows={4}
          required
          maxLength={maxLengthOf(CONTACT_FORM, "mensagem")}
        />
      </div>
      <FormTrap ref={trap} />
      <p className={styles.hint}>
        {MESSAGES.privacyNote} <Link to={ROUTES.privacy}>{MESSAGES.privacyLink}</Link>.
      </p>
      <noscript>
        <p className={styles.hint}>
          {MESSAGES.noScript} <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
        </p>
      </noscript>
      <button type="submit" className={buttonClass("primary")} disabled={sending}>
        {sending ? "Enviando..." : "Enviar Mensagem"}
      </button>
    </form>
  );
}
