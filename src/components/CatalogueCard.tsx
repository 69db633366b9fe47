import React from "react";
import { Link } from "gatsby";
import { Facts } from "./Facts";
import { Card, CardText, CardTitle } from "./Card";

interface CatalogueCardProps {
  /** Above the title: a course's level, a book's cover. */
  top: React.ReactNode;
  title: string;
  /** The page the title leads to; none for a course or a book 'Em breve'. */
  to: string | null;
  /** Between the title and the description: a book's subtitle and stars. */
  children?: React.ReactNode;
  description: string;
  facts: React.ComponentProps<typeof Facts>["items"];
  /** What the card ends with: 'Iniciar Curso', 'Baixar Livro'. */
  action: React.ReactNode;
}

/** A course's or a book's card on /cursos/ and /livros/ (docs/behaviour.md: Screens Courses, Books). */
export function CatalogueCard({ top, title, to, children, description, facts, action }: CatalogueCardProps) {
  return (
    <Card as="article">
      {top}
      <CardTitle>{to ? <Link to={to}>{title}</Link> : title}</CardTitle>
      {children}
      <CardText>{description}</CardText>
      <Facts items={facts} />
      {action}
    </Card>
  );
}
