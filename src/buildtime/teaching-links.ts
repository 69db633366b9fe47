/**
 * The links between teachings on an article page: the previous and next by date, and a few related
 * ones. Computed once for all teachings in createPages (gatsby-node.ts), in time proportional to
 * their number, and handed to each page as node ids in its context: a page's data then holds only
 * its own neighbours, and weighs the same whether the site has 3 teachings or 10,000.
 */

import type { TeachingPageContext } from "../shared/teachings";
import { compareAsListed } from "../shared/teaching-order";

/** What the computation reads of a teaching: `data` as YYYY-MM-DD (or any ISO date: it sorts as text). */
export interface LinkableTeaching {
  id: string;
  titulo: string;
  /** Unique; orders teachings of the same date and title (a test's few may leave it out). */
  slug?: string;
  data: string;
  categoria?: string | null;
}

/** A page's links: previous (older), next (newer) and related (most relevant first), as node ids. */
export interface TeachingLinks {
  previousId: string | null;
  nextId: string | null;
  relatedIds: string[];
}

/** As many as the article's query reads (TeachingPageContext, src/templates/teaching.tsx). */
const RELATED_COUNT = 3;

const NO_LINKS: TeachingLinks = { previousId: null, nextId: null, relatedIds: [] };

/** A teaching page's context (its query's variables), from its links. */
export function teachingPageContext(id: string, links: TeachingLinks = NO_LINKS): TeachingPageContext {
  const [related1Id = null, related2Id = null, related3Id = null] = links.relatedIds;
  return { id, previousId: links.previousId, nextId: links.nextId, related1Id, related2Id, related3Id };
}

/** The first `count` items of `candidates` (in order) that are not `self` and not already taken. */
function takeOthers(candidates: readonly string[], self: string, taken: string[], count: number): void {
  for (const id of candidates) {
    if (taken.length >= count) return;
    if (id !== self && !taken.includes(id)) taken.push(id);
  }
}

/**
 * Each teaching's links, by node id. Previous and next follow the list read from the bottom up: an
 * archive is read forward in time, so 'Anterior' is the next older teaching and 'Próximo' the next
 * newer one (teachings of the same day keep the list's order by title: 'Próximo' is the one listed
 * just above). Related: the most recent others of the same `categoria`, completed with the most
 * recent others of any category when fewer than RELATED_COUNT share it (or it has none).
 */
export function teachingLinks(teachings: readonly LinkableTeaching[]): Map<string, TeachingLinks> {
  const listed = [...teachings].sort(compareAsListed);
  const listedIds = listed.map((teaching) => teaching.id);
  // Each category's teachings, most recent first; at most RELATED_COUNT + 1 are ever read from one.
  const byCategory = new Map<string, string[]>();
  for (const teaching of listed) {
    if (!teaching.categoria) continue;
    const group = byCategory.get(teaching.categoria) ?? [];
    if (group.length <= RELATED_COUNT) group.push(teaching.id);
    byCategory.set(teaching.categoria, group);
  }
  // Enough of the most recent to complete any list: the page's own teaching, the ones its category
  // already gave, and as many again as are missing.
  const mostRecent = listedIds.slice(0, RELATED_COUNT + 1);

  const links = new Map<string, TeachingLinks>();
  listed.forEach((teaching, index) => {
    const relatedIds: string[] = [];
    if (teaching.categoria)
      takeOthers(byCategory.get(teaching.categoria) ?? [], teaching.id, relatedIds, RELATED_COUNT);
    takeOthers(mostRecent, teaching.id, relatedIds, RELATED_COUNT);
    links.set(teaching.id, {
      previousId: listedIds[index + 1] ?? null,
      nextId: index > 0 ? listedIds[index - 1] : null,
      relatedIds,
    });
  });
  return links;
}
