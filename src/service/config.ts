import path from "node:path";
import { smtpUrlProblem } from "./smtp";
import { DEFAULT_CONFIRMATIONS_PER_HOUR } from "./store/newsletter";

/**
 * The service's settings, read from the environment when it starts (docs/service.md, "Settings"). Every address of an
 * outside service (the SMTP server, GitHub's OAuth endpoints) is a setting, so that a test points it at a stand-in.
 */
export type ServiceConfig = ReturnType<typeof readConfig>;

export class ConfigError extends Error {}

const url = (name: string, raw: string): URL => {
  if (URL.canParse(raw)) return new URL(raw);
  throw new ConfigError(`${name} deve ser um endereço completo, como https://exemplo.org (recebido: ${raw})`);
};

/** `5/600`: five sends per sender every 600 seconds; `0` or `off` lifts the limit. */
function rateLimit(raw: string | undefined): { max: number; windowMs: number } | null {
  if (raw === "0" || raw === "off") return null;
  const match = /^(\d+)\/(\d+)$/.exec(raw ?? "5/600");
  if (!match)
    throw new ConfigError(`CONTACT_RATE_LIMIT deve ser como 5/600 (envios/segundos) ou off (recebido: ${raw})`);
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()) {
  const number = (name: string, fallback: number): number => {
    const raw = env[name];
    const value = raw === undefined || raw === "" ? fallback : Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new ConfigError(`${name} deve ser um número (recebido: ${raw})`);
    return value;
  };
  const port = number("SERVICE_PORT", 9100);
  const smtpUrl = env.CONTACT_SMTP_URL || null;
  const smtpProblem = smtpUrl && smtpUrlProblem(url("CONTACT_SMTP_URL", smtpUrl));
  if (smtpProblem) throw new ConfigError(smtpProblem);
  const mailTo = env.CONTACT_TO || null;
  if (smtpUrl && !mailTo) throw new ConfigError("CONTACT_SMTP_URL precisa de CONTACT_TO (o e-mail do instituto).");
  const siteUrl = url("SITE_URL", env.SITE_URL || env.GATSBY_SITE_URL || `http://localhost:${port}`);
  const clientId = env.CMS_OAUTH_CLIENT_ID || "";
  const clientSecret = env.CMS_OAUTH_CLIENT_SECRET || "";
  if (clientId && !clientSecret) throw new ConfigError("CMS_OAUTH_CLIENT_ID precisa de CMS_OAUTH_CLIENT_SECRET.");
  const githubUrl = env.CMS_OAUTH_GITHUB_URL || "https://github.com";
  const erasureKey = env.CONTACT_ERASURE_KEY || null;
  if (erasureKey && erasureKey.length < 32)
    throw new ConfigError("CONTACT_ERASURE_KEY deve ter ao menos 32 caracteres (gere uma com: openssl rand -hex 32).");
  return {
    // nginx, or `npm start`'s visitors on the same machine, reach it there only.
    host: "127.0.0.1",
    port,
    upstream: env.SITE_UPSTREAM ? url("SITE_UPSTREAM", env.SITE_UPSTREAM) : null,
    siteUrl,
    publicUrl: env.SERVICE_PUBLIC_URL ? url("SERVICE_PUBLIC_URL", env.SERVICE_PUBLIC_URL) : siteUrl,
    trustProxy: env.SERVICE_TRUST_PROXY === "1",
    storeDir: path.resolve(cwd, env.CONTACT_STORE_DIR || ".mensagens"),
    smtpUrl,
    mailTo,
    mailFrom: env.CONTACT_FROM || `Site Evolução para Todos <site@${siteUrl.hostname}>`,
    retentionDays: number("CONTACT_RETENTION_DAYS", 180),
    minFillMs: number("CONTACT_MIN_FILL_MS", 3000),
    rateLimit: rateLimit(env.CONTACT_RATE_LIMIT),
    retry: { firstMs: number("CONTACT_RETRY_FIRST_MS", 30_000), maxMs: number("CONTACT_RETRY_MAX_MS", 3_600_000) },
    confirmationsPerHour: number("CONTACT_CONFIRMATIONS_PER_HOUR", DEFAULT_CONFIRMATIONS_PER_HOUR),
    // 80 an hour, 1,920 a day: under Google Workspace's 2,000 a day per user and Microsoft 365's limits.
    editionsPerHour: env.NEWSLETTER_PER_HOUR === "off" ? 0 : number("NEWSLETTER_PER_HOUR", 80),
    editionsDir: env.NEWSLETTER_SITE_DIR ? path.resolve(cwd, env.NEWSLETTER_SITE_DIR) : null,
    storeBusyMs: number("CONTACT_STORE_BUSY_MS", 2000),
    stopWaitMs: number("SERVICE_STOP_WAIT_MS", 20_000),
    backupKeep: Math.max(1, Math.floor(number("CONTACT_BACKUP_KEEP", 7))),
    erasureKey,
    oauth: clientId ? { clientId, clientSecret, githubUrl: url("CMS_OAUTH_GITHUB_URL", githubUrl) } : null,
  };
}
