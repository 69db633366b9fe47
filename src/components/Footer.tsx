import React, { useSyncExternalStore } from "react";
import { BARRIER_SUBJECT, CONTACT, FOOTER_LINKS, NAV_ITEMS, ROUTES, SITE, type NavItem } from "../shared/site";
import { DONATIONS_LINK, FRAME } from "../shared/texts/frame";
import { Logo } from "./Logo";
import { LibrasControl } from "./LibrasControl";
import { FrameLink } from "./NavLinks";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import * as styles from "./Footer.module.css";

const noSubscription = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/** The site's other sections, after the navigation's entries among the quick links. */
const MORE_LINKS: readonly NavItem[] = [
  { label: FRAME.links[ROUTES.editions], href: ROUTES.editions },
  { label: FRAME.links[ROUTES.agenda], href: ROUTES.agenda },
];

/** Links of the site's own pages, each labelled in the page's language as the header's are. */
function LinkItems({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <li key={item.href}>
      <FrameLink item={item} />
    </li>
  ));
}

/**
 * The link to /apoie/, named in the page's language: rendered only where the build made the page
 * (src/globals.d.ts), so that elsewhere it is left out of every page's code, its words included.
 */
function DonationsLinkItem() {
  const { donationsLink } = useTexts("frame", DONATIONS_LINK);
  return <LinkItems items={[{ label: donationsLink, href: ROUTES.donations }]} />;
}

/**
 * The institute in a line, the quick links (with /apoie/ where the content has it), the contact,
 * accessibility (Libras on request, and the way to report a barrier), then the copyright with the links
 * about the site itself (FOOTER_LINKS). Libras (VLibras) signs Portuguese text: a page in another
 * language offers it not.
 */
export function Footer() {
  // The pre-rendered year is the build's, which React also uses while it hydrates (the server
  // snapshot, built into the bundle: a year read from the visitor's clock there would not match the
  // page in January); the visitor's clock corrects it right after, so a page built in December still
  // shows the right year in January.
  const year = useSyncExternalStore(noSubscription, currentYear, buildYear);
  const TEXTS = useTexts("frame", FRAME);
  const { translated } = usePageLanguage();
  const barrier: NavItem = { label: TEXTS.barrierLink, href: ROUTES.contactAbout(BARRIER_SUBJECT) };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className={styles.title}>
            <Logo size={32} /> {SITE.slogan}
          </h2>
          <p>{TEXTS.footerAbout}</p>
        </section>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className={styles.title}>
            {TEXTS.quickLinks}
          </h2>
          <ul>
            <LinkItems items={[...NAV_ITEMS, ...MORE_LINKS]} />
            {__DONATIONS_PAGE__ ? <DonationsLinkItem /> : null}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className={styles.title}>
            {TEXTS.contactTitle}
          </h2>
          <p>{TEXTS.contactText}</p>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            <br />
            WhatsApp: {CONTACT.whatsappDisplay}
          </p>
        </section>
        <section aria-labelledby="footer-access-title">
          <h2 id="footer-access-title" className={styles.title}>
            {TEXTS.accessibilityTitle}
          </h2>
          <p>
            {TEXTS.barrierQuestion} <FrameLink item={barrier} />.
          </p>
          {translated ? null : <LibrasControl />}
        </section>
      </div>
      <div className={styles.copyright}>
        <p>
          © {year} {SITE.name}. {TEXTS.rights}
        </p>
        <ul className={styles.siteLinks} aria-label={TEXTS.aboutSite}>
          <LinkItems items={FOOTER_LINKS} />
        </ul>
      </div>
    </footer>
  );
}
