import { randomBytes } from "node:crypto";
import * as MESSAGES from "../shared/messages/service";
import type { ServiceConfig } from "./config";
import { page } from "./pages";
import { clientAddress, sendHtml, type Request, type Response } from "./http";
import { LoginStates } from "./oauth-states";
import { RateLimiter, clientKey } from "./rate-limit";

/**
 * The editor's GitHub login on a self-hosted site (docs/editing.md): the external OAuth provider
 * Decap's GitHub backend asks for (`base_url` + `auth_endpoint`). `/oauth/auth` sends the editor's
 * window to GitHub with a fresh `state`, single-use and bound to that window by a cookie;
 * `/oauth/callback` checks it, trades the code for a token with the client secret, server to server,
 * and hands the token to the editor that opened the window, by postMessage aimed at the site's own
 * origin only: Decap accepts the message only from `base_url`, and no other page ever receives it.
 * The states are kept in bounded memory (oauth-states.ts), and each visitor (rate-limit.ts's key) may
 * start LOGINS_PER_CLIENT logins in a state's lifetime, here as in nginx (deploy/nginx/locations.conf).
 */

type OAuthSettings = NonNullable<ServiceConfig["oauth"]>;

const PROVIDER = "github";
const STATE_COOKIE = "evolucao_oauth_state";
const STATE_TTL_MS = 10 * 60 * 1000;
const SCOPES = new Set(["repo", "public_repo"]);
const EXCHANGE_TIMEOUT_MS = 10_000;
const LOGINS_PER_CLIENT = 10;

/** A value written into the window's script as a JavaScript string, safe inside <script>. */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * The login window's page: the handshake Decap expects (`authorizing:github`, then the result), with
 * the site's origin as the only target, and the text for the person looking at the window.
 */
function handshakePage(siteOrigin: string, result: string, message: string, nonce: string): string {
  const script = `document.addEventListener("DOMContentLoaded",function(){var o=${scriptString(siteOrigin)},r=${scriptString(result)},s=document.querySelector("[role=status]");
function f(){s.textContent=${scriptString(MESSAGES.OAUTH.wrongOrigin)}}
var w=window.opener;try{if(!w||w.location.origin!==o){f();return}}catch(e){f();return}
window.addEventListener("message",function m(e){if(e.origin!==o||e.data!=="authorizing:${PROVIDER}")return;
window.removeEventListener("message",m);e.source.postMessage(r,o)});
w.postMessage("authorizing:${PROVIDER}",o)});`;
  return page({
    title: MESSAGES.OAUTH.title,
    message,
    head: `\n<script nonce="${nonce}">${script}</script>`,
  });
}

export class OAuth {
  private readonly states = new LoginStates(STATE_TTL_MS);
  private readonly starts = new RateLimiter(LOGINS_PER_CLIENT, STATE_TTL_MS, { maxKeys: 10_000 });

  constructor(
    private readonly settings: OAuthSettings,
    private readonly siteUrl: URL,
    private readonly trustProxy = false,
  ) {}

  /** How many states are kept. */
  get size(): number {
    return this.states.size;
  }

  stop(): void {
    this.starts.stop();
  }

  private get redirectUri(): string {
    return new URL("/oauth/callback", this.siteUrl.origin).toString();
  }

  /** `GET /oauth/auth` (routes.ts routes it); the visitor is the request's (`res.req`). */
  start(res: Response, query: URLSearchParams): void {
    if ((query.get("provider") ?? PROVIDER) !== PROVIDER) {
      sendHtml(res, 400, page({ title: MESSAGES.OAUTH.title, message: MESSAGES.OAUTH.stateInvalid }));
      return;
    }
    if (!this.starts.take(clientKey(clientAddress(res.req, this.trustProxy)))) {
      sendHtml(res, 429, page({ title: MESSAGES.OAUTH.title, message: MESSAGES.OAUTH.tooMany }));
      return;
    }
    const state = this.states.issue();
    const requested = query.get("scope") ?? "repo";
    const authorize = new URL("/login/oauth/authorize", this.settings.githubUrl);
    authorize.search = new URLSearchParams({
      client_id: this.settings.clientId,
      redirect_uri: this.redirectUri,
      scope: SCOPES.has(requested) ? requested : "repo",
      state,
    }).toString();
    const secure = this.siteUrl.protocol === "https:" ? "; Secure" : "";
    res.writeHead(302, {
      location: authorize.toString(),
      "set-cookie": `${STATE_COOKIE}=${state}; Path=/oauth/; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
      "cache-control": "no-store",
    });
    res.end();
  }

  /** Uses up a state: true once for a state this service handed to this very window. */
  private takeState(req: Request, state: string | null): boolean {
    if (!state) return false;
    return this.states.take(state) && cookieOf(req, STATE_COOKIE) === state;
  }

  private async exchange(code: string): Promise<string | null> {
    try {
      const answer = await fetch(new URL("/login/oauth/access_token", this.settings.githubUrl), {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({
          client_id: this.settings.clientId,
          client_secret: this.settings.clientSecret,
          code,
          redirect_uri: this.redirectUri,
        }),
        signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
      });
      const body = (await answer.json()) as { access_token?: unknown };
      return answer.ok && typeof body.access_token === "string" && body.access_token !== "" ? body.access_token : null;
    } catch {
      return null;
    }
  }

  /** `GET /oauth/callback` (routes.ts routes it). */
  async finish(req: Request, res: Response, query: URLSearchParams): Promise<void> {
    const validState = this.takeState(req, query.get("state"));
    const code = query.get("code");
    let status = 400;
    let result: string;
    let message: string;
    if (!validState) {
      message = MESSAGES.OAUTH.stateInvalid;
      result = `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`;
    } else if (!code) {
      message = MESSAGES.OAUTH.denied;
      result = `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`;
    } else {
      const token = await this.exchange(code);
      if (token) {
        status = 200;
        message = MESSAGES.OAUTH.done;
        result = `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`;
      } else {
        status = 502;
        message = MESSAGES.OAUTH.exchangeFailed;
        result = `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`;
      }
    }
    const nonce = randomBytes(16).toString("base64");
    sendHtml(res, status, handshakePage(this.siteUrl.origin, result, message, nonce), {
      "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "referrer-policy": "no-referrer",
      "set-cookie": `${STATE_COOKIE}=; Path=/oauth/; Max-Age=0; HttpOnly; SameSite=Lax`,
    });
  }
}
