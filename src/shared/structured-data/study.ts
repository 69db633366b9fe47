import { SITE } from "../site";
import { INSTITUTE, absolute, type Named } from "./institute";

/** The pages of the courses and the books (institute.ts says why a module of their own). */

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
