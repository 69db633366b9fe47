import React, { useEffect } from "react";
import { Link, navigate, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { ROUTES } from "../../shared/site";
import { Section, SectionTitle } from "../../components/Section";
import { Container } from "../../components/Container";

/**
 * /ensinos is not a route of the spec, yet the home page's 'Comece Agora' points at it: send the
 * visitor on to the teachings list instead of a dead end: a client-side redirect, with a meta
 * refresh for visitors without JavaScript.
 */
export default function TeachingsRedirectPage(_props: PageProps) {
  useEffect(() => {
    void navigate(ROUTES.teachings, { replace: true });
  }, []);
  return (
    <Section>
      <Container narrow>
        <SectionTitle as="h1">Ensinamentos</SectionTitle>
        <p>
          Redirecionando para <Link to={ROUTES.teachings}>os ensinamentos</Link>…
        </p>
      </Container>
    </Section>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Ensinamentos" pathname={location.pathname} noindex>
    <meta httpEquiv="refresh" content={`0; url=${ROUTES.teachings}`} />
  </Seo>
);
