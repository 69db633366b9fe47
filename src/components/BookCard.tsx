import React from "react";
import { graphql } from "gatsby";
import { InertButton } from "./LinkButton";
import { Facts } from "./Facts";
import { StarRating } from "./StarRating";
import { useIsSourceLanguage } from "../hooks/useLanguage";

export type BookCardData = Queries.BookCardFragment;

export function BookCard({ book }: { book: BookCardData }) {
  // SPEC §2 Books: the button's label follows the current language (pt or en).
  const downloadLabel = useIsSourceLanguage() ? "Baixar Livro" : "Download Book";
  return (
    <article className="card book-card">
      <div className="book-card__cover" aria-hidden="true">
        <span>{book.titulo}</span>
      </div>
      <h2 className="card__title">{book.titulo}</h2>
      <p className="book-card__subtitle">{book.subtitulo}</p>
      <StarRating value={book.rating} />
      <p className="card__text">{book.descricao}</p>
      <Facts
        items={[
          ["Páginas", book.paginas],
          ["Formato", book.formato],
          ["Status", book.status],
        ]}
      />
      <InertButton className="btn--block">
        <span translate="no">{downloadLabel}</span>
      </InertButton>
    </article>
  );
}

export const query = graphql`
  fragment BookCard on Book {
    id
    titulo
    subtitulo
    descricao
    paginas
    formato
    status
    rating
  }
`;
