import { createContext, useContext } from "react";
import type { PageLanguages } from "../shared/page-language";
import { SITE } from "../shared/site";
import type { Catalogue, CatalogueArea } from "../shared/texts/catalogue";

/**
 * The languages of the page on screen, from its context (src/shared/page-language.ts), for the frame
 * and the views around its content: provided once, around every page (src/wrappers.tsx).
 */
const PageLanguagesContext = createContext<PageLanguages>({});

export const PageLanguagesProvider = PageLanguagesContext.Provider;

export interface PageLanguage extends PageLanguages {
  /** The page's language code ("pt", "en"), and its tag (`pt-BR`, `en`). */
  code: string;
  htmlLang: string;
}

export function usePageLanguage(): PageLanguage {
  const languages = useContext(PageLanguagesContext);
  const facts = languages.translated?.texts.language;
  return { ...languages, code: facts?.code ?? SITE.sourceLanguage, htmlLang: facts?.htmlLang ?? SITE.lang };
}

/**
 * An area of the page's texts: its language's, from its context, or the Portuguese ones the component
 * imports itself (`FRAME` of src/shared/texts/frame.ts), so that a Portuguese page carries no catalogue.
 * The Portuguese ones may be a part of the area (`COURSE_CARD` of the courses' texts), so that a page
 * carries only the texts its views show.
 */
export function useTexts<A extends CatalogueArea, K extends keyof Catalogue[A]>(
  area: A,
  portuguese: Pick<Catalogue[A], K>,
): Pick<Catalogue[A], K> {
  return useContext(PageLanguagesContext).translated?.texts[area] ?? portuguese;
}
