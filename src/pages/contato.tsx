import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { LoadingGate } from "../components/LoadingGate";
import { ContactForm } from "../components/ContactForm";
import { buttonClass } from "../components/LinkButton";
import { useFakeLoad } from "../hooks/useLoading";
import { CONTACT, SOCIAL_LINKS, WHATSAPP_CHAT_URL } from "../config/site";

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

export default function ContactPage(_props: PageProps) {
  const loading = useFakeLoad();
  return (
    <>
      <PageHero title="Contato" subtitle="Fale com a gente: será uma alegria ouvir você." />
      <LoadingGate loading={loading}>
        <div className="container contact-layout">
          <div className="contact-layout__aside">
            <section className="card" aria-labelledby="info-title">
              <h2 id="info-title" className="card__title">
                Informações de contato
              </h2>
              <dl className="contact-info">
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
            </section>

            <section className="card" aria-labelledby="social-title">
              <h2 id="social-title" className="card__title">
                Redes sociais
              </h2>
              <ul className="social-list">
                {SOCIAL_LINKS.map((social) => (
                  <li key={social.network} className="social-list__item">
                    <span>
                      <strong>{social.network}</strong>
                      <br />
                      <span className="social-list__handle">{social.handle}</span>
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
            </section>

            <section className="card" aria-labelledby="hours-title">
              <h2 id="hours-title" className="card__title">
                Horário de atendimento
              </h2>
              <p>{CONTACT.openingHours}</p>
              <p>{CONTACT.serviceMode}</p>
            </section>
          </div>
          <div className="card contact-layout__form">
            <ContactForm />
          </div>
        </div>
      </LoadingGate>
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Contato"
    description="Entre em contato com o instituto por WhatsApp, e-mail ou pelo formulário. Atendimento online de segunda a sexta, das 8h às 18h."
    pathname={location.pathname}
  />
);
