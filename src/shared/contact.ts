import type { FieldErrors } from "./form-validation";
import type { CONTACT_FORM, FieldValues } from "./forms";

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
