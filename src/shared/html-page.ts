import { SITE } from "./site";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML's text and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export interface StandalonePage {
  /** The page's own title; the site's name follows it. */
  title: string;
  /** Markup for the head after the title (a style, the editor's scripts), trusted. */
  head?: string;
  /** The body's markup, trusted. */
  body: string;
}

/**
 * A page written outside Gatsby's render (the editor at /admin/, the forms' page for Netlify, the
 * service's answers): in the site's language, for phones, and kept out of search engines.
 */
export function standalonePage({ title, head = "", body }: StandalonePage): string {
  return `<!doctype html>
<html lang="${SITE.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${escapeHtml(SITE.name)}</title>${head}
</head>
<body>${body}</body>
</html>
`;
}
