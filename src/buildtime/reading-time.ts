/**
 * The check of a teaching's declared reading time (`tempo_leitura`) against its length. Editors type
 * the minutes by hand (the field's hint says about 200 words a minute), and a number copied from
 * another file goes unnoticed: the build warns, and still publishes, since the figure is a hint to the
 * reader rather than something a page depends on.
 */

const WORDS_PER_MINUTE = 200;

/** How far the declared minutes may be from the estimate, as a share of the estimate. */
const READING_TIME_TOLERANCE = 0.5;

/** The named HTML entities the renderer writes (React escapes only these); any other counts as a letter. */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text a reader reads in rendered HTML: tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Words of a text: runs of letters or digits (a hyphenated or apostrophed word counts once). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes a text of `words` words takes at WORDS_PER_MINUTE, unrounded. */
const estimatedMinutes = (words: number) => words / WORDS_PER_MINUTE;

/** The whole minutes a rendered body takes to read, at least one: a translation's own reading time. */
export const readingMinutes = (html: string) => Math.max(1, Math.round(estimatedMinutes(countWords(htmlText(html)))));

/**
 * The build's warning when the declared minutes are more than READING_TIME_TOLERANCE off the
 * estimate from the rendered body, naming the file; null when they agree.
 */
export function readingTimeWarning(shownPath: string, declaredMinutes: number, bodyHtml: string): string | null {
  const words = countWords(htmlText(bodyHtml));
  const estimate = estimatedMinutes(words);
  if (Math.abs(declaredMinutes - estimate) <= READING_TIME_TOLERANCE * estimate) return null;
  const shown = Math.max(1, Math.round(estimate));
  return (
    `${shownPath}: "tempo_leitura" diz ${declaredMinutes} min, mas o texto tem ${words} ${words === 1 ? "palavra" : "palavras"}, ` +
    `cerca de ${shown} min a ${WORDS_PER_MINUTE} palavras por minuto. Confira o número (o site é publicado assim mesmo).`
  );
}
