import { AVAILABLE } from "../../shared/catalogue";
import { REVIEWED_LANGUAGES, type ReviewedLanguage } from "../../shared/site";
import { versionIn } from "../../shared/translations";
import type { TranslationsData } from "./queries";

/**
 * The translations as their pages (pages.ts) and their feeds (feeds.ts) read them, whatever their kind,
 * with the two rules both follow: which are published, and which a language's feed lists (so that a page
 * links its language's feed where, and only where, the feed is written).
 */

export type Kind = keyof TranslationsData;

/** One translation, whatever its kind, as the checks, the pages and the feeds read it. */
export interface Translated {
  kind: Kind;
  id: string;
  lang: ReviewedLanguage;
  sourceFile: string;
  originalName: string;
  path: string;
  titulo: string;
  summary: string | null;
  summaryInSource?: boolean;
  hasBody: string | null;
  revisedOn: string | null;
  original: {
    path: string;
    hasBody: string | null;
    /** A teaching's: its date and its author, which its translation's feed entry takes. */
    publishedOn?: string | null;
    autor?: string;
    available: boolean;
  } | null;
}

const isLanguage = (code: string): code is ReviewedLanguage => (REVIEWED_LANGUAGES as readonly string[]).includes(code);

/** A chapter's book's title in the chapter's language, else in Portuguese, marked so. */
function bookTitleOf(
  node: TranslationsData["chapters"]["nodes"][number],
): Pick<Translated, "summary" | "summaryInSource"> {
  const book = node.original?.book;
  if (!book) return { summary: null };
  const translated = versionIn(book.translations, node.lang)?.titulo;
  return translated ? { summary: translated } : { summary: book.titulo, summaryInSource: true };
}

/** Every translation of the query, of whatever kind, in one shape. */
export function translatedOf(data: TranslationsData): Translated[] {
  const common = (kind: Kind, node: TranslationsData[Kind]["nodes"][number]) => ({
    kind,
    id: node.id,
    lang: isLanguage(node.lang) ? node.lang : REVIEWED_LANGUAGES[0],
    sourceFile: node.sourceFile,
    originalName: node.originalName,
    path: node.path,
    titulo: node.titulo,
    hasBody: node.hasBody,
    revisedOn: node.revisado_em,
  });
  return [
    ...data.teachings.nodes.map((node) => ({
      ...common("teachings", node),
      summary: node.resumo,
      original: node.original && { ...node.original, available: true },
    })),
    ...data.courses.nodes.map((node) => ({
      ...common("courses", node),
      summary: node.descricao,
      original: node.original && { ...node.original, available: node.original.status === AVAILABLE },
    })),
    ...data.lessons.nodes.map((node) => ({
      ...common("lessons", node),
      summary: node.resumo,
      original: node.original && { ...node.original, available: node.original.course?.status === AVAILABLE },
    })),
    ...data.books.nodes.map((node) => ({
      ...common("books", node),
      summary: node.descricao,
      original: node.original && { ...node.original, available: node.original.status === AVAILABLE },
    })),
    ...data.chapters.nodes.map((node) => ({
      ...common("chapters", node),
      // A chapter is listed with its book's title, in the chapter's language where the book has it.
      ...bookTitleOf(node),
      original: node.original && { ...node.original, available: node.original.book?.status === AVAILABLE },
    })),
  ];
}

/** The translations that have a page: a course's or a book's waits for its original to be available. */
export const publishedOf = (all: readonly Translated[]) =>
  all.filter((translation) => translation.original?.available && translation.path !== "");

/** What the feed of `code` lists, of the published translations: its teachings. It has none, and no feed, without them. */
export const inFeedOf = (published: readonly Translated[], code: ReviewedLanguage) =>
  published.filter((translation) => translation.lang === code && translation.kind === "teachings");
