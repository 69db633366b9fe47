import type { OutboxItem, Store, StoredMessage, Subscription } from "./store";
import { CONTACT_FORM, FORMS_PATH } from "../shared/forms";

/**
 * The e-mails the service sends, as nodemailer takes them. Every value that reaches a header comes
 * from a checked field (no line break can pass src/shared/form-validation.ts) and is handed to
 * nodemailer as data (an address object, a subject), which encodes it; nothing is written into a
 * header as raw text.
 */
export interface Mail {
  from: string;
  to: string | { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
}

export interface MailSettings {
  from: string;
  to: string;
  siteUrl: URL;
}

/**
 * The Message-ID of an e-mail: random, drawn when it was queued (store.ts), so that it is the same on
 * every attempt (a receiving server can drop a repeat) and never the same as another e-mail's, even
 * one of an older store or of another site's service.
 */
const messageId = (key: string, settings: MailSettings) => `<${key}@${settings.siteUrl.hostname || "localhost"}>`;

const linkTo = (settings: MailSettings, route: string) => new URL(route, settings.siteUrl).toString();

/** The contact form's message, to the institute, answered straight to the visitor (Reply-To). */
export function contactMail(message: StoredMessage, key: string, settings: MailSettings): Mail {
  // Each field of one line as 'Label: value', then the message's paragraph (src/shared/forms.ts).
  const lines = CONTACT_FORM.fields.filter((field) => field.kind !== "text");
  const paragraphs = CONTACT_FORM.fields.filter((field) => field.kind === "text");
  const text = [
    `Mensagem enviada pelo formulário de contato do site em ${message.receivedAt}.`,
    "",
    ...lines.map((field) => `${field.label}: ${message[field.name] || "(não informado)"}`),
    "",
    ...paragraphs.map((field) => message[field.name]),
    "",
    "Para responder, use o botão Responder: a resposta vai para o e-mail de quem escreveu.",
  ];
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: message.nome, address: message.email },
    subject: `[Contato pelo site] ${message.assunto}`,
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
    subject: "Confirme a sua inscrição na newsletter do Instituto Evolução para Todos",
    text: [
      "Olá!",
      "",
      "Recebemos um pedido para inscrever este e-mail na newsletter do Instituto Evolução para Todos.",
      "Para confirmar, abra o endereço abaixo (ele vale por 7 dias e pode ser usado uma vez):",
      "",
      linkTo(settings, confirmPath(tokens.confirmToken)),
      "",
      "Se você não pediu a inscrição, ignore esta mensagem: sem a confirmação, o e-mail não é inscrito.",
      "",
      `Para não receber mais nada, a qualquer momento: ${leave}`,
    ].join("\n"),
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
  return {
    from: settings.from,
    to: settings.to,
    subject: "Nova inscrição confirmada na newsletter",
    text: [
      `${subscription.email} confirmou a inscrição na newsletter em ${subscription.confirmedAt ?? ""}.`,
      `Inscrições confirmadas: ${confirmed}.`,
      "",
      "A lista completa: npm run mensagens -- inscricoes (no servidor do site).",
    ].join("\n"),
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
  const subscription = store.subscription(item.ref);
  if (!subscription) return null;
  if (item.kind === "inscricao")
    return subscriptionNoticeMail(subscription, store.counts().confirmedSubscribers, item.messageKey, settings);
  // A confirmation whose visitor left after it was queued is not sent: leaving ends what was asked.
  const tokens = item.secret ? (JSON.parse(item.secret) as { confirmToken: string; leaveToken: string }) : null;
  const leftSince = subscription.leftAt !== null && subscription.leftAt >= item.createdAt;
  return tokens && !leftSince ? confirmationMail(subscription, tokens, item.messageKey, settings) : null;
}
