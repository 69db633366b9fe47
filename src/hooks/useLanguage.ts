import { useSyncExternalStore } from "react";
import * as TEXTS from "../shared/texts/site";
import { DEFAULT_LANGUAGE, chooseLanguage, currentLanguage, subscribeToLanguage } from "../browser/language-state";

interface Language {
  /** Code of the current language, 'pt' unless the visitor chose another. */
  language: string;
  setLanguage: (code: string) => void;
}

/** The pre-rendered HTML is always in the source language; the stored choice applies once hydrated. */
const serverLanguage = () => DEFAULT_LANGUAGE;

function setLanguage(code: string): void {
  chooseLanguage(code);
  // Already downloaded: a choice is made in the open list, which came in the same chunk.
  import(/* webpackChunkName: "languages" */ "../browser/language-switch").then(
    ({ switchLanguage }) => void switchLanguage(code),
    (error: unknown) => console.warn(TEXTS.languageListUnavailable, error),
  );
}

/** The current language and the way to choose another (docs/behaviour.md: States "Current language"). */
export function useLanguage(): Language {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, serverLanguage);
  return { language, setLanguage };
}

/** True when the page is shown in the source language. */
export function useIsSourceLanguage(): boolean {
  return useLanguage().language === DEFAULT_LANGUAGE;
}
