import React from "react";
import { graphql, Link } from "gatsby";
import { formatFileSize } from "../shared/file-size";
import { ROUTES } from "../shared/site";
import { BookLinks } from "./BookLinks";
import { ContentImage } from "./ContentImage";
import { Facts } from "./Facts";
import { StarRating } from "./StarRating";
import { StudyPage, StudySection, StudyText } from "./StudyPage";
import * as styles from "./BookView.module.css";

export type BookData = Queries.BookPageFragment;

/**
 * An available book's page (docs/routes.md, "Courses and books"): its cover when it has one, title,
 * subtitle, stars, description, pages, format and the file's size, the download and the way to read
 * online, the presentation and the contents, the chapters in the order the build gives them.
 */
export function BookView({ book }: { book: BookData }) {
  const cover = book.capa?.childImageSharp?.gatsbyImageData;
  const { chapters } = book;
  return (
    <StudyPage back={{ to: ROUTES.books, label: "Voltar aos Livros" }} title={book.titulo} intro={null}>
      <div className={styles.top}>
        {cover ? (
          <ContentImage image={cover} alt={`Capa de ${book.titulo}`} className={styles.cover} loading="eager" />
        ) : null}
        <div>
          <p className={styles.subtitle}>{book.subtitulo}</p>
          <StarRating value={book.rating} />
          <p className={styles.description}>{book.descricao}</p>
          <Facts
            items={[
              ["Páginas", book.paginas],
              ["Formato", book.formato],
              ["Tamanho", book.arquivo ? formatFileSize(book.arquivo.size) : "—"],
            ]}
          />
          <div className={styles.actions} data-pagefind-ignore>
            <BookLinks arquivo={book.arquivo} chapters={chapters} />
          </div>
        </div>
      </div>
      {book.bodyHtml ? <StudyText html={book.bodyHtml} /> : null}
      {chapters.length > 0 ? (
        <StudySection title="Sumário">
          <ol className={styles.contents}>
            {chapters.map((chapter) => (
              <li key={chapter.path}>
                <Link to={chapter.path}>{chapter.titulo}</Link>
              </li>
            ))}
          </ol>
        </StudySection>
      ) : null}
    </StudyPage>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment BookPage on Book {
    ...BookCard
    bodyHtml
    arquivo {
      size
      extension
    }
    capa {
      childImageSharp {
        gatsbyImageData(width: 240, aspectRatio: 0.6667, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
    chapters {
      path
      titulo
    }
  }
`;
