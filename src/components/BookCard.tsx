import React from "react";
import { graphql } from "gatsby";
import { ROUTES } from "../shared/site";
import { BOOK_CARD as TEXTS } from "../shared/texts/book-card";
import { BookLinks } from "./BookLinks";
import { CatalogueCard } from "./CatalogueCard";
import { StarRating } from "./StarRating";
import { useIsSourceLanguage } from "../hooks/useLanguage";
import * as styles from "./BookCard.module.css";

export type BookCardData = Queries.BookCardFragment;

/**
 * A book on /livros/ (docs/behaviour.md: Screens Books): a book 'Em breve' with the spec's inert
 * 'Baixar Livro'; an available one with its title linked to its page, 'Baixar Livro' downloading its
 * file and 'Ler online' opening its first chapter. The download's label follows the language.
 */
export function BookCard({ book, titleAs }: { book: BookCardData; titleAs?: "h2" | "h3" }) {
  const sourceLanguage = useIsSourceLanguage();
  return (
    <CatalogueCard
      item={book}
      titleAs={titleAs}
      page={ROUTES.book(book.contentId)}
      top={
        <div className={styles.cover} aria-hidden="true">
          <span>{book.titulo}</span>
        </div>
      }
      facts={[
        ["Páginas", book.paginas],
        ["Formato", book.formato],
      ]}
      comingSoon={
        <span translate="no" lang={sourceLanguage ? undefined : "en"}>
          {sourceLanguage ? TEXTS.downloadBook : TEXTS.downloadBookOtherLanguage}
        </span>
      }
      action={
        <div className={styles.actions}>
          <BookLinks arquivo={book.arquivo} chapters={book.chapters} block />
        </div>
      }
    >
      <p className={styles.subtitle}>{book.subtitulo}</p>
      <StarRating value={book.rating} />
    </CatalogueCard>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment BookCard on Book {
    id
    contentId
    titulo
    subtitulo
    descricao
    paginas
    formato
    status
    rating
    arquivo {
      publicURL
      base
    }
    chapters {
      path
    }
  }
`;
