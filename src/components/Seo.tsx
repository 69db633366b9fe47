import React from "react";
import type { HeadFC, HeadProps } from "gatsby";
import { ROUTES, SITE } from "../shared/site";
import { languagesOf, type PageLanguages } from "../shared/page-language";
import { inLanguages } from "../shared/structured-data";

interface SeoProps {
  /** Page title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** Path of the page, for the canonical link. */
  pathname: string;
  /** Open Graph type: 'article' on teachings. */
  type?: "website" | "article";
  /** Path or URL of the picture shared links show; the site's default otherwise. */
  image?: string;
  /**
   * False on pages whose address is not known when the HTML is written (client-only routes, the 404
   * page): a canonical link there would name the shell ("/cursos/[id]/"), not the page.
   */
  canonical?: boolean;
  /** Pages search engines must not list (the /ensinos/ redirect). Implies no canonical link. */
  noindex?: boolean;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: Record<string, unknown>;
  /**
   * The page's languages (src/shared/page-language.ts): a page published in another language is in that
   * language (`lang`, `og:locale`, its feed); a page with reviewed versions names each, itself included,
   * and the Portuguese original as the one for every other language (Google's localized versions).
   */
  languages?: PageLanguages;
  children?: React.ReactNode;
}

const toAbsolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE.url}${pathOrUrl}`);

/** Everything a page puts in <head>, through Gatsby's Head API. */
export function Seo({
  title,
  description = SITE.description,
  pathname,
  type = "website",
  image = "/og-image.jpg",
  canonical = true,
  noindex = false,
  jsonLd,
  languages = {},
  children,
}: SeoProps) {
  const fullTitle = title ? `${title} | ${SITE.name}` : `${SITE.name}: ${SITE.slogan}`;
  const url = `${SITE.url}${pathname}`;
  const imageUrl = toAbsolute(image);
  const language = languages.translated?.texts.language;
  const original = languages.versions?.[0];
  return (
    <>
      <html lang={language?.htmlLang ?? SITE.lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical && !noindex ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && !noindex ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={language?.ogLocale ?? SITE.lang.replace("-", "_")} />
      {languages.versions?.map((version) => (
        <link key={version.hreflang} rel="alternate" hrefLang={version.hreflang} href={`${SITE.url}${version.path}`} />
      ))}
      {original ? <link rel="alternate" hrefLang="x-default" href={`${SITE.url}${original.path}`} /> : null}
      {language && languages.translated ? (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={languages.translated.texts.translation.feedTitle}
          href={`/${language.code}${ROUTES.feed}`}
        />
      ) : null}
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd)}</script> : null}
      {children}
    </>
  );
}

/** The Head of a page that needs only its title and description. */
export function pageHead(title: string, description: string): HeadFC {
  return function Head({ location }) {
    return <Seo title={title} description={description} pathname={location.pathname} />;
  };
}

/**
 * The Head of a template whose title, description and structured data come from its query's data and
 * its page's context: `describe` says them, or null when the query found no node; the page's languages
 * (its context's) are added to both (its `hreflang` links, its structured data's translations).
 */
export function dataHead<Data, Context = object>(
  describe: (data: Data, context: Context) => (Omit<SeoProps, "pathname"> & { translator?: string | null }) | null,
) {
  return function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
    const head = describe(data, pageContext);
    if (!head) return null;
    const { translator = null, jsonLd, ...seo } = head;
    const languages = languagesOf(pageContext);
    const described = jsonLd ? inLanguages(jsonLd, languages, translator) : undefined;
    return <Seo {...seo} jsonLd={described} languages={languages} pathname={location.pathname} />;
  };
}
