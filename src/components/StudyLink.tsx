import React from "react";
import { Link } from "gatsby";
import { SITE } from "../shared/site";

/** The address of a page a study page links to, and whether it is a Portuguese page seen from another language's. */
export interface StudyTarget {
  path: string;
  inSource?: boolean;
}

type StudyLinkProps = StudyTarget & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "ref">;

/**
 * A link of a study page: by the router within the page's language, or, to a Portuguese page from a
 * page published in another language, loaded anew and marked as in Portuguese (its `hreflang`).
 */
export function StudyLink({ path, inSource = false, children, ...rest }: StudyLinkProps) {
  return inSource ? (
    <a href={path} hrefLang={SITE.lang} {...rest}>
      {children}
    </a>
  ) : (
    <Link to={path} {...rest}>
      {children}
    </Link>
  );
}
