const FORBIDDEN_TAGS = [
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "form",
  "style",
  "link",
  "meta",
  "base",
];

export type Sanitizer = (html: string) => string;

let sanitizer: Promise<Sanitizer> | undefined;

/**
 * Cleans HTML that came from the API before React renders it: no script, no event handler
 * attribute, no javascript: URL, no iframe or other embedded document survives. DOMPurify is loaded
 * with the teaching (not with the page) to keep it out of the first download; it needs a DOM, and
 * where there is none (a server-side render) it returns nothing rather than unsafe HTML. The promise
 * rejects when the chunk cannot be downloaded.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import(/* webpackChunkName: "sanitizer" */ "dompurify").then(
    ({ default: DOMPurify }) =>
      (html: string) => {
        if (!DOMPurify.isSupported) return "";
        return DOMPurify.sanitize(html, {
          FORBID_TAGS: FORBIDDEN_TAGS,
          FORBID_ATTR: ["style", "srcdoc", "formaction"],
          ALLOW_DATA_ATTR: false,
        });
      },
    (error: unknown) => {
      // A tab left open across a deploy asks for a chunk the host no longer has: the caller shows its
      // error state, and the next teaching opened tries the download again.
      sanitizer = undefined;
      throw error;
    },
  );
  return sanitizer;
}
