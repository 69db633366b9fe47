import React from "react";
import * as styles from "./PageHero.module.css";
import { Container } from "./Container";

interface PageHeroProps {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}

/** The gold banner at the top of each section page, holding its single <h1>. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <Container>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </Container>
    </section>
  );
}
