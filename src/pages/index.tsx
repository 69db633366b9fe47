import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { LinkButton } from "../components/LinkButton";
import { FeatureCard } from "../components/FeatureCard";
import { Logo } from "../components/Logo";
import { CONTACT, ROUTES, SITE, SOCIAL_LINKS } from "../config/site";

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

export default function HomePage(_props: PageProps) {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <Logo size={88} className="hero__logo" />
          <h1 className="hero__title">{SITE.slogan}</h1>
          <p className="hero__lead">
            Um espaço de estudo e acolhimento para quem busca crescimento espiritual, autoconhecimento e uma vida guiada
            pelo amor e pela caridade.
          </p>
          <div className="button-row">
            <LinkButton to={ROUTES.teachings}>Explorar Ensinamentos</LinkButton>
            <LinkButton to={ROUTES.contact} variant="light">
              Entre em Contato
            </LinkButton>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="caminhos-title">
        <div className="container">
          <h2 id="caminhos-title" className="section__title">
            Caminhos para a sua evolução
          </h2>
          <p className="section__lead">Escolha por onde começar. Cada passo é uma oportunidade de aprender.</p>
          <div className="card-grid">
            {SECTIONS.map((section) => (
              <FeatureCard key={section.href} {...section} />
            ))}
          </div>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="missao-title">
        <div className="container narrow">
          <h2 id="missao-title" className="section__title">
            Nossa missão: amor e caridade
          </h2>
          <p>
            Acreditamos que todos estamos em evolução e que ninguém caminha sozinho. Nossa missão é estudar e divulgar a
            doutrina espírita com simplicidade, oferecendo conhecimento que consola, esclarece e convida à prática do
            bem.
          </p>
          <p>
            Fora da caridade não há salvação: por isso cada ensinamento, curso e livro aqui nasce do desejo de servir,
            de acolher quem sofre e de lembrar que o amor é a lei maior da vida.
          </p>
          <div className="button-row button-row--center">
            <LinkButton to={ROUTES.contact}>Fale com a Gente</LinkButton>
            <LinkButton to={ROUTES.teachings} variant="outline">
              Conheça os Ensinamentos
            </LinkButton>
          </div>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container narrow">
          <h2 id="cta-title" className="cta__title">
            Comece hoje a sua jornada
          </h2>
          <p className="cta__text">O primeiro passo é o mais importante. Estamos aqui para caminhar com você.</p>
          <div className="button-row button-row--center">
            <LinkButton to={ROUTES.startNow} variant="light">
              Comece Agora
            </LinkButton>
            <LinkButton to={ROUTES.contact} variant="outline">
              Fale Conosco
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}

const ORGANIZATION = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: SITE.name,
  slogan: SITE.slogan,
  description: SITE.description,
  url: `${SITE.url}/`,
  logo: `${SITE.url}/icon-512.png`,
  email: CONTACT.email,
  sameAs: SOCIAL_LINKS.map((social) => social.url),
};

export const Head: HeadFC = ({ location }) => <Seo pathname={location.pathname} jsonLd={ORGANIZATION} />;
