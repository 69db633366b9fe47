import React from "react";
import type { HeadProps } from "gatsby";
import { ROUTES, SITE } from "../shared/site";
import { languagesOf, pathIn, type PageLanguages } from "../shared/page-language";
import { inLanguages } from "../shared/structured-data/versions";
import { Seo, type SeoProps } from "./Seo";

interface SeoInLanguagesProps extends Omit<SeoProps, "lang" | "ogLocale"> {
  /**
   * The page's languages (src/shared/page-language.ts): a page published in another language is in that
   * language (`lang`, `og:locale`, its feed); a page with reviewed versions names each, itself included,
   * and the Portuguese original as the one for every other language (Google's localized versions).
   */
  languages?: PageLanguages;
}

/**
 * The head of a page that may have reviewed versions or be one (docs/translation.md, "Reviewed
 * translations"): Seo.tsx's, with the page's languages. Apart from Seo.tsx so that the pages no person
 * translates (the contact, the search, the statement…) carry none of it.
 */
export function SeoInLanguages({ languages = {}, children, ...seo }: SeoInLanguagesProps) {
  const language = languages.translated?.texts.language;
  const original = languages.versions?.[0];
  return (
    <Seo {...seo} lang={language?.htmlLang} ogLocale={language?.ogLocale}>
      {languages.versions?.map((version) => (
        <link key={version.hreflang} rel="alternate" hrefLang={version.hreflang} href={`${SITE.url}${version.path}`} />
      ))}
      {original ? <link rel="alternate" hrefLang="x-default" href={`${SITE.url}${original.path}`} /> : null}
      {language && languages.translated?.feed ? (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={languages.translated.texts.translation.feedTitle}
          href={pathIn(languages.translated.code, ROUTES.feed)}
        />
      ) : null}
      {children}
    </Seo>
  );
}

type TranslatableHead = Omit<SeoInLanguagesProps, "pathname" | "languages"> & { translator?: string | null };

/**
 * The Head of a template of a kind a person may translate, whose title, description and structured data
 * come from its query's data and its page's context (`describe`; null when the query found no node): the
 * page's languages (its context's) are added to both (its `hreflang` links, its structured data's
 * translations).
 */
export function translatableHead<Data, Context = object>(
  describe: (data: Data, context: Context) => TranslatableHead | null,
) {
  return function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
    const head = describe(data, pageContext);
    if (!head) return null;
    const { translator = null, jsonLd, ...seo } = head;
    const languages = languagesOf(pageContext);
    const described = jsonLd ? inLanguages(jsonLd, languages, translator) : undefined;
    return <SeoInLanguages {...seo} jsonLd={described} languages={languages} pathname={location.pathname} />;
  };
}
