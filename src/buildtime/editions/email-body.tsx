import React from "react";
import type { MDXComponents } from "mdx/types";
import { mdxComponents } from "../../components/mdx-components";

/** The width of the e-mail's text column, in pixels: its 600, less the padding on each side. */
export const EMAIL_TEXT_WIDTH = 552;

/**
 * The elements of an edition's text as its e-mail carries them (src/buildtime/editions/email.ts): the
 * site's own (a `#` is a subtitle), with every address absolute, since a mail program has no page to
 * read a relative one from. A link within the site, or to a part of the page, leads to the site
 * (`pageUrl` is the edition's page); a picture, always the site's own (the body's rule), comes from
 * it with its text for when pictures are off, and as wide as the column at most (Outlook reads the
 * width from the attribute, the others from the stylesheet).
 */
export function emailBodyComponents(pageUrl: string): MDXComponents {
  const absolute = (address = "") => {
    try {
      return new URL(address, pageUrl).href;
    } catch {
      return address;
    }
  };
  return {
    ...mdxComponents,
    a: ({ href, title, children }: React.ComponentPropsWithoutRef<"a">) => (
      <a href={absolute(href)} title={title}>
        {children}
      </a>
    ),
    // Lazy: React's server renderer would otherwise put a <link rel="preload"> for it into the text.
    img: ({ src, alt, title }: React.ComponentPropsWithoutRef<"img">) => (
      <img src={absolute(src)} alt={alt ?? ""} title={title} width={EMAIL_TEXT_WIDTH} loading="lazy" />
    ),
  };
}
