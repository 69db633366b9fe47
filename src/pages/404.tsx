import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { LinkButton } from "../components/LinkButton";
import { ROUTES } from "../config/site";

export default function NotFoundPage(_props: PageProps) {
  return (
    <section className="section not-found">
      <div className="container narrow">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="section__title">Página não encontrada</h1>
        <p>O endereço que você procurou não existe ou foi movido.</p>
        <LinkButton to={ROUTES.home}>Voltar ao início</LinkButton>
      </div>
    </section>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Página não encontrada" pathname={location.pathname} canonical={false} />
);
