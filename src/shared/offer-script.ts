import { LANGUAGE_CODE, LANGUAGE_STORAGE_KEY, OFFER_MARK } from "./language-choice";

/**
 * The inline script of the line that offers a Portuguese page's reviewed version
 * (src/components/TranslationOffers.tsx), apart from the choice's constants (language-choice.ts): those
 * are in every page's code, this only in the code of the pages that offer a version, and in the build's
 * policy (src/buildtime/policy.ts), which allows it by its hash.
 */

/** The id of the stylesheet the script writes, which the component removes once it shows the same. */
export const OFFER_STYLE_ID = "oferta-idioma";

/**
 * Before the first paint, shows the offer in the stored language, if the page has one. It writes a
 * stylesheet in <head> and never touches the nodes React hydrates, as the agenda's listing script does;
 * the stored value is used only when it has a language code's shape, so it can never write more than a
 * selector. ES5 and DOM methods only, since it runs where the policy's fallback runs; its text never
 * changes, so the Content-Security-Policy allows it by hash (src/buildtime/policy.ts).
 */
export const OFFER_SCRIPT =
  `(function(){var c;try{c=localStorage.getItem("${LANGUAGE_STORAGE_KEY}")}catch(e){return}` +
  `if(!${LANGUAGE_CODE.toString()}.test(c||""))return;` +
  `var s=document.createElement("style");s.id="${OFFER_STYLE_ID}";` +
  `s.textContent='[${OFFER_MARK}="'+c+'"]{display:block!important}';document.head.appendChild(s)})()`;
