import nodemailer from "nodemailer";
import type { Mail } from "./mail";

/** What sends an e-mail: nodemailer's SMTP transport, or anything with its `sendMail`. */
export interface Transport {
  sendMail(mail: Mail): Promise<unknown>;
  close?(): void;
}

/**
 * SMTP from CONTACT_SMTP_URL (config.ts reads it): `smtps://user:password@host:465`, TLS from the
 * start, or `smtp://user:password@host:587`, which must turn to TLS (STARTTLS) before the password
 * or the message is sent: a server that does not offer it is refused, and the e-mail waits. Only
 * `?tls=off` lifts that, for a relay on the same machine or network (docs/messages.md).
 */
export function smtpTransport(smtpUrl: string): Transport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && url.searchParams.get("tls") !== "off",
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // A server that does not answer is tried again later rather than waited for.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return { sendMail: (mail) => transport.sendMail(mail), close: () => transport.close() };
}

/**
 * Whether the mail server refused this very e-mail for good: a 5xx reply (RFC 5321 §4.2.1; but 503, a
 * wrong order of commands, which a new connection mends) to its recipient or to its content. A 5xx to
 * the sender (MAIL FROM) or to the login says the site's settings are wrong, for every e-mail alike:
 * that is tried again, like a 4xx or a server that cannot be reached, until the settings are mended.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    (command === "RCPT TO" || command === "DATA")
  );
}
