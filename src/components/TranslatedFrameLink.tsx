import React from "react";
import { Link } from "gatsby";
import { SITE, type NavItem, type ReviewedLanguage } from "../shared/site";
import { frameHref } from "../shared/language-paths";
import type { Catalogue } from "../shared/texts/catalogue";

export interface TranslatedFrameLinkProps {
  item: NavItem;
  /** The page's language code and catalogue (src/shared/page-language.ts). */
  code: ReviewedLanguage;
  texts: Catalogue;
  className?: string;
  active?: boolean;
  onNavigate?: () => void;
}

/**
 * A link of the frame on a page published in another language (NavLinks.tsx, FrameLink): to that
 * language's page where there is one (its home, its search), else to the Portuguese page, loaded anew (a
 * page in another language is never swapped in by the router) and marked so (its `hreflang`, and for a
 * screen reader the words '(in Portuguese)'). Only those pages run it, so it comes in a chunk of its own.
 */
export function TranslatedFrameLink({
  item,
  code,
  texts,
  className,
  active = false,
  onNavigate,
}: TranslatedFrameLinkProps) {
  const current = active ? "page" : undefined;
  const labels: Readonly<Record<string, string>> = texts.frame.links;
  const label = labels[item.href] ?? item.label;
  const { href, inSource } = frameHref(code, item.href);
  if (!inSource)
    return (
      <Link to={href} className={className} aria-current={current} onClick={onNavigate}>
        {label}
      </Link>
    );
  return (
    <a href={href} hrefLang={SITE.lang} className={className} aria-current={current} onClick={onNavigate}>
      {label}
      <span className="visually-hidden"> {texts.translation.inPortuguese}</span>
    </a>
  );
}
