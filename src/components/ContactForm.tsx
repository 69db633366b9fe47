import React, { useEffect, useId, useState } from "react";
import { EMPTY_CONTACT_MESSAGE, simulateSend, type ContactMessage, type SendContactMessage } from "../shared/contact";
import { TIMINGS } from "../shared/site";
import * as MESSAGES from "../shared/messages/contact";
import { buttonClass } from "./Button";
import * as styles from "./ContactForm.module.css";
import { classNames } from "./class-names";

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

/** Contact form (SPEC §2 Contact, §4 Contact form, §5). Required fields use the browser's own validation. */
export function ContactForm({ send = simulateSend }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(EMPTY_CONTACT_MESSAGE);
  const [status, setStatus] = useState<Status>("idle");
  const idPrefix = useId();

  useEffect(() => {
    if (status !== "success") return undefined;
    const timer = window.setTimeout(() => setStatus("idle"), TIMINGS.successBannerMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = (name: keyof ContactMessage) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus("sending");
    try {
      await send(values);
      setValues(EMPTY_CONTACT_MESSAGE);
      setStatus("success");
    } catch {
      setStatus("error");
    }
  };

  const sending = status === "sending";
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className={styles.title}>
        Envie sua mensagem
      </h2>
      <div role="status" aria-live="polite">
        {status === "success" ? (
          <p className={classNames(styles.banner, styles.success)}>{MESSAGES.contactSuccess}</p>
        ) : null}
      </div>
      <div role="alert">
        {status === "error" ? <p className={classNames(styles.banner, styles.error)}>{MESSAGES.contactError}</p> : null}
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
              id={fieldId(field.name)}
              name={field.name}
              type={field.type ?? "text"}
              required={field.required}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={update(field.name)}
            />
          </div>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("mensagem")}>
          Mensagem<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={fieldId("mensagem")}
          name="mensagem"
          rows={4}
          required
          value={values.mensagem}
          onChange={update("mensagem")}
        />
      </div>
      <button type="submit" className={buttonClass("primary")} disabled={sending}>
        {sending ? "Enviando..." : "Enviar Mensagem"}
      </button>
    </form>
  );
}
