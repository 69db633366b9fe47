import { useSyncExternalStore } from "react";
import { FRAME as TEXTS } from "../shared/texts/frame";
import { DEFAULT_LANGUAGE, chooseLanguage, currentLanguage, subscribeToLanguage } from "../browser/language-state";
import { usePageLanguage, type PageLanguage } from "./usePageLanguage";

interface Language {
  /** Code of the current language: the page's own on a translated page, else the visitor's choice ('pt' by default). */
  language: string;
  setLanguage: (code: string) => void;
}

/** The pre-rendered HTML is always in the source language; the stored choice applies once hydrated. */
const serverLanguage = () => DEFAULT_LANGUAGE;

/** What a choice does (language-switch.ts), downloaded with the list it is made in. */
const languageSwitch = () => import(/* webpackChunkName: "languages" */ "../browser/language-switch");

/**
 * A choice of language (docs/behaviour.md: States "Current language"), kept as the spec keeps it, then
 * applied to the page (language-switch.ts, applyChoice: a reviewed version opened, or the widget).
 */
function choose(code: string, page: PageLanguage): void {
  chooseLanguage(code);
  languageSwitch().then(
    ({ applyChoice }) => applyChoice(code, page),
    (error: unknown) => console.warn(TEXTS.languageListUnavailable, error),
  );
}

/** The current language and the way to choose another. */
export function useLanguage(): Language {
  const page = usePageLanguage();
  const chosen = useSyncExternalStore(subscribeToLanguage, currentLanguage, serverLanguage);
  return { language: page.translated ? page.code : chosen, setLanguage: (code) => choose(code, page) };
}

/** True when the page is shown in the source language (not translated by a person nor by the widget). */
export function useIsSourceLanguage(): boolean {
  return useLanguage().language === DEFAULT_LANGUAGE;
}
