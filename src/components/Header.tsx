import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { Logo } from "./Logo";
import { NavLinks } from "./NavLinks";
import { LanguageSelector } from "./LanguageSelector";
import { SITE } from "../config/site";

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
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-header__brand" aria-label={`${SITE.name}: página inicial`}>
          <Logo size={40} />
          <span className="site-header__name" aria-hidden="true">
            {SITE.slogan}
          </span>
        </Link>
        <nav className="site-nav" aria-label="Navegação principal">
          <NavLinks currentPath={currentPath} className="site-nav__list" />
        </nav>
        <div className="site-header__language">
          <LanguageSelector />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Fechar menu" : "Abrir menu"}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-toggle__bar" aria-hidden="true" />
          <span className="menu-toggle__bar" aria-hidden="true" />
          <span className="menu-toggle__bar" aria-hidden="true" />
        </button>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <nav aria-label="Navegação móvel" className="container">
          <NavLinks currentPath={currentPath} className="mobile-menu__list" onNavigate={closeMenu} />
          <LanguageSelector onSelect={closeMenu} />
        </nav>
      </div>
    </header>
  );
}
