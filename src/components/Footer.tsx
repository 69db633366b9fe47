import React, { useSyncExternalStore } from "react";
import { Link } from "gatsby";
import { CONTACT, NAV_ITEMS, ROUTES, SITE, navLabel } from "../shared/site";
import { Logo } from "./Logo";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import * as styles from "./Footer.module.css";

const BUILD_YEAR = new Date().getFullYear();
const noSubscription = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => BUILD_YEAR;

export function Footer() {
  // The pre-rendered year is the build's, which React also uses while it hydrates (the server
  // snapshot); the visitor's clock corrects it right after, so a page built in December still shows
  // the right year in January.
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
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{navLabel(item, isSource)}</Link>
              </li>
            ))}
            <li>
              <Link to={ROUTES.editions}>Boletins</Link>
            </li>
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
      </div>
      <p className={styles.copyright}>
        © {year} {SITE.name}. Todos os direitos reservados. <Link to={ROUTES.privacy}>Política de Privacidade</Link>
      </p>
    </footer>
  );
}
