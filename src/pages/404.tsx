import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { ButtonRow, LinkButton } from "../components/Button";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/site";
import { Section, SectionTitle } from "../components/Section";
import * as styles from "./404.module.css";
import { Container } from "../components/Container";

export default function NotFoundPage(_props: PageProps) {
  return (
    <Section className={styles.notFound}>
      <Container narrow>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <SectionTitle as="h1">{TEXTS.pageNotFound}</SectionTitle>
        <p>O endereço que você procurou não existe ou foi movido.</p>
        <ButtonRow center>
          <LinkButton to={ROUTES.home}>Voltar ao início</LinkButton>
        </ButtonRow>
      </Container>
    </Section>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TEXTS.pageNotFound} pathname={location.pathname} canonical={false} />
);
