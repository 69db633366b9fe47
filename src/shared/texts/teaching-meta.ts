/**
 * The part of a teaching's texts (article.ts) that its line of facts says, on its page and on its card
 * in the lists: the lists' pages carry this alone, not the article's.
 */
export const TEACHING_META = {
  readingTime: "{minutes} min de leitura",
} as const;
