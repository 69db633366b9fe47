/**
 * The visitor's choice of language as the browser keeps it (docs/behaviour.md: States "Current
 * language"), for the code that reads it before the page's own: the inline script that offers a page's
 * reviewed version in that language before the first paint (TranslationOffers.tsx).
 */

/** localStorage key under which the visitor's choice is kept. */
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";

/** The shape of the widget's language codes ("en", "haw", "zh-CN"). */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** The mark of each offer: the code of the language it offers. */
export const OFFER_MARK = "data-oferta";

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
