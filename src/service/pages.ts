import { escapeHtml, standalonePage } from "../shared/html-page";
import * as MESSAGES from "../shared/messages/service";

/**
 * The few pages the service writes itself: the answer to a form sent without JavaScript, the
 * newsletter's confirmation and leave pages, and the editor's login window. Plain HTML in the
 * site's language, without scripts (the login window's one script is added by oauth.ts, under a
 * policy of its own).
 */

const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;background:#fffaf0;color:#2b1d00}" +
  "main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{font-family:Georgia,serif}" +
  "a{color:#8a5a00}button{font:inherit;font-weight:700;min-height:44px;padding:.6rem 1.4rem;border:0;" +
  "border-radius:999px;background:#d4a017;color:#2b1d00;cursor:pointer}ul{padding-left:1.25rem}";

export interface PageParts {
  title: string;
  message: string;
  /** A list shown under the message (the fields to correct). */
  items?: readonly string[];
  /** A form that posts back to the same address, with this button. */
  button?: string;
  /** Where the link under the page goes (the page the visitor came from, or the home page). */
  back?: string;
  /** Extra markup for the head (the login window's script). */
  head?: string;
}

export function page({ title, message, items = [], button, back = "/", head = "" }: PageParts): string {
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
<p><a href="${escapeHtml(back)}">${MESSAGES.ANSWERS.backToSite}</a></p>
</main>
`,
  });
}
