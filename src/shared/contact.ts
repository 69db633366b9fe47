import type { FieldErrors } from "./form-validation";
import { CONTACT_FORM, type FieldValues } from "./forms";

/** The contact form's fields (docs/behaviour.md: Content), as its definition names them. */
export type ContactMessage = FieldValues<typeof CONTACT_FORM>;

/** Why a send was not received: its fields, too soon after the form appeared, too many from one sender,
 * posted by another site's page, an unknown form, a store that could not take it, or (the page's own)
 * no answer the page could read. */
export type SendRefusal = "cedo" | "limite" | "origem" | "formulario" | "armazenamento" | "falha";

/**
 * How a send ended, one vocabulary from the service to the page: the service answers a send with it as
 * JSON, with the HTTP status SEND_STATUS gives, and the page tells the visitor from it. The shape is
 * what the service has always answered (`{ ok: true }`, `{ erro, campos }`), so that a page and a
 * service of different releases still understand each other.
 */
export type SendOutcome = { ok: true } | { erro: "campos"; campos: FieldErrors } | { erro: SendRefusal };

export const SEND_STATUS: Readonly<Record<"campos" | SendRefusal, number>> = {
  campos: 400,
  formulario: 400,
  origem: 403,
  cedo: 422,
  limite: 429,
  armazenamento: 503,
  falha: 502,
};

/** Whether an answer's body is a SendOutcome (a host that is not the service answers something else). */
export function isSendOutcome(value: unknown): value is SendOutcome {
  if (typeof value !== "object" || value === null) return false;
  if ("ok" in value) return value.ok === true;
  if (!("erro" in value) || typeof value.erro !== "string" || !(value.erro in SEND_STATUS)) return false;
  return value.erro !== "campos" || ("campos" in value && typeof value.campos === "object" && value.campos !== null);
}

/** What the page adds to each send: the honeypot's value and how long the form was open. */
export interface SendContext {
  honeypot: string;
  openForMs: number;
}

/** The query parameter of the contact page's address that fills in the subject (`/contato/?assunto=...`). */
export const SUBJECT_PARAMETER = "assunto";

/**
 * The subject an address gives the contact form (the accessibility statement's link), trimmed to the
 * field's bound; null when it gives none. It only fills the field in: the visitor reads it and can
 * change it before sending.
 */
export function subjectFromAddress(search: string): string | null {
  const subject = new URLSearchParams(search).get(SUBJECT_PARAMETER)?.trim();
  if (!subject) return null;
  const field = CONTACT_FORM.fields.find((candidate) => candidate.name === SUBJECT_PARAMETER);
  return subject.slice(0, field?.maxLength ?? subject.length);
}
