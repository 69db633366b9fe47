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

export function readBody(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
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
