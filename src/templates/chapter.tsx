import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ChapterView } from "../components/ChapterView";
import { Seo } from "../components/Seo";
import { chapterData } from "../shared/structured-data";
import { ROUTES } from "../shared/site";

type Data = Queries.ChapterPageQuery;

/** A chapter's page, /livros/<livro>/capitulos/<ordem>/ (src/buildtime/study-pages.ts). */
export default function ChapterPage({ data }: PageProps<Data>) {
  return data.chapter ? <ChapterView chapter={data.chapter} /> : null;
}

export const query = graphql`
  query ChapterPage($id: String!) {
    chapter(id: { eq: $id }) {
      livro
      ordem
      titulo
      bodyHtml
      book {
        titulo
        chapters {
          ordem
          titulo
        }
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const chapter = data.chapter;
  if (!chapter) return null;
  const book = chapter.book && { name: chapter.book.titulo, path: ROUTES.book(chapter.livro) };
  const jsonLd = chapterData({
    name: chapter.titulo,
    path: ROUTES.chapter(chapter.livro, chapter.ordem),
    position: chapter.ordem,
    book,
  });
  const title = chapter.book ? `${chapter.titulo} | ${chapter.book.titulo}` : chapter.titulo;
  const description = chapter.book
    ? `Capítulo ${chapter.ordem} de ${chapter.book.titulo}, para ler online.`
    : undefined;
  return <Seo title={title} description={description} pathname={location.pathname} jsonLd={jsonLd} />;
};
