import type { SendMailOptions } from "nodemailer";
import type { OutboxItem, Store, StoredMessage, Subscription } from "./store";
import { subscription as subscriptionOf } from "./store-newsletter";
import { CONTACT_FORM, FORMS_PATH } from "../shared/forms";
import * as TEXTS from "../shared/texts/emails";

/**
 * The e-mails the service sends, as nodemailer takes them. Every value that reaches a header comes
 * from a checked field (no line break passes src/shared/form-validation.ts) and is handed to nodemailer
 * as data, which encodes it: nothing is written into a header as raw text.
 */
export type Mail = SendMailOptions;

export interface MailSettings {
  from: string;
  to: string;
  publicUrl: URL;
}

/** Random, drawn when the e-mail was queued: the same on every attempt (a receiving server can drop a repeat). */
export const messageId = (key: string, settings: MailSettings) =>
  `<${key}@${settings.publicUrl.hostname || "localhost"}>`;

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
  ];
  const replyTo = { name: message.nome, address: message.email };
  const subject = TEXTS.CONTACT.subject(message.assunto);
  return {
    from: settings.from,
    to: settings.to,
    replyTo,
    subject,
    text: text.join("\n"),
    messageId: messageId(key, settings),
  };
}

export const confirmPath = (token: string) => `${FORMS_PATH}confirmar/${token}`;
export const leavePath = (token: string) => `${FORMS_PATH}sair/${token}`;

/** The newsletter's confirmation, to the visitor: the single-use link, and the way out. */
export function confirmationMail(
  subscription: Subscription,
  tokens: { confirmToken: string; leaveToken: string },
  key: string,
  settings: MailSettings,
): Mail {
  const leave = linkTo(settings, leavePath(tokens.leaveToken));
  return {
    from: settings.from,
    to: subscription.email,
    subject: TEXTS.CONFIRMATION.subject,
    text: TEXTS.CONFIRMATION.text(linkTo(settings, confirmPath(tokens.confirmToken)), leave),
    messageId: messageId(key, settings),
    // One click in the mail program ends the subscription (RFC 2369, RFC 8058).
    headers: { "List-Unsubscribe": `<${leave}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A confirmed subscription, told to the institute. */
export function subscriptionNoticeMail(
  subscription: Subscription,
  confirmed: number,
  key: string,
  settings: MailSettings,
): Mail {
  const text = TEXTS.NOTICE.text(subscription.email, subscription.confirmedAt ?? "", confirmed);
  return {
    from: settings.from,
    to: settings.to,
    subject: TEXTS.NOTICE.subject,
    text,
    messageId: messageId(key, settings),
  };
}

/**
 * The e-mail an outbox item stands for, as the store holds it now; null when there is nothing left to
 * send (what it was about was deleted by the retention, or the visitor left before a confirmation went).
 */
export function mailFor(store: Store, item: OutboxItem, settings: MailSettings): Mail | null {
  if (item.kind === "mensagem") {
    const message = store.message(item.ref);
    return message && contactMail(message, item.messageKey, settings);
  }
  const subscription = subscriptionOf(store.db, item.ref);
  if (!subscription) return null;
  if (item.kind === "inscricao")
    return subscriptionNoticeMail(subscription, store.counts().confirmedSubscribers, item.messageKey, settings);
  // A confirmation whose visitor left after it was queued is not sent: leaving ends what was asked.
  const tokens = item.secret ? (JSON.parse(item.secret) as { confirmToken: string; leaveToken: string }) : null;
  const leftSince = subscription.leftAt !== null && subscription.leftAt >= item.createdAt;
  return tokens && !leftSince ? confirmationMail(subscription, tokens, item.messageKey, settings) : null;
}
