import {
  CONSENT_VALUE,
  EMAIL_MAX_LENGTH,
  MAX_LINKS_IN_MESSAGE,
  type FieldValues,
  type FormDefinition,
  type FormField,
} from "./forms";
import * as TEXTS from "./texts/forms";

/**
 * The rules of the forms (forms.ts), the same for the page, before it sends, and for the service,
 * which trusts nothing the page says. A value is trimmed; an absent optional field is "".
 */

type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type FormCheck<F extends FormDefinition = FormDefinition> =
  { ok: true; values: FieldValues<F> } | { ok: false; errors: FieldErrors };

// Any control character, and the line and paragraph separators: CR and LF above all, which would let
// a value add lines to an e-mail's header.
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]/;
// In a paragraph, line breaks and tabs are text; other control characters are not. C1 controls
// (U+0080–U+009F) are never typed: a terminal runs some of them (U+009B starts an escape sequence).
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// In a name or a subject, also the marks that reorder or hide text (bidirectional controls): they
// make "Fatura \u202etxt.exe" read "Fatura exe.txt". A paragraph may need them, in Arabic or Hebrew.
const HIDDEN_IN_A_LINE = /[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINK = /\bhttps?:\/\/|\bwww\./gi;
/**
 * The start of an encoded word (RFC 2047: `=?utf-8?q?...?=`, `=?utf-8?b?...?=`, any charset, B or Q).
 * Mail programs decode one found in a header, the subject or the name of Reply-To, into whatever it
 * hides: a bidirectional control, an escape sequence, a line break and `Bcc:`, which the rules above
 * refuse typed but cannot see encoded. A field of one line that holds one is refused rather than
 * decoded and checked: no person types one, and a decoded one that passed would still reach the mail
 * program as written (nodemailer leaves ASCII as it is), where some decode it even inside quotes.
 */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?/i;

const DOMAIN_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

/** An address SMTP can carry (RFC 5321): a local part of at most 64 characters, at most 254 in all. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  return value.length <= EMAIL_MAX_LENGTH && at > 0 && at <= 64 && EMAIL_PATTERN.test(value);
}

const countLinks = (text: string): number => text.match(LINK)?.length ?? 0;

function fieldError(field: FormField, value: string): string | null {
  if (field.kind === "consent") return value === CONSENT_VALUE || !field.required ? null : TEXTS.consentRequired;
  if (value === "") return field.required ? TEXTS.required(field.label) : null;
  if (field.maxLength !== undefined && value.length > field.maxLength)
    return TEXTS.tooLong(field.label, field.maxLength);
  if (field.kind === "text") {
    if (CONTROL_EXCEPT_LINES.test(value)) return TEXTS.invalidCharacters(field.label);
    return countLinks(value) > MAX_LINKS_IN_MESSAGE ? TEXTS.tooManyLinks(MAX_LINKS_IN_MESSAGE) : null;
  }
  if (LINE_BREAKING.test(value)) return TEXTS.singleLine(field.label);
  if (HIDDEN_IN_A_LINE.test(value) || ENCODED_WORD.test(value)) return TEXTS.invalidCharacters(field.label);
  if (field.kind === "email" && !isEmailAddress(value)) return TEXTS.invalidEmail;
  return null;
}

/**
 * Checks what a form sent: its values, trimmed, or one message per field that breaks a rule. A
 * paragraph's line breaks become line feeds (a browser sends CRLF; a bare CR moves a terminal's
 * cursor back over the line).
 */
export function checkForm<F extends FormDefinition>(form: F, input: Readonly<Record<string, unknown>>): FormCheck<F> {
  const values: FormValues = {};
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    const raw = input[field.name];
    const typed = typeof raw === "string" ? raw.trim() : "";
    const value = field.kind === "text" ? typed.replace(/\r\n?/g, "\n") : typed;
    const error = fieldError(field, value);
    if (error) errors[field.name] = error;
    values[field.name] = value;
  }
  // Every field of F was given a value above.
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: values as FieldValues<F> };
}
