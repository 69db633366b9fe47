import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { UnderDevelopment } from "../../components/UnderDevelopment";
import { ROUTES } from "../../shared/site";

/** Client-only route /livros/{id}: the same placeholder for any id (docs/behaviour.md: Screens route table). */
export default function BookDetailPage(_props: PageProps) {
  return <UnderDevelopment title="Detalhes do livro" backTo={ROUTES.books} backLabel="Voltar aos Livros" />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Detalhes do livro" pathname={location.pathname} canonical={false} />
);
