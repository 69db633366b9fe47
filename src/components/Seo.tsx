import React from "react";
import { SITE } from "../config/site";

interface SeoProps {
  /** Page title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** Path of the page, for the canonical link. */
  pathname: string;
  /** Open Graph type: 'article' on teachings. */
  type?: "website" | "article";
  children?: React.ReactNode;
}

/** Everything a page puts in <head>, through Gatsby's Head API. */
export function Seo({ title, description = SITE.description, pathname, type = "website", children }: SeoProps) {
  const fullTitle = title ? `${title} | ${SITE.name}` : `${SITE.name}: ${SITE.slogan}`;
  const url = `${SITE.url}${pathname}`;
  return (
    <>
      <html lang={SITE.lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#8a5a00" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  );
}
