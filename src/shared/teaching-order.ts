/**
 * The order of the teachings list, defined once: most recent first, then by title, then by slug, which
 * is unique, so that every position is decided. The list's pages and the sidebar (GraphQL, as the sort
 * variable of their query), the feed, the article's neighbours and the filters' index (in the build and
 * in the browser) all read it from here.
 */
const TEACHING_ORDER = [
  { field: "data", direction: "DESC" },
  { field: "titulo", direction: "ASC" },
  { field: "slug", direction: "ASC" },
] as const;

type OrderField = (typeof TEACHING_ORDER)[number]["field"];

/** The order as a GraphQL sort argument: `[{ data: DESC }, { titulo: ASC }, { slug: ASC }]`. */
export const TEACHING_SORT = TEACHING_ORDER.map(({ field, direction }) => ({ [field]: direction }));

/** Text by code point, as Gatsby's GraphQL sorts it: the same order in every locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The same order for teachings in JavaScript: `data` as YYYY-MM-DD (which sorts as text), the other
 * fields as text, an absent one first.
 */
type Ordered = Partial<Record<OrderField, string | null>>;

export function compareAsListed(a: Ordered, b: Ordered): number {
  for (const { field, direction } of TEACHING_ORDER) {
    const order = byCodePoint(a[field] ?? "", b[field] ?? "");
    if (order !== 0) return direction === "DESC" ? -order : order;
  }
  return 0;
}
