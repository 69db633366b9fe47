import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { UnderDevelopment } from "../../components/UnderDevelopment";
import { ROUTES } from "../../shared/site";

/** Client-only route /cursos/{id}: the same placeholder for any id (docs/behaviour.md: Screens route table). */
export default function CourseDetailPage(_props: PageProps) {
  return <UnderDevelopment title="Detalhes do curso" backTo={ROUTES.courses} backLabel="Voltar aos Cursos" />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Detalhes do curso" pathname={location.pathname} canonical={false} />
);
