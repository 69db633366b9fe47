/**
 * Pagefind's excerpts, made safe to show: downloaded with the search page's results list
 * (src/components/SearchHits.tsx), not with the page.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** An excerpt as text pieces, the marked ones flagged, so the page renders it without innerHTML. */
export function excerptPieces(excerpt: string): { text: string; marked: boolean }[] {
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const marked = piece.startsWith("<mark>");
      return { text: decode(marked ? piece.slice(6, -7) : piece), marked };
    });
}
