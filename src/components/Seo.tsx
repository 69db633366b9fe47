import React from "react";
import type { HeadFC, HeadProps } from "gatsby";
import { SITE } from "../shared/site";

export interface SeoProps {
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
  /** The page's language (`lang`) and Open Graph locale, where it is not Portuguese (SeoInLanguages.tsx). */
  lang?: string;
  ogLocale?: string;
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
  lang = SITE.lang,
  ogLocale = SITE.lang.replace("-", "_"),
  children,
}: SeoProps) {
  const fullTitle = title ? `${title} | ${SITE.name}` : `${SITE.name}: ${SITE.slogan}`;
  const url = `${SITE.url}${pathname}`;
  const imageUrl = toAbsolute(image);
  return (
    <>
      <html lang={lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical && !noindex ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && !noindex ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={ogLocale} />
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
 * its page's context: `describe` says them, or null when the query found no node. For a kind a person
 * may translate, SeoInLanguages.tsx's `translatableHead` adds the page's languages.
 */
export function dataHead<Data, Context = object>(
  describe: (data: Data, context: Context) => Omit<SeoProps, "pathname"> | null,
) {
  return function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
    const head = describe(data, pageContext);
    return head ? <Seo {...head} pathname={location.pathname} /> : null;
  };
}
