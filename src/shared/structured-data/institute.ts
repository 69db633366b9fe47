import { ROUTES, SITE } from "../site";

/**
 * The schema.org descriptions search engines read from the pages of the content (their Head, in
 * src/templates/ and src/components/TeachingArticle.tsx), one module per kind, so that a page carries
 * only its own kind's (webpack keeps a module whole in every page that imports any of it): here the
 * institute, as those pages and the home page name it, with the way to support it; `teaching.ts`, a
 * teaching as an Article; `study.ts`, a Course with its lessons, a lesson, a Book with its file, a
 * chapter; `editions.ts`, the newsletter and its editions; `event.ts`, an event of the agenda;
 * `versions.ts`, a description with its reviewed versions.
 */

/** An absolute address on the site, as schema.org's `url` wants it. */
export const absolute = (path: string) => `${SITE.url}${path}`;

/** The institute as an Organization: the provider of a course, the publisher of a book or a teaching. */
export const INSTITUTE = {
  "@type": "Organization",
  name: SITE.name,
  url: absolute("/"),
  logo: absolute("/icon-512.png"),
} as const;

/**
 * A gift to the institute, as schema.org has it. schema.org gives an Organization (and its NGO subtype)
 * no property that names a page for donations; what a thing makes possible is its `potentialAction`, and
 * a gift is a DonateAction (a TransferAction), whose `target` is where it is done, `recipient` who
 * receives it and `priceCurrency` its currency: the institute's own, on the home page and on /apoie/,
 * once the content has that page.
 */
export const DONATE_ACTION = {
  "@type": "DonateAction",
  target: absolute(ROUTES.donations),
  recipient: INSTITUTE,
  priceCurrency: "BRL",
} as const;

export interface Named {
  name: string;
  path: string;
}

/** A page's name and path, as the functions below take them. */
export const named = (name: string, path: string): Named => ({ name, path });
