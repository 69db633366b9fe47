import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LruMap } from "toad-cache";
import * as TEXTS from "../shared/texts/service";
import type { ServiceConfig } from "./config";
import { page, perSender, send, titled, type Answer } from "./answers";
import type { Context } from "./plugins";

/**
 * The editor's GitHub login on a self-hosted site (docs/editing.md), as Decap's GitHub backend asks an external
 * provider: `/oauth/auth` sends the window to GitHub with a fresh `state`, single-use and bound to the window by a
 * cookie; `/oauth/callback` trades the code for a token, server to server, and posts it to the site's origin only.
 * A real login comes back in seconds: a state lasts STATE_TTL_MS, a visitor has LOGINS_PER_CLIENT starts meanwhile.
 */

type OAuthSettings = NonNullable<ServiceConfig["oauth"]>;

const PROVIDER = "github";
const STATE_COOKIE = "evolucao_oauth_state";
const STATE_TTL_MS = 10 * 60 * 1000;
const LOGINS_PER_CLIENT = 10;
const MAX_STATES = 10_000;
const SCOPES = new Set(["repo", "public_repo"]);
const EXCHANGE_TIMEOUT_MS = 10_000;

/** A value written into the window's script as a JavaScript string, safe inside <script>. */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

/** A cookie's value (the state is base64url: nothing in it is escaped). */
const cookieOf = (header = "", name: string) => new URLSearchParams(header.replace(/;\s*/g, "&")).get(name);

/** The login window: the handshake Decap expects (`authorizing:github`, then the result), to the site's origin only. */
function handshakePage(siteOrigin: string, result: string, message: string, nonce: string): string {
  const script = `document.addEventListener("DOMContentLoaded",function(){var o=${scriptString(siteOrigin)},r=${scriptString(result)},s=document.querySelector("[role=status]");
function f(){s.textContent=${scriptString(TEXTS.OAUTH.wrongOrigin)}}
var w=window.opener;try{if(!w||w.location.origin!==o){f();return}}catch(e){f();return}
window.addEventListener("message",function m(e){if(e.origin!==o||e.data!=="authorizing:${PROVIDER}")return;
window.removeEventListener("message",m);e.source.postMessage(r,o)});
w.postMessage("authorizing:${PROVIDER}",o)});`;
  return page({ title: TEXTS.OAUTH.title, message, head: `\n<script nonce="${nonce}">${script}</script>` });
}

export class OAuth {
  private readonly states = new LruMap<true>(MAX_STATES, STATE_TTL_MS);
  private readonly redirectUri: string;

  constructor(
    private readonly settings: OAuthSettings,
    private readonly siteUrl: URL,
  ) {
    this.redirectUri = new URL("/oauth/callback", siteUrl.origin).toString();
  }

  get size(): number {
    return this.states.size;
  }

  start(query: URLSearchParams): Answer {
    if ((query.get("provider") ?? PROVIDER) !== PROVIDER)
      return { status: 400, html: page({ title: TEXTS.OAUTH.title, message: TEXTS.OAUTH.stateInvalid }) };
    const state = randomBytes(32).toString("base64url");
    this.states.set(state, true);
    const requested = query.get("scope") ?? "repo";
    const authorize = new URL("/login/oauth/authorize", this.settings.githubUrl);
    authorize.search = new URLSearchParams({
      client_id: this.settings.clientId,
      redirect_uri: this.redirectUri,
      scope: SCOPES.has(requested) ? requested : "repo",
      state,
    }).toString();
    const secure = this.siteUrl.protocol === "https:" ? "; Secure" : "";
    const cookie = `${STATE_COOKIE}=${state}; Path=/oauth/; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
    return { status: 302, html: "", headers: { location: authorize.toString(), "set-cookie": cookie } };
  }

  /** Uses up a state: true once for a state this service handed to this very window. */
  private takeState(cookies: string | undefined, state: string | null): boolean {
    if (!state || this.states.get(state) === undefined) return false;
    this.states.delete(state);
    return cookieOf(cookies, STATE_COOKIE) === state;
  }

  private async exchange(code: string): Promise<string | null> {
    const { clientId: client_id, clientSecret: client_secret } = this.settings;
    try {
      const answer = await fetch(new URL("/login/oauth/access_token", this.settings.githubUrl), {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ client_id, client_secret, code, redirect_uri: this.redirectUri }),
        signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
      });
      const body = (await answer.json()) as { access_token?: unknown };
      return answer.ok && typeof body.access_token === "string" && body.access_token !== "" ? body.access_token : null;
    } catch {
      return null;
    }
  }

  async finish(cookies: string | undefined, query: URLSearchParams): Promise<Answer> {
    const validState = this.takeState(cookies, query.get("state"));
    const code = query.get("code");
    const token = validState && code ? await this.exchange(code) : null;
    const [status, message] = token
      ? [200, TEXTS.OAUTH.done]
      : !validState
        ? [400, TEXTS.OAUTH.stateInvalid]
        : !code
          ? [400, TEXTS.OAUTH.denied]
          : [502, TEXTS.OAUTH.exchangeFailed];
    const result = token
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`;
    const nonce = randomBytes(16).toString("base64");
    return {
      status,
      html: handshakePage(this.siteUrl.origin, result, message, nonce),
      headers: {
        "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        "referrer-policy": "no-referrer",
        "set-cookie": `${STATE_COOKIE}=; Path=/oauth/; Max-Age=0; HttpOnly; SameSite=Lax`,
      },
    };
  }
}

/** The login's routes, encapsulated, when CMS_OAUTH_CLIENT_ID is set: then nothing under /oauth/ is passed on. */
export const loginRoutes = fp<Context>(
  (app, { config }, done) => {
    if (!config.oauth) return done();
    const oauth = new OAuth(config.oauth, config.siteUrl);
    const query = (request: FastifyRequest) => new URL(request.raw.url ?? "/", "http://servico.local").searchParams;
    const limited = { config: perSender(LOGINS_PER_CLIENT, STATE_TTL_MS) };
    app.get("/oauth/auth", limited, (request, reply) => send(reply, oauth.start(query(request))));
    app.get("/oauth/callback", async (request, reply) =>
      send(reply, await oauth.finish(request.headers.cookie, query(request))),
    );
    app.all("/oauth/*", titled(404, TEXTS.ANSWERS.notFound));
    done();
  },
  { name: "login", encapsulate: true, dependencies: ["@fastify/rate-limit"], decorators: { reply: ["page"] } },
);
