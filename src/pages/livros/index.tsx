import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../../components/Seo";
import { PageHero } from "../../components/PageHero";
import { LoadingGate } from "../../components/LoadingGate";
import { BookCard } from "../../components/BookCard";
import { InertButton } from "../../components/Button";
import { CallToAction, CallToActionText, CallToActionTitle, CardGrid, Section } from "../../components/Section";
import { useFakeLoad } from "../../hooks/useLoading";
import { Container, containerClass } from "../../components/Container";

export default function BooksPage({ data }: PageProps<Queries.BooksListQuery>) {
  const loading = useFakeLoad();
  return (
    <LoadingGate loading={loading}>
      <PageHero title="Livros" subtitle="Leituras para acompanhar a sua caminhada espiritual." />
      <Section aria-label="Lista de livros">
        <CardGrid className={containerClass}>
          {data.allBook.nodes.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </CardGrid>
      </Section>
      <CallToAction aria-labelledby="biblioteca-title">
        <Container narrow>
          <CallToActionTitle id="biblioteca-title">Transforme sua Vida</CallToActionTitle>
          <CallToActionText>
            Cada livro é um convite à reflexão. Em breve, toda a nossa biblioteca estará disponível para você.
          </CallToActionText>
          <InertButton variant="light">Explorar Biblioteca</InertButton>
        </Container>
      </CallToAction>
    </LoadingGate>
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
