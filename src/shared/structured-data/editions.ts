import { newsletterName } from "../texts/editions";
import { ROUTES, SITE } from "../site";
import { INSTITUTE, absolute, type Named } from "./institute";

/**
 * The newsletter as schema.org has it: a Periodical, published by the institute, whose numbered
 * editions are each a PublicationIssue (`issueNumber`), the type for one numbered part of a
 * publication that comes out again and again; an edition is neither news (NewsArticle) nor a single
 * article: it presents the site's own teachings, courses and books, which it `mentions`.
 */
const NEWSLETTER = { "@type": "Periodical", name: newsletterName, url: absolute(ROUTES.editions) } as const;

interface Issue extends Named {
  number: number;
  /** YYYY-MM-DD. */
  date: string;
}

const issue = (edition: Issue) => ({
  "@type": "PublicationIssue",
  issueNumber: edition.number,
  name: edition.name,
  url: absolute(edition.path),
  datePublished: edition.date,
});

export function editionsData(editions: readonly Issue[]) {
  return {
    "@context": "https://schema.org",
    ...NEWSLETTER,
    inLanguage: SITE.lang,
    isAccessibleForFree: true,
    publisher: INSTITUTE,
    hasPart: editions.map(issue),
  };
}

/** What an edition presents, each by its schema.org type: a teaching is an Article. */
export type Mentioned = Named & { type: "Article" | "Course" | "Book" | "Event" };

export function editionData(edition: Issue & { description: string; mentions: readonly Mentioned[] }) {
  return {
    "@context": "https://schema.org",
    ...issue(edition),
    description: edition.description,
    inLanguage: SITE.lang,
    isAccessibleForFree: true,
    publisher: INSTITUTE,
    isPartOf: NEWSLETTER,
    mentions: edition.mentions.map((item) => ({ "@type": item.type, name: item.name, url: absolute(item.path) })),
  };
}
