import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { Logo } from "./Logo";
import { NavLinks } from "./NavLinks";
import { LanguageSelector } from "./LanguageSelector";
import { ThemeToggle } from "./ThemeToggle";
import { ROUTES, SITE } from "../shared/site";
import * as styles from "./Header.module.css";
import { Container } from "./Container";

interface HeaderProps {
  currentPath: string;
}

export function Header({ currentPath }: HeaderProps) {
  // The menu is open on the page it was opened on: a route change (back button included) never
  // leaves it open over the new page.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === currentPath;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? currentPath : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the mobile menu from anywhere and gives focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        setOpenOnPath(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`${SITE.name}: página inicial`}>
          <Logo size={40} />
          <span aria-hidden="true">{SITE.slogan}</span>
        </Link>
        <nav className={styles.nav} aria-label="Navegação principal">
          <NavLinks currentPath={currentPath} className={styles.navList} />
        </nav>
        <div className={styles.language}>
          <LanguageSelector />
          <ThemeToggle />
        </div>
        <Link to={ROUTES.search} className={styles.search} aria-label="Buscar" title="Buscar">
          <span className={styles.searchIcon} aria-hidden="true" />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Fechar menu" : "Abrir menu"}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className={styles.menuBar} aria-hidden="true" />
          <span className={styles.menuBar} aria-hidden="true" />
          <span className={styles.menuBar} aria-hidden="true" />
        </button>
      </div>
      <div id="mobile-menu" className={styles.mobileMenu} hidden={!menuOpen}>
        <Container as="nav" aria-label="Navegação móvel">
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
