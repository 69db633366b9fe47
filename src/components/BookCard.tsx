import React from "react";
import { graphql } from "gatsby";
import { InertButton } from "./Button";
import { Facts } from "./Facts";
import { StarRating } from "./StarRating";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import { Card, CardText, CardTitle } from "./Card";
import * as styles from "./BookCard.module.css";

export type BookCardData = Queries.BookCardFragment;

export function BookCard({ book }: { book: BookCardData }) {
  // docs/behaviour.md: Screens Books: the button's label follows the current language (pt or en).
  const downloadLabel = useIsSourceLanguage() ? "Baixar Livro" : "Download Book";
  return (
    <Card as="article">
      <div className={styles.cover} aria-hidden="true">
        <span>{book.titulo}</span>
      </div>
      <CardTitle>{book.titulo}</CardTitle>
      <p className={styles.subtitle}>{book.subtitulo}</p>
      <StarRating value={book.rating} />
      <CardText>{book.descricao}</CardText>
      <Facts
        items={[
          ["Páginas", book.paginas],
          ["Formato", book.formato],
          ["Status", book.status],
        ]}
      />
      <InertButton block>
        <span translate="no">{downloadLabel}</span>
      </InertButton>
    </Card>
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
