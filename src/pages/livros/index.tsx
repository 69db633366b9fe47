import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { PageHero } from "../../components/PageHero";
import { LoadingGate } from "../../components/LoadingGate";
import { BookCard } from "../../components/BookCard";
import { InertButton } from "../../components/LinkButton";
import { useFakeLoad } from "../../hooks/useLoading";

export default function BooksPage({ data }: PageProps<Queries.BooksListQuery>) {
  const loading = useFakeLoad();
  return (
    <LoadingGate loading={loading}>
      <PageHero title="Livros" subtitle="Leituras para acompanhar a sua caminhada espiritual." />
      <section className="section" aria-label="Lista de livros">
        <div className="container card-grid">
          {data.allBook.nodes.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </div>
      </section>
      <section className="cta" aria-labelledby="biblioteca-title">
        <div className="container narrow">
          <h2 id="biblioteca-title" className="cta__title">
            Transforme sua Vida
          </h2>
          <p className="cta__text">
            Cada livro é um convite à reflexão. Em breve, toda a nossa biblioteca estará disponível para você.
          </p>
          <InertButton variant="light">Explorar Biblioteca</InertButton>
        </div>
      </section>
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

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Livros"
    description="Livros digitais do instituto sobre espiritualidade, caridade e evolução do espírito."
    pathname={location.pathname}
  />
);
