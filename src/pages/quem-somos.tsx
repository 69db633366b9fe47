import React from "react";
import type { PageProps } from "gatsby";
import { pageHead } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { ButtonRow, InertButton } from "../components/Button";
import { Card, CardText, CardTitle } from "../components/Card";
import { DonationsInvite } from "../components/DonationsInvite";
import { STATS } from "../shared/catalogue";
import * as styles from "./quem-somos.module.css";

const VALUES = [
  { title: "Amor e caridade", text: "O amor ao próximo em ações concretas, sem esperar nada em troca." },
  { title: "Respeito à diversidade", text: "Cada pessoa tem a sua história e o seu tempo; todos são bem-vindos." },
  { title: "Busca do conhecimento", text: "Estudo sério e contínuo, unindo razão e sentimento." },
  { title: "Transparência e ética", text: "Clareza no que fazemos e coerência entre o que ensinamos e vivemos." },
  { title: "Harmonia com a natureza", text: "Cuidar da criação é também cuidar do espírito." },
] as const;

export default function AboutPage(_props: PageProps) {
  return (
    <>
      <PageHero title="Quem Somos" subtitle="Uma comunidade unida pelo estudo, pelo amor e pela vontade de evoluir." />
      <div className={styles.sections}>
        <section aria-labelledby="historia-title">
          <h2 id="historia-title">Nossa História</h2>
          <p>
            O instituto nasceu de um pequeno grupo de estudos que se reunia para ler e conversar sobre as obras
            espíritas. Com o tempo, as conversas se tornaram encontros abertos, os encontros ganharam o mundo digital e
            o grupo se transformou em um espaço de aprendizado para pessoas de muitos lugares.
          </p>
        </section>

        <section aria-labelledby="missao-title">
          <h2 id="missao-title">Nossa Missão</h2>
          <p>
            Estudar e divulgar a doutrina espírita de forma simples e acolhedora, oferecendo ensinamentos, cursos e
            livros que ajudem cada pessoa a conhecer a si mesma e a viver com mais amor e caridade.
          </p>
        </section>

        <section aria-labelledby="visao-title">
          <h2 id="visao-title">Nossa Visão</h2>
          <p>
            Ser uma referência de estudo espiritual acessível a todos, em qualquer idioma, contribuindo para um mundo
            mais fraterno, em que a evolução seja um caminho compartilhado.
          </p>
        </section>

        <section aria-labelledby="valores-title">
          <h2 id="valores-title">Nossos Valores</h2>
          <ul className={styles.values}>
            {VALUES.map((value) => (
              <Card as="li" key={value.title}>
                <CardTitle as="h3">{value.title}</CardTitle>
                <CardText>{value.text}</CardText>
              </Card>
            ))}
          </ul>
        </section>

        <section aria-labelledby="comunidade-title">
          <h2 id="comunidade-title">Nossa Comunidade</h2>
          <p>
            Somos uma comunidade de mais de {STATS.students} estudantes em mais de {STATS.countries} países:
            trabalhadores voluntários e amigos que compartilham a mesma busca e aprendem juntos, cada um com a sua
            cultura e a sua história.
          </p>
          <ul className={styles.stats} aria-label="A comunidade em números">
            <li className={styles.stat}>
              <span className={styles.statNumber}>{STATS.students}+</span>
              <span className={styles.statLabel}>estudantes</span>
            </li>
            <li className={styles.stat}>
              <span className={styles.statNumber}>{STATS.countries}+</span>
              <span className={styles.statLabel}>países</span>
            </li>
          </ul>
        </section>

        <section aria-labelledby="natureza-title">
          <h2 id="natureza-title">Conexão com a Natureza</h2>
          <p>
            A natureza é uma grande mestra: ensina a paciência das estações, a generosidade da terra e a renovação
            constante da vida. Em nossos estudos e encontros, valorizamos o contato com ela como fonte de equilíbrio e
            de prece.
          </p>
        </section>

        {/* Only where the build made /apoie/ (src/globals.d.ts): otherwise left out of the page's code too. */}
        {__DONATIONS_PAGE__ ? <DonationsInvite /> : null}

        <section className={styles.join} aria-labelledby="jornada-title">
          <h2 id="jornada-title">Junte-se à Nossa Jornada</h2>
          <p>Há lugar para você nesta caminhada. Venha estudar, servir e crescer conosco.</p>
          <ButtonRow center>
            <InertButton>Quero Participar</InertButton>
            <InertButton variant="outline">Saiba Mais</InertButton>
          </ButtonRow>
        </section>
      </div>
    </>
  );
}

export const Head = pageHead(
  "Quem Somos",
  "Conheça a história, a missão, a visão e os valores do instituto e a nossa comunidade de estudantes em mais de 50 países.",
);
