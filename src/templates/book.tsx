import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BookView } from "../components/BookView";
import { Seo } from "../components/Seo";
import { bookData } from "../shared/structured-data";
import { ROUTES } from "../shared/site";

type Data = Queries.BookPageQuery;

/** An available book's page, /livros/<id>/ (src/buildtime/study-pages.ts). */
export default function BookPage({ data }: PageProps<Data>) {
  return data.book ? <BookView book={data.book} /> : null;
}

export const query = graphql`
  query BookPage($id: String!) {
    book(id: { eq: $id }) {
      contentId
      titulo
      subtitulo
      descricao
      paginas
      formato
      rating
      bodyHtml
      arquivo {
        publicURL
        base
        size
        extension
      }
      capa {
        childImageSharp {
          gatsbyImageData(width: 240, aspectRatio: 0.6667, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
      chapters {
        ordem
        titulo
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const book = data.book;
  if (!book) return null;
  const file = book.arquivo?.publicURL ? { path: book.arquivo.publicURL, extension: book.arquivo.extension } : null;
  const jsonLd = bookData({
    name: book.titulo,
    alternativeHeadline: book.subtitulo,
    description: book.descricao,
    path: ROUTES.book(book.contentId),
    pages: book.paginas,
    file,
  });
  return <Seo title={book.titulo} description={book.descricao} pathname={location.pathname} jsonLd={jsonLd} />;
};
