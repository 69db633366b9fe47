/**
 * The inline script that follows a listing of the agenda (src/components/AgendaList.tsx): before the
 * first paint it shows what is coming by the visitor's clock rather than the build's, so a page built a
 * week ago never paints a past lecture as coming, and the page's code, once it runs, finds it already so
 * (no layout shift). It decides nothing of its own: each item carries the window in which it counts as
 * coming, which the rule of listing.ts (`comingWindow`) gave it, and the script compares the clock with
 * it exactly as `isComing` does, then keeps the first `limit`, as `shownKeys` does. It writes the answer
 * as a stylesheet in <head> and never touches the nodes React hydrates; the component removes that
 * stylesheet once it has drawn the same answer itself. Its text never changes, so the
 * Content-Security-Policy allows it by hash (src/buildtime/policy.ts). Without JavaScript, the listing
 * stays as the build wrote it.
 */

/** The marks the script reads, on the listing and its parts. */
export const LISTING_MARKS = {
  /** On the listing (the element just before the script): the most items shown, when there is a most. */
  limit: "data-limite",
  /** On each item: its key, and the window in which it counts as coming (milliseconds; `from` only for a series' date). */
  item: "data-o",
  from: "data-de",
  until: "data-ate",
  /** On a day's group of items (`YYYY-MM-DD`): shown when one of its items is. */
  day: "data-dia",
  /** Shown only when no item is, or only when one is. */
  empty: "data-vazia",
  full: "data-cheia",
} as const;

/** The stylesheet's id, by which the component removes it. */
export const LISTING_STYLE_ID = "agenda-agora";

/** A rule that shows or hides what `selector` names, by the script's boolean expression `shown`. */
const rule = (selector: string, shown: string) => `'${selector}{display:'+(${shown}?"block":"none")+"!important}"`;

/**
 * The script's text, produced from the marks: ES5 and DOM methods only, since it runs where the policy's
 * fallback runs. `w(e)` is `isComing` over an item's marks; `k` counts the items shown, up to `l`.
 */
export const AGENDA_LISTING_SCRIPT =
  `(function(){var c=document.currentScript.previousElementSibling,n=Date.now(),` +
  `l=+c.getAttribute("${LISTING_MARKS.limit}")||1/0,k=0,r=[],v={};` +
  `function w(e){var f=e.getAttribute("${LISTING_MARKS.from}");` +
  `return n<+e.getAttribute("${LISTING_MARKS.until}")&&(f===null||+f<n)}` +
  `c.querySelectorAll("[${LISTING_MARKS.item}]").forEach(function(e){` +
  `var o=e.getAttribute("${LISTING_MARKS.item}"),y=k<l&&w(e);if(y)k++;v[o]=y;` +
  `r.push(${rule(`[${LISTING_MARKS.item}="'+o+'"]`, "y")})});` +
  `c.querySelectorAll("[${LISTING_MARKS.day}]").forEach(function(g){` +
  `var y=[].some.call(g.querySelectorAll("[${LISTING_MARKS.item}]"),function(e){return v[e.getAttribute("${LISTING_MARKS.item}")]});` +
  `r.push(${rule(`[${LISTING_MARKS.day}="'+g.getAttribute("${LISTING_MARKS.day}")+'"]`, "y")})});` +
  `r.push(${rule(`[${LISTING_MARKS.empty}]`, "!k")},${rule(`[${LISTING_MARKS.full}]`, "k")});` +
  `var s=document.createElement("style");s.id="${LISTING_STYLE_ID}";s.textContent=r.join("");document.head.appendChild(s)})()`;
