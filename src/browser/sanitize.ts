import { loadOnce } from "./load-once";

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

/**
 * Cleans HTML that came from the API before React renders it: no script, no event handler
 * attribute, no javascript: URL, no iframe or other embedded document survives. DOMPurify is loaded
 * with the teaching (not with the page) to keep it out of the first download; it needs a DOM, and
 * where there is none (a server-side render) it returns nothing rather than unsafe HTML. The promise
 * rejects when the chunk cannot be downloaded (a tab left open across a deploy): the caller shows its
 * error state, and the next teaching opened tries the download again.
 */
export const loadSanitizer = loadOnce((): Promise<Sanitizer> =>
  import(/* webpackChunkName: "sanitizer" */ "dompurify").then(({ default: DOMPurify }) => (html: string) => {
    if (!DOMPurify.isSupported) return "";
    return DOMPurify.sanitize(html, {
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: ["style", "srcdoc", "formaction"],
      ALLOW_DATA_ATTR: false,
    });
  }),
);
