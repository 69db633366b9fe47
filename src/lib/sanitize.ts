const FORBIDDEN_TAGS = ["script", "iframe", "frame", "frameset", "object", "embed", "form", "style", "link", "meta", "base"];

export type Sanitizer = (html: string) => string;

let sanitizer: Promise<Sanitizer> | undefined;

/**
 * Cleans HTML that came from the API before React renders it: no script, no event handler
 * attribute, no javascript: URL, no iframe or other embedded document survives. DOMPurify is loaded
 * with the teaching (not with the page) to keep it out of the first download; it needs a DOM, and
 * where there is none (a server-side render) it returns nothing rather than unsafe HTML.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import("dompurify").then(({ default: DOMPurify }) => (html: string) => {
    if (!DOMPurify.isSupported) return "";
    return DOMPurify.sanitize(html, {
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: ["style", "srcdoc", "formaction"],
      ALLOW_DATA_ATTR: false,
    });
  });
  return sanitizer;
}
