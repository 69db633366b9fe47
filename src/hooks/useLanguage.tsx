import React, { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from "react";
import * as MESSAGES from "../shared/messages/site";
import { DEFAULT_LANGUAGE, readStoredLanguage, translationCookieLanguage } from "../browser/language-state";
import { localStorageIfAllowed } from "../browser/storage";

interface LanguageContextValue {
  /** Code of the current language, 'pt' unless the visitor chose another. */
  language: string;
  setLanguage: (code: string) => void;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => undefined,
});

/** The single owner of the current language (docs/behaviour.md: States "Current language"). */
export function LanguageProvider({ children }: { children: React.ReactNode }) {
  // The pre-rendered HTML is always in the source language; the stored choice is applied after mount.
  const [language, setLanguageState] = useState<string>(DEFAULT_LANGUAGE);

  useEffect(() => {
    const stored = readStoredLanguage(localStorageIfAllowed());
    // The page under the layout's Suspense boundary may still be hydrating in slices. An urgent
    // update reaching it then makes React drop the pre-rendered HTML and render it again (error
    // #421); as a transition, it waits until the boundary has hydrated.
    if (stored !== DEFAULT_LANGUAGE) startTransition(() => setLanguageState(stored));
    // A visitor who chose another language on an earlier visit gets the translator at once; any
    // other visitor's page sends nothing to its hosts (docs/translation.md).
    if (stored !== DEFAULT_LANGUAGE || translationCookieLanguage(document.cookie) !== DEFAULT_LANGUAGE) {
      import(/* webpackChunkName: "translation-loader" */ "../browser/translation-loader")
        .then(({ loadTranslationWidget }) => loadTranslationWidget())
        .catch((error: unknown) => console.warn(MESSAGES.translationWidgetUnavailable, error));
    }
  }, []);

  const setLanguage = useCallback((code: string) => {
    setLanguageState(code);
    // Already downloaded: a choice is made in the open list, which came in the same chunk.
    import(/* webpackChunkName: "languages" */ "../browser/language-switch").then(
      ({ switchLanguage }) => void switchLanguage(code),
      (error: unknown) => console.warn(MESSAGES.languageListUnavailable, error),
    );
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** True when the page is shown in the source language. */
export function useIsSourceLanguage(): boolean {
  return useLanguage().language === DEFAULT_LANGUAGE;
}
