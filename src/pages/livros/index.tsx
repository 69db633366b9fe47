import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../../components/Seo";
import { CatalogueList } from "../../components/CatalogueList";
import { BookCard } from "../../components/BookCard";
import { InertButton } from "../../components/Button";
import { CallToAction, CallToActionText, CallToActionTitle } from "../../components/Section";
import { Container } from "../../components/Container";

export default function BooksPage({ data }: PageProps<Queries.BooksListQuery>) {
  return (
    <CatalogueList
      title="Livros"
      subtitle="Leituras para acompanhar a sua caminhada espiritual."
      label="Lista de livros"
      after={
        <CallToAction aria-labelledby="biblioteca-title">
          <Container narrow>
            <CallToActionTitle id="biblioteca-title">Transforme sua Vida</CallToActionTitle>
            <CallToActionText>
              Cada livro é um convite à reflexão. Em breve, toda a nossa biblioteca estará disponível para você.
            </CallToActionText>
            <InertButton variant="light">Explorar Biblioteca</InertButton>
          </Container>
        </CallToAction>
      }
    >
      {data.allBook.nodes.map((book) => (
        <BookCard key={book.id} book={book} />
      ))}
    </CatalogueList>
  );
}

export const query = graphql`
  query BooksList {
    allBook(sort: { contentId: ASC }) {
      nodes {
        ...BookCard
      }
    }
  }
`;

export const Head = pageHead(
  "Livros",
  "Livros digitais do instituto sobre espiritualidade, caridade e evolução do espírito.",
);
