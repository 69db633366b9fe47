import { newsletterName } from "./texts/editions";
import { ROUTES, SITE } from "./site";

/**
 * The schema.org descriptions search engines read from the pages of the content (their Head, in
 * src/templates/ and src/components/TeachingArticle.tsx): a teaching as an Article, a Course with its
 * lessons, a lesson, a Book with its file, a chapter; the newsletter and its editions; an event of the
 * agenda; and the institute, as those pages and the home page name it, with the way to support it.
 */

const absolute = (path: string) => `${SITE.url}${path}`;

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

interface Named {
  name: string;
  path: string;
}

/** A page's name and path, as the functions below take them. */
export const named = (name: string, path: string): Named => ({ name, path });

/** A teaching: its picture, when it has one, is the path of its widest rendition. */
export function teachingData(
  teaching: Named & { description: string; published: string; author: string; image: string | null },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: teaching.name,
    description: teaching.description,
    datePublished: teaching.published,
    inLanguage: SITE.lang,
    author: { "@type": "Organization", name: teaching.author },
    publisher: INSTITUTE,
    mainEntityOfPage: absolute(teaching.path),
    ...(teaching.image ? { image: absolute(teaching.image) } : {}),
  };
}

export function courseData(course: Named & { description: string; lessons: readonly Named[] }) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.name,
    description: course.description,
    url: absolute(course.path),
    inLanguage: SITE.lang,
    isAccessibleForFree: true,
    provider: INSTITUTE,
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "online" },
    hasPart: course.lessons.map((lesson, index) => ({
      "@type": "LearningResource",
      name: lesson.name,
      url: absolute(lesson.path),
      position: index + 1,
    })),
  };
}

export function lessonData(lesson: Named & { description: string; course: Named | null }) {
  return {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    name: lesson.name,
    description: lesson.description,
    url: absolute(lesson.path),
    inLanguage: SITE.lang,
    isAccessibleForFree: true,
    ...(lesson.course
      ? { isPartOf: { "@type": "Course", name: lesson.course.name, url: absolute(lesson.course.path) } }
      : {}),
  };
}

/** The media type of a book's file, by the format its bytes have (src/shared/content-kinds/file-bytes.ts). */
const MEDIA_TYPES: Record<string, string> = { pdf: "application/pdf", epub: "application/epub+zip" };

export function bookData(
  book: Named & {
    alternativeHeadline: string;
    description: string;
    pages: number;
    file: { path: string; extension: string } | null;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    name: book.name,
    alternativeHeadline: book.alternativeHeadline,
    description: book.description,
    url: absolute(book.path),
    inLanguage: SITE.lang,
    numberOfPages: book.pages,
    publisher: INSTITUTE,
    isAccessibleForFree: true,
    ...(book.file
      ? {
          workExample: {
            "@type": "Book",
            bookFormat: "https://schema.org/EBook",
            encodingFormat: MEDIA_TYPES[book.file.extension.toLowerCase()] ?? "application/octet-stream",
            url: absolute(book.file.path),
          },
        }
      : {}),
  };
}

export function chapterData(chapter: Named & { position: number; book: Named | null }) {
  return {
    "@context": "https://schema.org",
    "@type": "Chapter",
    name: chapter.name,
    url: absolute(chapter.path),
    position: chapter.position,
    inLanguage: SITE.lang,
    ...(chapter.book
      ? { isPartOf: { "@type": "Book", name: chapter.book.name, url: absolute(chapter.book.path) } }
      : {}),
  };
}

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

/** How an event is attended, as schema.org names it (Google's event rich results). */
const ATTENDANCE: Record<string, string> = {
  presencial: "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  híbrida: "https://schema.org/MixedEventAttendanceMode",
};

export interface EventDescription extends Named {
  description: string;
  /** ISO 8601 with the institute's offset (`2026-12-03T20:00-03:00`). */
  startDate: string;
  endDate: string;
  cancelled: boolean;
  /** The start before its last move, when it was moved (and not cancelled since). */
  previousStartDate: string | null;
  modalidade: string;
  place: { name: string; address: string | null } | null;
  streamUrl: string | null;
  performer: string | null;
}

/**
 * An event of the agenda as Google's event rich results read it: its times with their offset, its
 * status (scheduled, moved with its previous start, cancelled with its start kept), how it is
 * attended, its place and/or the stream's address, the institute as organizer and the speaker.
 */
export function eventData(event: EventDescription) {
  const place = event.place
    ? { "@type": "Place", name: event.place.name, ...(event.place.address ? { address: event.place.address } : {}) }
    : null;
  const virtual = event.streamUrl ? { "@type": "VirtualLocation", url: event.streamUrl } : null;
  const locations = [event.modalidade !== "online" ? place : null, event.modalidade !== "presencial" ? virtual : null];
  const location = locations.filter((item) => item !== null);
  const status = event.cancelled
    ? "https://schema.org/EventCancelled"
    : event.previousStartDate
      ? "https://schema.org/EventRescheduled"
      : "https://schema.org/EventScheduled";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    url: absolute(event.path),
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: status,
    ...(event.previousStartDate && !event.cancelled ? { previousStartDate: event.previousStartDate } : {}),
    eventAttendanceMode: ATTENDANCE[event.modalidade],
    location: location.length === 1 ? location[0] : location,
    image: absolute("/icon-512.png"),
    inLanguage: SITE.lang,
    isAccessibleForFree: true,
    organizer: INSTITUTE,
    ...(event.performer ? { performer: { "@type": "Person", name: event.performer } } : {}),
  };
}
