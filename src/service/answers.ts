import type { FastifyReply } from "fastify";
import type { SendOutcome } from "../shared/contact";
import { escapeHtml, standalonePage } from "../shared/html-page";
import * as TEXTS from "../shared/texts/service";

/** The service's own pages, in the site's language and without scripts (but the login window's: oauth.ts). */

const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;background:#fffaf0;color:#2b1d00}" +
  "main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{font-family:Georgia,serif}" +
  "a{color:#8a5a00}button{font:inherit;font-weight:700;min-height:44px;padding:.6rem 1.4rem;border:0;" +
  "border-radius:999px;background:#d4a017;color:#2b1d00;cursor:pointer}ul{padding-left:1.25rem}";

/** A message (the title's by default), a list, a button posting back, the way back (on `site`'s host), more for the head. */
export interface PageParts {
  title: string;
  message?: string;
  items?: readonly string[];
  button?: string;
  back?: string;
  site?: string;
  head?: string;
}

export function page({ title, message = title, items = [], button, back = "/", site, head = "" }: PageParts): string {
  const list = items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
  const form = button ? `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>` : "";
  return standalonePage({
    title,
    head: `\n<style>${STYLE}</style>${head}`,
    body: `
<main>
<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
${list}${form}
<p><a href="${escapeHtml(site ? new URL(back, site).href : back)}">${TEXTS.ANSWERS.backToSite}</a></p>
</main>
`,
  });
}

export type Answer = { status: number; html: string; headers?: Record<string, string> };

/** What every answer of the service's own carries: kept by no cache, its type never guessed. */
export const OWN_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

const HTML = { ...OWN_HEADERS, "content-type": "text/html; charset=utf-8" };
export const send = (reply: FastifyReply, { status, html, headers = {} }: Answer) =>
  reply.code(status).headers(HTML).headers(headers).send(html);

/** When to ask again after a 503 of the store (a lock held, a full disk): sooner than its pages' "a few minutes". */
export const STORE_RETRY_AFTER = { "retry-after": "60" };

/** A handler that answers with a page that says only `title`; `allow`, the methods a 405 names. */
export const titled = (status: number, title: string, allow?: string) => (_request: unknown, reply: FastifyReply) =>
  reply.page(status, { title }, allow ? { allow } : {});

/** A route's limit per sender, in a table of its own: 100,000 senders, the least recent forgotten. */
export const perSender = (max: number, timeWindow: number, cache = 100_000) => ({
  rateLimit: { max, timeWindow, cache },
});

/** What a visitor who sent a form without JavaScript is told became of it. */
export function sendPage(outcome: SendOutcome, newsletter: boolean, back: string): PageParts {
  if ("ok" in outcome)
    return { title: newsletter ? TEXTS.ANSWERS.newsletterRequested : TEXTS.ANSWERS.contactReceived, back };
  const items = outcome.erro === "campos" && "campos" in outcome ? Object.values(outcome.campos) : [];
  return { title: TEXTS.REFUSALS[outcome.erro], items, back };
}
