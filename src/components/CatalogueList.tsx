import React from "react";
import { useFakeLoad } from "../hooks/useLoading";
import { PageHero } from "./PageHero";
import { LoadingGate } from "./LoadingGate";
import { CardGrid, Section } from "./Section";
import { Container } from "./Container";

interface CatalogueListProps {
  title: string;
  subtitle: string;
  /** What the list is, for assistive technologies ('Lista de cursos'). */
  label: string;
  /** The cards, one per course or book. */
  children: React.ReactNode;
  /** Under the cards, in the list's band ('Ver Todos os Cursos'). */
  footer?: React.ReactNode;
  /** After the list's band ('Transforme sua Vida'). */
  after?: React.ReactNode;
}

/** The list of courses or of books: the spec's 1 s load (docs/behaviour.md: States), the banner, the cards. */
export function CatalogueList({ title, subtitle, label, children, footer, after }: CatalogueListProps) {
  const loading = useFakeLoad();
  return (
    <LoadingGate loading={loading}>
      <PageHero title={title} subtitle={subtitle} />
      <Section aria-label={label}>
        <Container>
          <CardGrid>{children}</CardGrid>
          {footer}
        </Container>
      </Section>
      {after}
    </LoadingGate>
  );
}
