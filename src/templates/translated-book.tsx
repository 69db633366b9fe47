import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BookView } from "../components/BookView";
import { ChapterView } from "../components/ChapterView";
import { translatableHead } from "../components/SeoInLanguages";
import { TranslationNotice } from "../components/TranslationNotice";
import { ROUTES } from "../shared/site";
import { format } from "../shared/texts/format";
import { named } from "../shared/structured-data/institute";
import { bookData, chapterData } from "../shared/structured-data/study";
import { linkedIn, versionIn, type TranslationPageContext } from "../shared/translations";

type Data = Queries.TranslatedBookPagesQuery;

/**
 * The pages of a book published in another language and of its chapters (src/buildtime/translations/
 * pages.ts), whichever its node is: the texts from the translation, the rest from the original, a chapter
 * not translated listed and linked in Portuguese, the frame in the page's language.
 */
export default function TranslatedBookPages({ data, pageContext }: PageProps<Data, TranslationPageContext>) {
  const { bookTranslation: book, chapterTranslation: chapter } = data;
  const { lang } = pageContext;
  if (book?.original) {
    const original = book.original;
    const chapters = original.chapters.map((item) => {
      const translated = versionIn(item.translations, lang);
      return translated ? { ...item, titulo: translated.titulo, path: translated.path } : { ...item, inSource: true };
    });
    return (
      <BookView
        book={{ ...original, ...book, chapters }}
        booksPage={{ to: ROUTES.books, inSource: true }}
        notice={<TranslationNotice translation={book} original={original.path} />}
      />
    );
  }
  if (!chapter?.original) return null;
  const original = chapter.original;
  const parentBook = linkedIn(original.book, lang, ROUTES.book(original.livro));
  return (
    <ChapterView
      chapter={{
        ...original,
        ...chapter,
        book: parentBook && { titulo: parentBook.titulo },
      }}
      previous={linkedIn(data.previous, lang, data.previous?.path ?? "")}
      next={linkedIn(data.next, lang, data.next?.path ?? "")}
      position={pageContext.position}
      bookPage={{ to: parentBook?.path ?? ROUTES.book(original.livro), inSource: parentBook?.inSource }}
      notice={<TranslationNotice translation={chapter} original={original.path} />}
    />
  );
}

export const query = graphql`
  query TranslatedBookPages($id: String!, $previousId: String, $nextId: String) {
    bookTranslation(id: { eq: $id }) {
      titulo
      subtitulo
      descricao
      bodyHtml
      path
      ...TranslationNotice
      original {
        ...BookPage
        path
        chapters {
          translations {
            lang
            path
            titulo
          }
        }
      }
    }
    chapterTranslation(id: { eq: $id }) {
      titulo
      bodyHtml
      path
      ...TranslationNotice
      original {
        ...ChapterPage
        book {
          translations {
            lang
            path
            titulo
          }
        }
      }
    }
    previous: chapter(id: { eq: $previousId }) {
      ...ChapterNeighbour
      translations {
        lang
        path
        titulo
      }
    }
    next: chapter(id: { eq: $nextId }) {
      ...ChapterNeighbour
      translations {
        lang
        path
        titulo
      }
    }
  }
`;

/** The page's title, description and structured data in its language (its versions are added by translatableHead). */
function headOf({ bookTranslation: book, chapterTranslation: chapter }: Data, context: TranslationPageContext) {
  if (book?.original) {
    const { arquivo } = book.original;
    const file = arquivo?.publicURL ? { path: arquivo.publicURL, extension: arquivo.extension } : null;
    return {
      title: book.titulo,
      description: book.descricao,
      translator: book.traduzido_por,
      jsonLd: bookData({
        ...named(book.titulo, book.path),
        alternativeHeadline: book.subtitulo,
        description: book.descricao,
        pages: book.original.paginas,
        file,
      }),
    };
  }
  if (!chapter?.original) return null;
  const parent = chapter.original.book;
  const linked = linkedIn(parent, context.lang, ROUTES.book(chapter.original.livro));
  const parentNamed = linked && named(linked.titulo, linked.path);
  const texts = context.languages.translated?.texts.books;
  return {
    title: parentNamed ? `${chapter.titulo} | ${parentNamed.name}` : chapter.titulo,
    description:
      parentNamed && texts
        ? format(texts.chapterDescription, { position: context.position, book: parentNamed.name })
        : undefined,
    translator: chapter.traduzido_por,
    jsonLd: chapterData({ ...named(chapter.titulo, chapter.path), position: context.position, book: parentNamed }),
  };
}

export const Head = translatableHead(headOf);
