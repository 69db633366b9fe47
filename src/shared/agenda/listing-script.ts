import { SERIES_WINDOW_MS } from "./listing";

/**
 * The inline script that follows a listing of the agenda (src/components/AgendaList.tsx): before the
 * first paint it shows what is coming by the visitor's clock rather than the build's, so a page built a
 * week ago never paints a past lecture as coming, and the page's code, once it runs, finds it already so
 * (no layout shift). It reads the listing's marks (below), the same rule as `shownKeys` (listing.ts),
 * and writes the answer as a stylesheet in <head>: it never touches the nodes React hydrates. The
 * component removes that stylesheet once it has drawn the same answer itself. Its text never changes,
 * so the Content-Security-Policy allows it by hash (src/buildtime/headers.ts). Without JavaScript, the
 * listing stays as the build wrote it.
 */

/** The marks the script reads, on the listing and its parts. */
export const LISTING_MARKS = {
  /** On the listing (the element just before the script): the most items shown, when there is a most. */
  limit: "data-limite",
  /** On each item: its key, its start and end (milliseconds), and "1" for a date of a series. */
  item: "data-o",
  start: "data-inicio",
  end: "data-fim",
  series: "data-serie",
  /** On a day's group of items (`YYYY-MM-DD`): shown when one of its items is. */
  day: "data-dia",
  /** Shown only when no item is, or only when one is. */
  empty: "data-vazia",
  full: "data-cheia",
} as const;

/** The stylesheet's id, by which the component removes it. */
export const LISTING_STYLE_ID = "agenda-agora";

const rule = (selector: string, shown: string) => `'${selector}{display:'+(${shown}?"block":"none")+"!important}"`;

export const AGENDA_LISTING_SCRIPT =
  `(function(){var c=document.currentScript.previousElementSibling,n=Date.now(),` +
  `l=+c.getAttribute("${LISTING_MARKS.limit}")||1/0,k=0,r=[],v={};` +
  `c.querySelectorAll("[${LISTING_MARKS.item}]").forEach(function(e){` +
  `var a=e.getAttribute.bind(e),o=a("${LISTING_MARKS.item}"),` +
  `y=+a("${LISTING_MARKS.end}")>n&&(!a("${LISTING_MARKS.series}")||+a("${LISTING_MARKS.start}")<n+${SERIES_WINDOW_MS})&&k<l;` +
  `if(y)k++;v[o]=y;r.push('[${LISTING_MARKS.item}="'+o+'"]{display:'+(y?"block":"none")+"!important}")});` +
  `c.querySelectorAll("[${LISTING_MARKS.day}]").forEach(function(g){` +
  `var y=[].some.call(g.querySelectorAll("[${LISTING_MARKS.item}]"),function(e){return v[e.getAttribute("${LISTING_MARKS.item}")]});` +
  `r.push('[${LISTING_MARKS.day}="'+g.getAttribute("${LISTING_MARKS.day}")+'"]{display:'+(y?"block":"none")+"!important}")});` +
  `r.push(${rule(`[${LISTING_MARKS.empty}]`, "!k")},${rule(`[${LISTING_MARKS.full}]`, "k")});` +
  `var s=document.createElement("style");s.id="${LISTING_STYLE_ID}";s.textContent=r.join("");document.head.appendChild(s)})()`;
