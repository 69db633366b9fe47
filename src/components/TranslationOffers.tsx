import React from "react";
import { OFFER_MARK } from "../shared/language-choice";
import { OFFER_SCRIPT, OFFER_STYLE_ID } from "../shared/offer-script";
import type { Offer } from "../shared/page-language";
import { SITE } from "../shared/site";
import { useLanguage } from "../hooks/useLanguage";
import * as styles from "./TranslationOffers.module.css";

/**
 * At the top of a Portuguese page that has reviewed versions (docs/translation.md, "Reviewed
 * translations"): to a visitor whose stored choice is one of their languages, the line that offers that
 * version, in that language and kept from the widget (`translate="no"`); never a redirect. The inline
 * script after the lines shows the right one before the first paint; React, once hydrated, shows the same
 * from the stored choice and removes the script's stylesheet.
 */
export function TranslationOffers({ offers }: { offers: readonly Offer[] }) {
  // 'pt' while hydrating (the pre-rendered page knows no visitor), then the stored choice.
  const { language } = useLanguage();
  React.useEffect(() => {
    if (language !== SITE.sourceLanguage) document.getElementById(OFFER_STYLE_ID)?.remove();
  }, [language]);
  return (
    <div className={styles.offers} data-pagefind-ignore>
      {offers.map((offer) => (
        <p
          key={offer.code}
          lang={offer.hreflang}
          translate="no"
          className={`${styles.offer} notranslate`}
          hidden={language !== offer.code}
          {...{ [OFFER_MARK]: offer.code }}
        >
          {offer.text}{" "}
          <a href={offer.path} hrefLang={offer.hreflang} className={styles.link}>
            {offer.link}
          </a>
        </p>
      ))}
      <script dangerouslySetInnerHTML={{ __html: OFFER_SCRIPT }} />
    </div>
  );
}
