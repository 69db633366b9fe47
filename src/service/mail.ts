import type { SendMailOptions } from "nodemailer";
import { CONTACT_FORM, FORMS_PATH } from "../shared/forms";
import * as TEXTS from "../shared/texts/emails";
import type { StoredMessage, Subscription } from "./store/tables";

/**
 * The e-mails the service sends, as nodemailer takes them: each made from the rows it is about, never reading the
 * store (the lanes do: outbox.ts, editions-delivery.ts). Every value reaching a header comes from a checked field (no
 * line break passes src/shared/form-validation.ts) and goes to nodemailer as data, which encodes it, never as raw text.
 */
export type Mail = SendMailOptions;

export type MailSettings = { from: string; to: string; publicUrl: URL };

/** Random, drawn when the e-mail was queued: the same on every attempt (a receiving server can drop a repeat). */
export const messageId = (key: string, settings: MailSettings) =>
  `<${key}@${settings.publicUrl.hostname || "localhost"}>`;
const sent = (key: string, settings: MailSettings) => ({ from: settings.from, messageId: messageId(key, settings) });

export const linkTo = (settings: MailSettings, route: string) => new URL(route, settings.publicUrl).toString();

/** The contact form's message, to the institute, answered straight to the visitor (Reply-To). */
export function contactMail(message: StoredMessage, key: string, settings: MailSettings): Mail {
  const lines = CONTACT_FORM.fields.filter((field) => field.kind !== "text");
  const paragraphs = CONTACT_FORM.fields.filter((field) => field.kind === "text");
  const text = [
    TEXTS.CONTACT.intro(message.receivedAt),
    "",
    ...lines.map((field) => `${field.label}: ${message[field.name] || TEXTS.CONTACT.notGiven}`),
    "",
    ...paragraphs.map((field) => message[field.name]),
    "",
    TEXTS.CONTACT.reply,
  ].join("\n");
  const replyTo = { name: message.nome, address: message.email };
  return { ...sent(key, settings), to: settings.to, replyTo, subject: TEXTS.CONTACT.subject(message.assunto), text };
}

export const leavePath = (token: string) => `${FORMS_PATH}sair/${token}`;
type Tokens = { confirmToken: string; leaveToken: string };

/** The newsletter's confirmation, to the visitor: the single-use link, and the way out. */
export function confirmationMail(subscriber: Subscription, tokens: Tokens, key: string, settings: MailSettings): Mail {
  const leave = linkTo(settings, leavePath(tokens.leaveToken));
  return {
    ...sent(key, settings),
    to: subscriber.email,
    subject: TEXTS.CONFIRMATION.subject,
    text: TEXTS.CONFIRMATION.text(linkTo(settings, `${FORMS_PATH}confirmar/${tokens.confirmToken}`), leave),
    // One click in the mail program ends the subscription (RFC 2369, RFC 8058).
    headers: { "List-Unsubscribe": `<${leave}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A confirmed subscription, told to the institute, with how many are subscribed now. */
export function subscriptionNoticeMail(of: Subscription, confirmed: number, key: string, settings: MailSettings): Mail {
  const text = TEXTS.NOTICE.text(of.email, of.confirmedAt ?? "", confirmed);
  return { ...sent(key, settings), to: settings.to, subject: TEXTS.NOTICE.subject, text };
}
