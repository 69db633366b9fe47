import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { Logo } from "./Logo";
import { NavLinks } from "./NavLinks";
import { LanguageSelector } from "./LanguageSelector";
import { ThemeToggle } from "./ThemeToggle";
import { ROUTES, SITE } from "../shared/site";
import { FRAME } from "../shared/texts/frame";
import { format } from "../shared/texts/format";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import { pathIn } from "../shared/page-language";
import * as styles from "./Header.module.css";
import { Container } from "./Container";

interface HeaderProps {
  currentPath: string;
}

const MENU_ID = "mobile-menu";

/** Whether the browser opens popovers itself (Chrome 114, Safari 17, Firefox 125 and later). */
const hasPopovers = (element: HTMLElement) => typeof element.showPopover === "function";

const isOpen = (element: HTMLElement) => hasPopovers(element) && element.matches(":popover-open");

function hideMenu(menu: HTMLElement | null) {
  if (menu && isOpen(menu)) menu.hidePopover();
}

/**
 * The mobile menu is the platform's popover, opened and closed by its toggle's `popovertarget`: a tap
 * works from the first paint, before the page's code has run and without it, and the browser closes
 * it on Escape (focus back on the toggle) and on a tap outside. Once the code runs it reads the state
 * the menu is in, follows it, and closes the menu when a link is followed or the page changes.
 */
export function Header({ currentPath }: HeaderProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  // Unknown (null) until the code runs: the pre-rendered toggle says nothing it could not keep true.
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  // Only where the browser has no popovers: the code opens the menu itself.
  const [fallbackOpen, setFallbackOpen] = useState(false);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    const follow = () => setMenuOpen(isOpen(menu));
    follow();
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);

  // Where the code opens the menu itself, Escape closes it as the browser's popover would.
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!fallbackOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setFallbackOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [fallbackOpen]);

  const closeMenu = () => {
    hideMenu(menuRef.current);
    setFallbackOpen(false);
  };

  // The menu is open on the page it was opened on: a route change (back button included) never
  // leaves it open over the new page. The page it was opened on before the code ran keeps it.
  const menuPath = useRef(currentPath);
  useEffect(() => {
    if (menuPath.current === currentPath) return;
    menuPath.current = currentPath;
    hideMenu(menuRef.current);
    setFallbackOpen(false);
  }, [currentPath]);

  const open = menuOpen === true || fallbackOpen;
  const TEXTS = useTexts("frame", FRAME);
  // The home and the search a page in another language leads to are its language's (every such language has both).
  const { translated } = usePageLanguage();
  const inPageLanguage = (path: string) => (translated ? pathIn(translated.code, path) : path);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          to={inPageLanguage(ROUTES.home)}
          className={styles.brand}
          aria-label={format(TEXTS.homeLink, { site: SITE.name })}
        >
          <Logo size={40} />
          <span aria-hidden="true">{SITE.slogan}</span>
        </Link>
        <nav className={styles.nav} aria-label={TEXTS.mainNavigation}>
          <NavLinks currentPath={currentPath} className={styles.navList} />
        </nav>
        <div className={styles.language}>
          <LanguageSelector />
          <ThemeToggle />
        </div>
        <Link
          to={inPageLanguage(ROUTES.search)}
          className={styles.search}
          aria-label={TEXTS.search}
          title={TEXTS.search}
        >
          <span className={styles.searchIcon} aria-hidden="true" />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          popoverTarget={MENU_ID}
          aria-expanded={menuOpen === null ? undefined : open}
          aria-controls={MENU_ID}
          aria-label={open ? TEXTS.closeMenu : TEXTS.openMenu}
          onClick={() => {
            if (menuRef.current && !hasPopovers(menuRef.current)) setFallbackOpen(!fallbackOpen);
          }}
        >
          <span className={styles.menuBar} aria-hidden="true" />
          <span className={styles.menuBar} aria-hidden="true" />
          <span className={styles.menuBar} aria-hidden="true" />
        </button>
      </div>
      <div
        id={MENU_ID}
        ref={menuRef}
        popover="auto"
        className={styles.mobileMenu}
        data-open={fallbackOpen ? "" : undefined}
      >
        <Container as="nav" aria-label={TEXTS.mobileNavigation}>
          <NavLinks currentPath={currentPath} className={styles.mobileList} onNavigate={closeMenu} />
          <div className={styles.mobileControls}>
            <LanguageSelector onSelect={closeMenu} listAlign="start" />
            <ThemeToggle showLabel />
          </div>
        </Container>
      </div>
    </header>
  );
}
