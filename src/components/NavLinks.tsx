import React from "react";
import { Link } from "gatsby";
import { NAV_ITEMS } from "../config/site";
import { isActivePath } from "../lib/paths";
import { useIsSourceLanguage } from "../hooks/useLanguage";

interface NavLinksProps {
  currentPath: string;
  className: string;
  onNavigate?: () => void;
}

/** The main navigation entries, with the current section marked (SPEC §2 Shared layout). */
export function NavLinks({ currentPath, className, onNavigate }: NavLinksProps) {
  const isSource = useIsSourceLanguage();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = isActivePath(currentPath, item.href, item.alsoActiveOn);
        // SPEC: the home entry reads "Home" when the page is not in Portuguese.
        const label = item.href === "/" && !isSource ? "Home" : item.label;
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              className={active ? "nav-link nav-link--active" : "nav-link"}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
