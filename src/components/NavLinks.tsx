import React from "react";
import { Link } from "gatsby";
import { NAV_ITEMS, navLabel, navLabelLang } from "../shared/site";
import { isActivePath } from "../shared/paths";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import * as styles from "./NavLinks.module.css";
import { classNames } from "./class-names";

interface NavLinksProps {
  currentPath: string;
  className: string;
  onNavigate?: () => void;
}

/** The main navigation entries, with the current section marked (docs/behaviour.md: Screens Shared layout). */
export function NavLinks({ currentPath, className, onNavigate }: NavLinksProps) {
  const isSource = useIsSourceLanguage();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = isActivePath(currentPath, item.href, item.alsoActiveOn);
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              className={classNames(styles.link, active && styles.active)}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              lang={navLabelLang(item, isSource)}
            >
              {navLabel(item, isSource)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
