import React from "react";
import type { PageProps } from "gatsby";
import { pageHead } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { LoadingGate } from "../components/LoadingGate";
import { ContactForm } from "../components/ContactForm";
import { buttonClass } from "../components/Button";
import { Card, CardTitle } from "../components/Card";
import { useFakeLoad } from "../hooks/useLoading";
import { CONTACT } from "../shared/site";
import { SOCIAL_LINKS, WHATSAPP_CHAT_URL } from "../shared/social";
import * as styles from "./contato.module.css";

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

export default function ContactPage(_props: PageProps) {
  const loading = useFakeLoad();
  return (
    // docs/behaviour.md: States: the page loads for 1 s, then its content, the banner included.
    <LoadingGate loading={loading}>
      <PageHero title="Contato" subtitle="Fale com a gente: será uma alegria ouvir você." />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <Card as="section" aria-labelledby="info-title">
            <CardTitle id="info-title">Informações de contato</CardTitle>
            <dl className={styles.info}>
              <dt>WhatsApp</dt>
              <dd>{CONTACT.whatsappDisplay}</dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </dd>
            </dl>
            <a href={WHATSAPP_CHAT_URL} className={buttonClass("primary")} {...NEW_TAB}>
              Chat no WhatsApp<span className="visually-hidden"> (abre em nova aba)</span>
            </a>
          </Card>

          <Card as="section" aria-labelledby="social-title">
            <CardTitle id="social-title">Redes sociais</CardTitle>
            <ul className={styles.socials}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network} className={styles.social}>
                  <span>
                    <strong>{social.network}</strong>
                    <br />
                    <span className={styles.handle}>{social.handle}</span>
                  </span>
                  <a
                    href={social.url}
                    className={buttonClass("outline")}
                    aria-label={`Seguir no ${social.network} (abre em nova aba)`}
                    {...NEW_TAB}
                  >
                    Seguir
                  </a>
                </li>
              ))}
            </ul>
          </Card>

          <Card as="section" aria-labelledby="hours-title">
            <CardTitle id="hours-title">Horário de atendimento</CardTitle>
            <p>{CONTACT.openingHours}</p>
            <p>{CONTACT.serviceMode}</p>
          </Card>
        </div>
        <Card>
          <ContactForm />
        </Card>
      </div>
    </LoadingGate>
  );
}

export const Head = pageHead(
  "Contato",
  "Entre em contato com o instituto por WhatsApp, e-mail ou pelo formulário. Atendimento online de segunda a sexta, das 8h às 18h.",
);
