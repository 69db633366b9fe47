import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { PageHero } from "../components/PageHero";
import { SearchView } from "../components/SearchView";
import { SeoInLanguages } from "../components/SeoInLanguages";
import type { PageLanguages } from "../shared/page-language";

interface LanguageSearchContext {
  languages: PageLanguages;
}

/**
 * A language's search (`/en/busca/`, src/buildtime/translations/pages.ts): the site's search, in that
 * language's texts, over the pages in that language. Pagefind keeps one index per page `lang` and loads
 * the one of the page it runs on (src/browser/search.ts), so this page finds the translations alone.
 */
export default function LanguageSearchPage({ pageContext }: PageProps<object, LanguageSearchContext>) {
  const texts = pageContext.languages.translated?.texts.search;
  if (!texts) return null;
  return (
    <>
      <PageHero title={texts.pageTitle} subtitle={texts.pageSubtitle} />
      <SearchView />
    </>
  );
}

export const Head: HeadFC<object, LanguageSearchContext> = ({ location, pageContext }) => {
  const texts = pageContext.languages.translated?.texts.search;
  return (
    <SeoInLanguages
      title={texts?.pageTitle ?? ""}
      description={texts?.pageDescription ?? ""}
      pathname={location.pathname}
      languages={pageContext.languages}
    />
  );
};
