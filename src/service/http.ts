import http from "node:http";
import { tamePath } from "../shared/address";
import * as MESSAGES from "../shared/messages/service";
import { page } from "./pages";

/** Small helpers of the service's HTTP server: answers, bodies, the visitor's address, the proxy. */

export type Request = http.IncomingMessage;
export type Response = http.ServerResponse;

/** The largest form the service reads: a 5,000-character message in any script fits with room to spare. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The longest address it passes on, as nginx's default buffers allow (8 KB). */
export const MAX_TARGET_LENGTH = 8 * 1024;

export class BodyTooLarge extends Error {}

/**
 * The body of a request, up to `limit` bytes; past that, or announced past it, BodyTooLarge at once,
 * and the rest is read and dropped until the answer (413) closes the connection (server.ts).
 */
export function readBody(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > limit) {
      reject(new BodyTooLarge());
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** What the visitor sent as a url-encoded form (anything else reads as an empty form). */
export function formFields(req: Request, body: string): URLSearchParams {
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" ? new URLSearchParams(body) : new URLSearchParams();
}

export const wantsJson = (req: Request) => (req.headers.accept ?? "").includes("application/json");

/**
 * The path of a request target, or null when the target is not a path in its normal form: a
 * backslash, a dot segment (`..`, `%2e%2e`), a character URL parsing would escape. Routing reads the
 * path as URL parsing gives it; a target that reads otherwise raw could have passed nginx under one
 * location (`/oauth/..\mensagens/` under /oauth/, without /mensagens/'s limit) and reached the
 * handler of another, so it reaches none.
 */
export function normalPath(target: string): string | null {
  const queryAt = target.indexOf("?");
  const raw = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!raw.startsWith("/") || raw.includes("\\")) return null;
  const { pathname } = new URL(raw, "http://servico.local");
  return pathname === raw ? pathname : null;
}

/**
 * Whether `origin` (an Origin header, a Referer's origin) is the site's: SITE_URL's origin, or the
 * address the request itself came to (its Host: `npm start` at localhost, a test's port). Only the
 * host counts from the latter, as the service behind nginx sees plain HTTP whatever the visitor used.
 */
export function isSiteOrigin(origin: string, req: Request, siteOrigin: string): boolean {
  if (origin === siteOrigin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.host === req.headers.host;
}

/**
 * Whether a POST comes from the site's own pages, as far as the browser says (the forms must not be
 * posted by another site, with the visitor's address and cookies). A browser sends Sec-Fetch-Site on
 * every POST (`same-origin` from the site's pages, by fetch or by a form without JavaScript) and an
 * Origin; an older one only the Origin; a client that is no browser's page (curl, a monitoring
 * check) neither, and is no one's forgery.
 */
export function fromSitePages(req: Request, siteOrigin: string): boolean {
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite === "same-origin" || fetchSite === "none") return true;
  if (fetchSite === "cross-site") return false;
  const origin = req.headers.origin;
  if (origin === undefined) return fetchSite === undefined;
  return isSiteOrigin(origin, req, siteOrigin);
}

/** The visitor's address: the socket's, or the one nginx on the same machine passed on. */
export function clientAddress(req: Request, trustProxy: boolean): string {
  const socketAddress = req.socket.remoteAddress ?? "";
  const fromLoopback = socketAddress === "127.0.0.1" || socketAddress === "::1" || socketAddress === "::ffff:127.0.0.1";
  if (trustProxy && fromLoopback) {
    const realIp = req.headers["x-real-ip"];
    if (typeof realIp === "string" && realIp !== "") return realIp;
    const forwarded = req.headers["x-forwarded-for"];
    const last = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",").pop()?.trim();
    if (last) return last;
  }
  return socketAddress;
}

const BASE_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

export function sendJson(res: Response, status: number, body: unknown): void {
  res.writeHead(status, { ...BASE_HEADERS, "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: Response, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...BASE_HEADERS, "content-type": "text/html; charset=utf-8", ...headers });
  res.end(html);
}

/** How long a connection whose body was refused stays open after the 413, for the client to read it. */
const LINGER_MS = 1000;

/**
 * A body over the limit: 413, and the connection closed, not kept until Node's timeout (300 s) for a
 * body that will not be read. It closes once the answer is sent, and a client still sending after a
 * second is cut off.
 */
export function sendTooLarge(req: Request, res: Response): void {
  sendHtml(res, 413, page({ title: MESSAGES.ANSWERS.tooLarge, message: MESSAGES.ANSWERS.tooLarge }), {
    connection: "close",
  });
  res.once("finish", () => setTimeout(() => req.socket.destroy(), LINGER_MS).unref());
}

export function sendNotFound(res: Response): void {
  sendHtml(res, 404, page({ title: MESSAGES.ANSWERS.notFound, message: MESSAGES.ANSWERS.notFound }));
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

const withoutHopByHop = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

/**
 * A new connection for each request: the site's server closes an idle kept-alive connection after a
 * few seconds, and a request sent on it just then fails (a 502 here for a page's script). On loopback
 * a connection costs a fraction of a millisecond.
 */
const agent = new http.Agent({ keepAlive: false });

/**
 * Passes a request to the site's own server (`gatsby serve` under `npm start`) and its answer back.
 * The path goes through tamePath first: an address the site's runtime could not decode reaches the
 * server in the form the page's first script gives it (src/shared/address.ts), so that server, which
 * decodes the same way, answers the page instead of an error. Written with node:http rather than a
 * proxy library: one upstream on the same machine, GET and HEAD in practice, no WebSocket.
 */
export function proxy(req: Request, res: Response, upstream: URL): void {
  const target = req.url ?? "/";
  const queryAt = target.indexOf("?");
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? "" : target.slice(queryAt);
  const outgoing = http.request(
    {
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: tamePath(pathname) + query,
      headers: { ...withoutHopByHop(req.headers), host: upstream.host },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    },
  );
  outgoing.on("error", () => {
    if (res.headersSent) res.destroy();
    else sendHtml(res, 502, page({ title: "Site indisponível", message: "O servidor do site não respondeu." }));
  });
  req.pipe(outgoing);
}
