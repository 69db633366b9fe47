import path from "node:path";
import { smtpUrlProblem } from "./smtp";

/**
 * The service's settings, read from the environment when it starts (docs/messages.md): nothing of
 * them is baked into a build. Every address of an outside service (the SMTP server, GitHub's OAuth
 * endpoints) is a setting, so that a test points them at a stand-in on 127.0.0.1.
 */
export interface ServiceConfig {
  /** Always 127.0.0.1: nginx, or `npm start`'s visitors through the same machine, reach it there. */
  host: string;
  port: number;
  /** The site's own server, for every request that is not the service's (`npm start`: `gatsby serve`). */
  upstream: URL | null;
  /** The public address of the site, for the links of the e-mails and the editor's login. */
  siteUrl: URL;
  /** Read the visitor's address from X-Real-IP / X-Forwarded-For (behind nginx on the same machine). */
  trustProxy: boolean;
  storeDir: string;
  smtpUrl: string | null;
  mailTo: string | null;
  mailFrom: string;
  retentionDays: number;
  /** A send that comes sooner after the form appeared than this is refused (0 turns the check off). */
  minFillMs: number;
  /** Sends per sender (an IPv4 address, an IPv6 /64: rate-limit.ts) per window; null lifts the limit. */
  rateLimit: { max: number; windowMs: number } | null;
  retry: { firstMs: number; maxMs: number };
  /** The most newsletter confirmation e-mails sent in an hour, to every address together (store-newsletter.ts). */
  confirmationsPerHour: number;
  /**
   * How long a write waits for another process's lock on the store before the send is refused (503):
   * without blocking the service's other requests (src/service/writes.ts); `npm run mensagens` waits
   * as long, blocking.
   */
  storeBusyMs: number;
  /**
   * How long a stop waits for the answers begun, the mail server's answer in progress and the store
   * (server.ts); less than systemd's TimeoutStopSec (deploy/systemd/evolucao-servico.service).
   */
  stopWaitMs: number;
  /** The editor's GitHub login (src/service/oauth.ts); null when CMS_OAUTH_CLIENT_ID is not set. */
  oauth: { clientId: string; clientSecret: string; githubUrl: URL } | null;
}

export class ConfigError extends Error {}

const number = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new ConfigError(`${name} deve ser um número (recebido: ${raw})`);
  return value;
};

const url = (name: string, raw: string): URL => {
  try {
    return new URL(raw);
  } catch {
    throw new ConfigError(`${name} deve ser um endereço completo, como https://exemplo.org (recebido: ${raw})`);
  }
};

/** `5/600`: five sends per sender every 600 seconds; `0` or `off` lifts the limit. */
function rateLimit(raw: string | undefined): ServiceConfig["rateLimit"] {
  if (raw === "0" || raw === "off") return null;
  const match = /^(\d+)\/(\d+)$/.exec(raw ?? "5/600");
  if (!match)
    throw new ConfigError(`CONTACT_RATE_LIMIT deve ser como 5/600 (envios/segundos) ou off (recebido: ${raw})`);
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServiceConfig {
  const port = number(env, "SERVICE_PORT", 9100);
  const smtpUrl = env.CONTACT_SMTP_URL || null;
  if (smtpUrl) {
    const problem = smtpUrlProblem(url("CONTACT_SMTP_URL", smtpUrl));
    if (problem) throw new ConfigError(problem);
  }
  const mailTo = env.CONTACT_TO || null;
  if (smtpUrl && !mailTo) throw new ConfigError("CONTACT_SMTP_URL precisa de CONTACT_TO (o e-mail do instituto).");
  const siteUrl = url("SITE_URL", env.SITE_URL || env.GATSBY_SITE_URL || `http://localhost:${port}`);
  const clientId = env.CMS_OAUTH_CLIENT_ID || "";
  const clientSecret = env.CMS_OAUTH_CLIENT_SECRET || "";
  if (clientId && !clientSecret) throw new ConfigError("CMS_OAUTH_CLIENT_ID precisa de CMS_OAUTH_CLIENT_SECRET.");
  return {
    host: "127.0.0.1",
    port,
    upstream: env.SITE_UPSTREAM ? url("SITE_UPSTREAM", env.SITE_UPSTREAM) : null,
    siteUrl,
    trustProxy: env.SERVICE_TRUST_PROXY === "1",
    storeDir: path.resolve(cwd, env.CONTACT_STORE_DIR || ".mensagens"),
    smtpUrl,
    mailTo,
    mailFrom: env.CONTACT_FROM || `Site Evolução para Todos <site@${siteUrl.hostname}>`,
    retentionDays: number(env, "CONTACT_RETENTION_DAYS", 180),
    minFillMs: number(env, "CONTACT_MIN_FILL_MS", 3000),
    rateLimit: rateLimit(env.CONTACT_RATE_LIMIT),
    retry: {
      firstMs: number(env, "CONTACT_RETRY_FIRST_MS", 30_000),
      maxMs: number(env, "CONTACT_RETRY_MAX_MS", 3_600_000),
    },
    confirmationsPerHour: number(env, "CONTACT_CONFIRMATIONS_PER_HOUR", 30),
    storeBusyMs: number(env, "CONTACT_STORE_BUSY_MS", 2000),
    stopWaitMs: number(env, "SERVICE_STOP_WAIT_MS", 20_000),
    oauth: clientId
      ? {
          clientId,
          clientSecret,
          githubUrl: url("CMS_OAUTH_GITHUB_URL", env.CMS_OAUTH_GITHUB_URL || "https://github.com"),
        }
      : null,
  };
}
