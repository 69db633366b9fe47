/**
 * The visitor's choice of language as the browser keeps it (docs/behaviour.md: States "Current
 * language"), for the code that reads it before the page's own: the inline script that offers a page's
 * reviewed version in that language before the first paint (offer-script.ts).
 */

/** localStorage key under which the visitor's choice is kept. */
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";

/** The shape of the widget's language codes ("en", "haw", "zh-CN"). */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** The mark of each offer: the code of the language it offers. */
export const OFFER_MARK = "data-oferta";
