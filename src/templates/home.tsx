import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { ButtonRow, LinkButton } from "../components/Button";
import {
  CallToAction,
  CallToActionText,
  CallToActionTitle,
  CardGrid,
  Section,
  SectionLead,
  SectionTitle,
} from "../components/Section";
import { FeatureCard } from "../components/FeatureCard";
import { Logo } from "../components/Logo";
import { CONTACT, ROUTES, SITE } from "../shared/site";
import { SOCIAL_LINKS } from "../shared/social";
import { DONATE_ACTION, INSTITUTE } from "../shared/structured-data/institute";
import * as styles from "./home.module.css";
import { Container } from "../components/Container";
import { NextEvents } from "../components/AgendaList";
import { DonationsInvite } from "../components/DonationsInvite";
import type { HomePageContext } from "../shared/home";

const SECTIONS = [
  {
    icon: "book",
    title: "Ensinamentos",
    text: "Reflexões sobre a vida, o amor e a evolução do espírito para iluminar o seu dia a dia.",
    href: ROUTES.teachings,
    linkLabel: "Ver ensinamentos",
  },
  {
    icon: "cap",
    title: "Cursos",
    text: "Estudos guiados, do primeiro passo ao aprofundamento, para quem deseja crescer com método.",
    href: ROUTES.courses,
    linkLabel: "Ver cursos",
  },
  {
    icon: "library",
    title: "Livros",
    text: "Obras digitais para ler com calma e levar consigo as lições que transformam.",
    href: ROUTES.books,
    linkLabel: "Ver livros",
  },
] as const;

/**
 * The home page, made by src/buildtime/hooks/create-pages.ts with what each feature adds to it in its
 * context (src/shared/home.ts): the agenda's next three, and the block that leads to /apoie/ when the
 * content has that page.
 */
export default function HomePage({ pageContext }: PageProps<object, HomePageContext>) {
  const agenda = pageContext.agenda;
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <Logo size={88} />
          <h1 className={styles.title}>{SITE.slogan}</h1>
          <p className={styles.lead}>
            Um espaço de estudo e acolhimento para quem busca crescimento espiritual, autoconhecimento e uma vida guiada
            pelo amor e pela caridade.
          </p>
          <ButtonRow center>
            <LinkButton to={ROUTES.teachings}>Explorar Ensinamentos</LinkButton>
            <LinkButton to={ROUTES.contact} variant="light">
              Entre em Contato
            </LinkButton>
          </ButtonRow>
        </div>
      </section>

      <Section aria-labelledby="caminhos-title">
        <Container>
          <SectionTitle id="caminhos-title">Caminhos para a sua evolução</SectionTitle>
          <SectionLead>Escolha por onde começar. Cada passo é uma oportunidade de aprender.</SectionLead>
          <CardGrid>
            {SECTIONS.map((section) => (
              <FeatureCard key={section.href} {...section} />
            ))}
          </CardGrid>
        </Container>
      </Section>

      {agenda && agenda.items.length > 0 ? <NextEvents listing={agenda} /> : null}

      <Section tinted aria-labelledby="missao-title">
        <Container narrow>
          <SectionTitle id="missao-title">Nossa missão: amor e caridade</SectionTitle>
          <p>
            Acreditamos que todos estamos em evolução e que ninguém caminha sozinho. Nossa missão é estudar e divulgar a
            doutrina espírita com simplicidade, oferecendo conhecimento que consola, esclarece e convida à prática do
            bem.
          </p>
          <p>
            Fora da caridade não há salvação: por isso cada ensinamento, curso e livro aqui nasce do desejo de servir,
            de acolher quem sofre e de lembrar que o amor é a lei maior da vida.
          </p>
          <ButtonRow center>
            <LinkButton to={ROUTES.contact}>Fale com a Gente</LinkButton>
            <LinkButton to={ROUTES.teachings} variant="outline">
              Conheça os Ensinamentos
            </LinkButton>
          </ButtonRow>
        </Container>
      </Section>

      {pageContext.donations ? (
        <div className={styles.support}>
          <Container narrow>
            <DonationsInvite />
          </Container>
        </div>
      ) : null}

      <CallToAction aria-labelledby="cta-title">
        <Container narrow>
          <CallToActionTitle id="cta-title">Comece hoje a sua jornada</CallToActionTitle>
          <CallToActionText>
            O primeiro passo é o mais importante. Estamos aqui para caminhar com você.
          </CallToActionText>
          <ButtonRow center>
            <LinkButton to={ROUTES.startNow} variant="light">
              Comece Agora
            </LinkButton>
            <LinkButton to={ROUTES.contact} variant="outlineInk">
              Fale Conosco
            </LinkButton>
          </ButtonRow>
        </Container>
      </CallToAction>
    </>
  );
}

const ORGANIZATION = {
  "@context": "https://schema.org",
  ...INSTITUTE,
  slogan: SITE.slogan,
  description: SITE.description,
  email: CONTACT.email,
  sameAs: SOCIAL_LINKS.map((social) => social.url),
};

/** The institute, and the way to give to it when the content has that page (src/shared/structured-data/). */
export const Head: HeadFC<object, HomePageContext> = ({ location, pageContext }) => (
  <Seo
    pathname={location.pathname}
    jsonLd={pageContext.donations ? { ...ORGANIZATION, potentialAction: DONATE_ACTION } : ORGANIZATION}
  />
);
