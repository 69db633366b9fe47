import net from "node:net";
import nodemailer, { type Transporter } from "nodemailer";

/**
 * Where mail may go without TLS (`?tls=off`): this machine or a private network, named by its address.
 * Any other name is refused: what it resolves to can change, and the password would go in clear.
 */
const NEAR = new net.BlockList();
for (const subnet of ["127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"])
  NEAR.addSubnet(subnet.split("/")[0], Number(subnet.split("/")[1]), "ipv4");
NEAR.addAddress("::1", "ipv6");
NEAR.addSubnet("fc00::", 7, "ipv6");

/** The host as a socket takes it: an IPv6 address without its brackets. */
export const smtpHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

function isNear(url: URL): boolean {
  const host = smtpHost(url);
  if (host === "localhost") return true;
  const family = net.isIP(host);
  return family !== 0 && NEAR.check(host, family === 4 ? "ipv4" : "ipv6");
}

/** What is wrong with CONTACT_SMTP_URL, or null (docs/service.md, "What the service holds to"). */
export function smtpUrlProblem(parsed: URL): string | null {
  const { protocol, searchParams: query } = parsed;
  const tls = query.has("tls");
  const problem = (text: string) => `CONTACT_SMTP_URL ${text} (recebido: ${protocol}//${parsed.host}${parsed.search})`;
  if (protocol !== "smtp:" && protocol !== "smtps:") return problem("deve começar com smtp:// ou smtps://");
  if ([...query.keys()].some((key) => key !== "tls") || (tls && query.get("tls") !== "off"))
    return problem("aceita só ?tls=off (para um relay local, sem TLS)");
  if (protocol === "smtps:" && tls) return problem("com smtps:// não aceita ?tls=off");
  if (!tls || isNear(parsed)) return null;
  return problem(
    "só aceita ?tls=off para um relay nesta máquina ou numa rede privada, dado por localhost ou pelo endereço IP (127.x, ::1, 10.x, 172.16–31.x, 192.168.x, fc00::/7)",
  );
}

/**
 * nodemailer's SMTP transport for CONTACT_SMTP_URL: `smtp://` must turn to TLS (STARTTLS) before the
 * password or any e-mail is sent, unless `?tls=off`. `connections` keeps that many open (an edition's).
 */
export function smtpTransport(smtpUrl: string, connections = 0): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return nodemailer.createTransport({
    host: smtpHost(url),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(connections > 0 ? { pool: true, maxConnections: connections, maxMessages: Infinity } : {}),
    requireTLS: !secure && url.searchParams.get("tls") !== "off",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * Whether the mail server refused this very e-mail for good: a 5xx (RFC 5321 §4.2.1; but 503, a wrong
 * order of commands) to its recipient or its content. A 5xx to the sender or the login says the
 * settings are wrong for every e-mail alike: that is tried again, like a 4xx.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  const permanent =
    typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  return permanent && (command === "RCPT TO" || command === "DATA");
}
