import React from "react";
import { ButtonRow, LinkButton } from "./Button";
import { Section, SectionTitle } from "./Section";
import * as styles from "./UnderDevelopment.module.css";

interface UnderDevelopmentProps {
  title: string;
  backTo: string;
  backLabel: string;
}

/** Placeholder for the detail pages the spec leaves for later (/cursos/{id}, /livros/{id}). */
export function UnderDevelopment({ title, backTo, backLabel }: UnderDevelopmentProps) {
  return (
    <Section>
      <div className={styles.placeholder}>
        <SectionTitle as="h1">{title}</SectionTitle>
        <p>Esta página está em desenvolvimento. Em breve você encontrará aqui todos os detalhes.</p>
        <ButtonRow center>
          <LinkButton to={backTo} variant="outline">
            {backLabel}
          </LinkButton>
        </ButtonRow>
      </div>
    </Section>
  );
}
