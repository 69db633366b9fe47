import React from "react";
import { Link } from "gatsby";
import { AVAILABLE } from "../shared/catalogue";
import { InertButton } from "./Button";
import { Facts } from "./Facts";
import { Card, CardText, CardTitle } from "./Card";

interface CatalogueCardProps {
  /** The course or the book: its title, description and status ('Em breve' or 'Disponível'). */
  item: { titulo: string; descricao: string; status: string };
  /** The page of an available course or book: its title leads there. */
  page: string;
  /** Above the title: a course's level, a book's cover. */
  top: React.ReactNode;
  /** Between the title and the description: a book's subtitle and stars. */
  children?: React.ReactNode;
  /** The facts above 'Status', which is always the last. */
  facts: React.ComponentProps<typeof Facts>["items"];
  /** The label of the spec's inert button on a card 'Em breve': 'Iniciar Curso', 'Baixar Livro'. */
  comingSoon: React.ReactNode;
  /** What an available card ends with, in place of that button. */
  action: React.ReactNode;
  /** The title's level: h3 where the cards are under a heading of their own (an edition's groups). */
  titleAs?: "h2" | "h3";
}

/**
 * A course's or a book's card on /cursos/ and /livros/ (docs/behaviour.md: Screens Courses, Books):
 * one 'Em breve' is the spec's card, its button inert; an available one links its title to its page
 * and ends with what the visitor can really do.
 */
export function CatalogueCard({ item, page, top, children, facts, comingSoon, action, titleAs }: CatalogueCardProps) {
  const available = item.status === AVAILABLE;
  return (
    <Card as="article">
      {top}
      <CardTitle as={titleAs}>{available ? <Link to={page}>{item.titulo}</Link> : item.titulo}</CardTitle>
      {children}
      <CardText>{item.descricao}</CardText>
      <Facts items={[...facts, ["Status", item.status]]} />
      {available ? action : <InertButton block>{comingSoon}</InertButton>}
    </Card>
  );
}
