import React, { Suspense, lazy } from "react";
import { Link } from "gatsby";
import { NAV_ITEMS, navLabel, navLabelLang, type NavItem } from "../shared/site";
import { sourcePath } from "../shared/page-language";
import { isActivePath } from "../shared/paths";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import { usePageLanguage } from "../hooks/usePageLanguage";
import * as styles from "./NavLinks.module.css";
import { classNames } from "./class-names";

interface FrameLinkProps {
  item: NavItem;
  className?: string;
  active?: boolean;
  onNavigate?: () => void;
}

/** The link of a page published in another language: code only those pages run, downloaded by them alone. */
const TranslatedFrameLink = lazy(() =>
  import(/* webpackChunkName: "page-translations" */ "./TranslatedFrameLink").then((module) => ({
    default: module.TranslatedFrameLink,
  })),
);

/**
 * A link of the frame (the navigation, the footer), in the page's language: on a Portuguese page, the
 * spec's labels ('Home' while the widget shows another language); on a page published in another
 * language, that language's (TranslatedFrameLink.tsx), pre-rendered and hydrated once its code comes.
 */
export function FrameLink({ item, className, active = false, onNavigate }: FrameLinkProps) {
  const page = usePageLanguage();
  const isSource = useIsSourceLanguage();
  if (page.translated)
    return (
      <Suspense fallback={null}>
        <TranslatedFrameLink
          item={item}
          code={page.translated.code}
          texts={page.translated.texts}
          className={className}
          active={active}
          onNavigate={onNavigate}
        />
      </Suspense>
    );
  return (
    <Link
      to={item.href}
      className={className}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
      lang={navLabelLang(item, isSource)}
    >
      {navLabel(item, isSource)}
    </Link>
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
  const path = page.translated ? sourcePath(currentPath, page.translated.code) : currentPath;
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
