import React from "react";
import { Link } from "gatsby";
import { NAV_ITEMS, SITE, navLabel, navLabelLang, type NavItem } from "../shared/site";
import { frameHref, sourcePath } from "../shared/page-language";
import { isActivePath } from "../shared/paths";
import { FRAME } from "../shared/texts/frame";
import { TRANSLATION } from "../shared/texts/translation";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import * as styles from "./NavLinks.module.css";
import { classNames } from "./class-names";

interface FrameLinkProps {
  item: NavItem;
  className?: string;
  active?: boolean;
  onNavigate?: () => void;
}

/**
 * A link of the frame (the navigation, the footer), in the page's language. On a page published in
 * another language it leads to that language's page where there is one (its home), else to the
 * Portuguese page, loaded anew (a page in another language is never swapped in by the router) and marked
 * so (its `hreflang`, and for a screen reader the words '(in Portuguese)'). On a Portuguese page, the
 * spec's labels ('Home' while the widget shows another language).
 */
export function FrameLink({ item, className, active = false, onNavigate }: FrameLinkProps) {
  const page = usePageLanguage();
  const frame = useTexts("frame", FRAME);
  const translation = useTexts("translation", TRANSLATION);
  const isSource = useIsSourceLanguage();
  const current = active ? "page" : undefined;
  if (!page.translated)
    return (
      <Link
        to={item.href}
        className={className}
        aria-current={current}
        onClick={onNavigate}
        lang={navLabelLang(item, isSource)}
      >
        {navLabel(item, isSource)}
      </Link>
    );
  const labels: Readonly<Record<string, string>> = frame.links;
  const label = labels[item.href] ?? item.label;
  const { href, inSource } = frameHref(page.code, item.href);
  if (!inSource)
    return (
      <Link to={href} className={className} aria-current={current} onClick={onNavigate}>
        {label}
      </Link>
    );
  return (
    <a href={href} hrefLang={SITE.lang} className={className} aria-current={current} onClick={onNavigate}>
      {label}
      <span className="visually-hidden"> {translation.inPortuguese}</span>
    </a>
  );
}

interface NavLinksProps {
  currentPath: string;
  className: string;
  onNavigate?: () => void;
}

/** The main navigation entries, with the current section marked (docs/behaviour.md: Screens Shared layout). */
export function NavLinks({ currentPath, className, onNavigate }: NavLinksProps) {
  const page = usePageLanguage();
  // A page of another language belongs to its original's section, its home to the home's.
  const path = page.translated ? sourcePath(currentPath) : currentPath;
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = isActivePath(path, item.href, item.alsoActiveOn);
        return (
          <li key={item.href}>
            <FrameLink
              item={item}
              className={classNames(styles.link, active && styles.active)}
              active={active}
              onNavigate={onNavigate}
            />
          </li>
        );
      })}
    </ul>
  );
}
