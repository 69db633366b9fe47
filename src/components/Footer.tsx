import React, { useSyncExternalStore } from "react";
import { Link } from "gatsby";
import {
  BARRIER_SUBJECT,
  CONTACT,
  FOOTER_LINKS,
  NAV_ITEMS,
  ROUTES,
  SITE,
  navLabel,
  navLabelLang,
  type NavItem,
} from "../shared/site";
import { Logo } from "./Logo";
import { LibrasControl } from "./LibrasControl";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import * as styles from "./Footer.module.css";

const noSubscription = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/** Links of the site's own pages, each labelled in the page's language as the header's are. */
function LinkItems({ items, isSource }: { items: readonly NavItem[]; isSource: boolean }) {
  return items.map((item) => (
    <li key={item.href}>
      <Link to={item.href} lang={navLabelLang(item, isSource)}>
        {navLabel(item, isSource)}
      </Link>
    </li>
  ));
}

/**
 * The institute in a line, the quick links (with /apoie/ where the content has it), the contact, accessibility (Libras on request, and the way
 * to report a barrier), then the copyright with the links about the site itself (FOOTER_LINKS).
 */
export function Footer() {
  // The pre-rendered year is the build's, which React also uses while it hydrates (the server
  // snapshot, built into the bundle: a year read from the visitor's clock there would not match the
  // page in January); the visitor's clock corrects it right after, so a page built in December still
  // shows the right year in January.
  const year = useSyncExternalStore(noSubscription, currentYear, buildYear);
  const isSource = useIsSourceLanguage();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className={styles.title}>
            <Logo size={32} /> {SITE.slogan}
          </h2>
          <p>
            Instituto dedicado ao estudo e à divulgação da doutrina espírita, promovendo o amor, a caridade e o
            autoconhecimento como caminhos de evolução espiritual.
          </p>
        </section>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className={styles.title}>
            Links Rápidos
          </h2>
          <ul>
            <LinkItems items={NAV_ITEMS} isSource={isSource} />
            <li>
              <Link to={ROUTES.editions}>Boletins</Link>
            </li>
            <li>
              <Link to={ROUTES.agenda}>Agenda</Link>
            </li>
            {/* Only where the build made /apoie/ (src/globals.d.ts): otherwise left out of every page's code too. */}
            {__DONATIONS_PAGE__ ? (
              <li>
                <Link to={ROUTES.donations}>Apoie o instituto</Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className={styles.title}>
            Contato
          </h2>
          <p>Estamos aqui para acolher suas dúvidas e caminhar ao seu lado.</p>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            <br />
            WhatsApp: {CONTACT.whatsappDisplay}
          </p>
        </section>
        <section aria-labelledby="footer-access-title">
          <h2 id="footer-access-title" className={styles.title}>
            Acessibilidade
          </h2>
          <p>
            Encontrou uma barreira no site? <Link to={ROUTES.contactAbout(BARRIER_SUBJECT)}>Conte para nós</Link>.
          </p>
          <LibrasControl />
        </section>
      </div>
      <div className={styles.copyright}>
        <p>
          © {year} {SITE.name}. Todos os direitos reservados.
        </p>
        <ul className={styles.siteLinks} aria-label="Sobre o site">
          <LinkItems items={FOOTER_LINKS} isSource={isSource} />
        </ul>
      </div>
    </footer>
  );
}
