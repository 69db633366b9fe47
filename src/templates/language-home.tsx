import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { LanguageHome } from "../components/LanguageHome";
import { SeoInLanguages } from "../components/SeoInLanguages";
import { ROUTES } from "../shared/site";
import { pathIn } from "../shared/page-language";
import type { LanguageHomePageContext } from "../shared/translations";

/**
 * A language's home (`/en/`, src/buildtime/translations/pages.ts): what exists in that language, from
 * the page's context, in that language's texts (its catalogue, in the same context).
 */
export default function LanguageHomePage({ pageContext }: PageProps<object, LanguageHomePageContext>) {
  const { translated } = pageContext.languages;
  if (!translated) return null;
  return (
    <LanguageHome
      home={pageContext.home}
      texts={translated.texts.languageHome}
      htmlLang={translated.texts.language.htmlLang}
      searchPath={pathIn(translated.code, ROUTES.search)}
    />
  );
}

export const Head: HeadFC<object, LanguageHomePageContext> = ({ location, pageContext }) => {
  const texts = pageContext.languages.translated?.texts.languageHome;
  return (
    <SeoInLanguages
      title={texts?.title ?? ""}
      description={texts?.intro ?? ""}
      pathname={location.pathname}
      languages={pageContext.languages}
    />
  );
};
