import { CONSENT_VALUE, EMAIL_MAX_LENGTH, MAX_LINKS_IN_MESSAGE, type FormDefinition, type FormField } from "./forms";
import * as MESSAGES from "./messages/forms";

/**
 * The rules of the forms (forms.ts), the same for the page, before it sends, and for the service,
 * which trusts nothing the page says. A value is trimmed; an absent optional field is "".
 */

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type FormCheck = { ok: true; values: FormValues } | { ok: false; errors: FieldErrors };

// Any control character: CR and LF above all, which would let a value add lines to an e-mail's header.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// In a paragraph, line breaks and tabs are text; other control characters are not.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINK = /\bhttps?:\/\/|\bwww\./gi;

const DOMAIN_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

/** An address SMTP can carry (RFC 5321): a local part of at most 64 characters, at most 254 in all. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  return value.length <= EMAIL_MAX_LENGTH && at > 0 && at <= 64 && EMAIL_PATTERN.test(value);
}

export const countLinks = (text: string): number => text.match(LINK)?.length ?? 0;

function fieldError(field: FormField, value: string): string | null {
  if (value === "") return field.required ? MESSAGES.required(field.label) : null;
  if (field.kind === "consent") return value === CONSENT_VALUE ? null : MESSAGES.consentRequired;
  if (field.maxLength !== undefined && value.length > field.maxLength)
    return MESSAGES.tooLong(field.label, field.maxLength);
  if (field.kind === "text") {
    if (CONTROL_EXCEPT_LINES.test(value)) return MESSAGES.invalidCharacters(field.label);
    return countLinks(value) > MAX_LINKS_IN_MESSAGE ? MESSAGES.tooManyLinks(MAX_LINKS_IN_MESSAGE) : null;
  }
  if (CONTROL_CHARACTERS.test(value)) return MESSAGES.singleLine(field.label);
  if (field.kind === "email" && !isEmailAddress(value)) return MESSAGES.invalidEmail;
  return null;
}

/** Checks what a form sent: its values, trimmed, or one message per field that breaks a rule. */
export function checkForm(form: FormDefinition, input: Readonly<Record<string, unknown>>): FormCheck {
  const values: FormValues = {};
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    const raw = input[field.name];
    const value = typeof raw === "string" ? raw.trim() : "";
    const error = fieldError(field, value);
    if (error) errors[field.name] = error;
    values[field.name] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
