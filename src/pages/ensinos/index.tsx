import React, { useEffect } from "react";
import { Link, navigate, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { ROUTES } from "../../config/site";

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
    <section className="section">
      <div className="container narrow">
        <h1 className="section__title">Ensinamentos</h1>
        <p>
          Redirecionando para <Link to={ROUTES.teachings}>os ensinamentos</Link>…
        </p>
      </div>
    </section>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Ensinamentos" pathname={location.pathname} noindex>
    <meta httpEquiv="refresh" content={`0; url=${ROUTES.teachings}`} />
  </Seo>
);
