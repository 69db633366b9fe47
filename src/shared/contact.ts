import type { FieldErrors } from "./form-validation";
import { CONTACT_FORM, type FieldValues } from "./forms";

/** The contact form's fields (docs/behaviour.md: Content), as its definition names them. */
export type ContactMessage = FieldValues<typeof CONTACT_FORM>;

/**
 * How a send ended, as the page tells the visitor: received; refused for its fields (the messages
 * per field), for coming too soon after the form appeared, for too many sends from the same address;
 * or failed (the host could not store it, or could not be reached).
 */
export type SendOutcome =
  | { outcome: "sent" }
  | { outcome: "invalid"; errors: FieldErrors }
  | { outcome: "too-early" }
  | { outcome: "rate-limited" }
  | { outcome: "failed" };

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
