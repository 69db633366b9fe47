import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { mapSegments, tamePath } from "../shared/address";
import * as TEXTS from "../shared/texts/service";
import { printable } from "./helpers";
import type { Context } from "./plugins";

/** Under `npm start` only: the rest, passed on to `gatsby serve` and answered as a host of the site would answer it. */

/** The headers a host adds to a page's answer, for its path (under `npm start`, scripts/serve.ts gives the site's). */
export type PageHeaders = (pathname: string) => Record<string, string>;

/**
 * Headers of one connection, not of the answer (RFC 9110 §7.6.1; the older `Keep-Alive`, `Proxy-Connection`), and those
 * its `Connection` header names: the upstream's are about its connection to the service. @fastify/reply-from copies an
 * HTTP/1 upstream's headers as they came: a `Transfer-Encoding: chunked` handed to an HTTP/1.0 client (w3m, many
 * scripts) is a body it cannot read to its end, a `Connection: keep-alive` a connection it waits on forever. Without
 * them, Node's server frames the answer in the client's own version of HTTP.
 */
const HOP_BY_HOP = new Set("connection keep-alive proxy-connection transfer-encoding te trailer upgrade".split(" "));

function withoutHopByHop<H extends Record<string, string | string[] | undefined>>(headers: H): H {
  const connection = String(headers.connection ?? "").toLowerCase();
  const named = new Set(connection.match(/[^\s,]+/g));
  const kept = Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name));
  return Object.fromEntries(kept) as H;
}

/** The system's code of what @fastify/reply-from failed on (ECONNREFUSED, ECONNRESET), kept as the error's cause. */
const causeCode = ({ cause }: Error) =>
  typeof cause === "object" && cause !== null && "code" in cause ? String(cause.code) : null;

/**
 * A failure of the site's server, answered as a gateway answers it (RFC 9110 §15.6): 503 with Retry-After while it
 * refuses connections (`gatsby serve`, started beside the service, answers a few seconds after it starts); 504 when
 * it did not answer in time (@fastify/reply-from's timeouts, each a 504 error); 502 for anything else (a connection
 * reset, an answer it could not read).
 */
export function gatewayStatus(error: Error & { statusCode?: number }): 502 | 503 | 504 {
  if (causeCode(error) === "ECONNREFUSED") return 503;
  return error.statusCode === 504 ? 504 : 502;
}

/** The proxy, loaded only then (a server's service never passes anything on); a site not answering yet logged once. */
const site: FastifyPluginAsync<Context & { pageHeaders?: PageHeaders }> = async (app, options) => {
  const { config, log, pageHeaders = () => ({}) } = options;
  const upstream = config.upstream;
  if (!upstream) return;
  let told = false;
  await app.register((await import("@fastify/http-proxy")).default, {
    upstream: upstream.origin,
    // A new connection per request: the site's server closes an idle one after a few seconds.
    http: { agentOptions: { keepAlive: false } },
    replyOptions: {
      rewriteHeaders: (headers, request) => {
        const pathname = (request?.url ?? "/").split("?", 1)[0];
        return { ...withoutHopByHop(headers), ...pageHeaders(pathname) };
      },
      // Answered here, not by the app's error handler: a failure of the site's is no error of the service's.
      onError: (reply, { error }) => {
        const status = gatewayStatus(error);
        if (status !== 503) {
          const code = causeCode(error);
          const reason = `${error.message}${code ? ` (${code})` : ""}`;
          log(`o site (${upstream.origin}) falhou em ${printable(reply.request.url)}: ${reason}; respondido ${status}`);
          return void reply.page(status, TEXTS.ANSWERS.siteFailed);
        }
        if (!told) log(`o site (${upstream.origin}) ainda não responde: as páginas recebem 503 até que responda`);
        told = true;
        void reply.page(503, TEXTS.ANSWERS.siteStarting, { "retry-after": "2" });
      },
    },
  });
};

export const siteRoutes = fp(site, { name: "site", encapsulate: true, decorators: { reply: ["page"] } });

/**
 * What is routed and passed on to `gatsby serve` under `npm start`: the address as the page's first script
 * leaves it (tamePath; Fastify's router answers 400 to `/ensinos/%C0%AE/`), a segment holding `..` with its
 * dots encoded twice (@fastify/reply-from answers 400 to `/ensinos/..novo/`, which nginx serves; no built
 * file has `..` in its name). __tests__/service-upstream.test.ts names both reliances.
 */
export function upstreamTarget(target: string): string {
  const [path] = target.split("?", 1);
  const tamed = mapSegments(tamePath(path), (segment, decoded) =>
    decoded.includes("..") ? segment.replace(/\.|%2e/gi, "%252E") : segment,
  );
  return tamed + target.slice(path.length);
}
