import DOMPurify from "dompurify";

const FORBIDDEN_TAGS = ["script", "iframe", "frame", "frameset", "object", "embed", "form", "style", "link", "meta", "base"];

/**
 * Cleans HTML that came from the API before React renders it: no script, no event handler
 * attribute, no javascript: URL, no iframe or other embedded document survives. DOMPurify needs a
 * DOM; where there is none (the server-side render) nothing is rendered rather than unsafe HTML.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return "";
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ["style", "srcdoc", "formaction"],
    ALLOW_DATA_ATTR: false,
  });
}
