import net from "node:net";
import nodemailer from "nodemailer";
import type { Mail } from "./mail";

/**
 * Where a message may go without TLS (`?tls=off`): this machine (`localhost` or its address), or a
 * private network (RFC 1918, IPv6 unique local addresses), named by its address. Any other name is
 * refused: what it resolves to can change, and a name on the internet would carry the password and
 * every message in clear.
 */
const NEAR = new net.BlockList();
NEAR.addSubnet("127.0.0.0", 8, "ipv4");
NEAR.addSubnet("10.0.0.0", 8, "ipv4");
NEAR.addSubnet("172.16.0.0", 12, "ipv4");
NEAR.addSubnet("192.168.0.0", 16, "ipv4");
NEAR.addAddress("::1", "ipv6");
NEAR.addSubnet("fc00::", 7, "ipv6");

/** The server's host as a socket takes it: an IPv6 address without the URL's brackets. */
export const smtpHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

function isNear(url: URL): boolean {
  const host = smtpHost(url);
  if (host === "localhost") return true;
  const family = net.isIP(host);
  return family !== 0 && NEAR.check(host, family === 4 ? "ipv4" : "ipv6");
}

/**
 * What is wrong with CONTACT_SMTP_URL (config.ts reads it), or null: `smtps://` (TLS from the start)
 * or `smtp://` (STARTTLS required: smtpTransport), with `?tls=off` as the one way to send in clear,
 * to a relay on this machine or a private network.
 */
export function smtpUrlProblem(parsed: URL): string | null {
  const problem =
    parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:"
      ? "deve começar com smtp:// ou smtps://"
      : [...parsed.searchParams.keys()].some((key) => key !== "tls") ||
          (parsed.searchParams.has("tls") && parsed.searchParams.get("tls") !== "off")
        ? "aceita só ?tls=off (para um relay local, sem TLS)"
        : parsed.protocol === "smtps:" && parsed.searchParams.has("tls")
          ? "com smtps:// não aceita ?tls=off"
          : parsed.searchParams.has("tls") && !isNear(parsed)
            ? "só aceita ?tls=off para um relay nesta máquina ou numa rede privada, dado por localhost ou pelo endereço IP (127.x, ::1, 10.x, 172.16–31.x, 192.168.x, fc00::/7)"
            : null;
  return problem && `CONTACT_SMTP_URL ${problem} (recebido: ${parsed.protocol}//${parsed.host}${parsed.search})`;
}

/** What sends an e-mail: nodemailer's SMTP transport, or anything with its `sendMail`. */
export interface Transport {
  sendMail(mail: Mail): Promise<unknown>;
  close?(): void;
}

/**
 * SMTP from CONTACT_SMTP_URL: `smtps://user:password@host:465`, TLS from the start, or
 * `smtp://user:password@host:587`, which must turn to TLS (STARTTLS) before the password or the
 * message is sent: a server that does not offer it is refused, and the e-mail waits. Only `?tls=off`
 * lifts that, for a relay on this machine or a private network (smtpUrlProblem, docs/messages.md).
 */
export function smtpTransport(smtpUrl: string): Transport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: smtpHost(url),
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
