import React from "react";
import { graphql } from "gatsby";
import { formatFileSize } from "../shared/file-size";
import { ROUTES } from "../shared/site";
import { BookLinks } from "./BookLinks";
import { ContentImage } from "./ContentImage";
import { Facts } from "./Facts";
import { StarRating } from "./StarRating";
import { StudyPage, StudySection, StudyText, type StudyBack } from "./StudyPage";
import { StudyLink, type StudyTarget } from "./StudyLink";
import { TitleIn } from "./TitleIn";
import { BOOKS } from "../shared/texts/books";
import { format } from "../shared/texts/format";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import * as styles from "./BookView.module.css";

type BookData = Queries.BookPageFragment;

/**
 * An available book's page (docs/routes.md, "Courses and books"): its cover when it has one, title,
 * subtitle, stars, description, pages, format and the file's size, the download and the way to read
 * online, the presentation and the contents, the chapters in the order the build gives them.
 */
interface BookViewProps {
  /** The book; a chapter not published in the page's language leads to its Portuguese page. */
  book: Omit<BookData, "chapters"> & { chapters: readonly (BookData["chapters"][number] & StudyTarget)[] };
  /** Where the list of books is, when not at its own address (a book published in another language). */
  booksPage?: Omit<StudyBack, "label">;
  notice?: React.ReactNode;
}

export function BookView({ book, booksPage, notice }: BookViewProps) {
  const cover = book.capa?.childImageSharp?.gatsbyImageData;
  const { chapters } = book;
  const TEXTS = useTexts("books", BOOKS);
  const { htmlLang } = usePageLanguage();
  return (
    <StudyPage
      back={{ ...(booksPage ?? { to: ROUTES.books }), label: TEXTS.backToBooks }}
      title={book.titulo}
      intro={null}
      notice={notice}
    >
      <div className={styles.top}>
        {cover ? (
          <ContentImage
            image={cover}
            alt={format(TEXTS.cover, { title: book.titulo })}
            className={styles.cover}
            loading="eager"
          />
        ) : null}
        <div>
          <p className={styles.subtitle}>{book.subtitulo}</p>
          <StarRating value={book.rating} />
          <p className={styles.description}>{book.descricao}</p>
          <Facts
            items={[
              [TEXTS.pages, book.paginas],
              [TEXTS.fileFormat, book.formato],
              [TEXTS.fileSize, book.arquivo ? formatFileSize(book.arquivo.size, htmlLang) : "—"],
            ]}
          />
          <div className={styles.actions} data-pagefind-ignore>
            <BookLinks arquivo={book.arquivo} chapters={chapters} />
          </div>
        </div>
      </div>
      {book.bodyHtml ? <StudyText html={book.bodyHtml} /> : null}
      {chapters.length > 0 ? (
        <StudySection title={TEXTS.contents}>
          <ol className={styles.contents}>
            {chapters.map((chapter) => (
              <li key={chapter.path}>
                <StudyLink path={chapter.path} inSource={chapter.inSource}>
                  <TitleIn inSource={chapter.inSource}>{chapter.titulo}</TitleIn>
                </StudyLink>
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
