import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ArticleView, articleImageClass } from "../components/ArticleView";
import { ContentImage } from "../components/ContentImage";
import { translatableHead } from "../components/SeoInLanguages";
import { TableOfContents } from "../components/TableOfContents";
import { TranslationNotice } from "../components/TranslationNotice";
import { SITE } from "../shared/site";
import { teachingData } from "../shared/structured-data/teaching";
import type { TranslationPageContext } from "../shared/translations";

type Data = Queries.TranslatedTeachingPageQuery;

/**
 * A teaching published in another language (src/buildtime/translations/pages.ts), at its original's
 * address under the language's prefix: its texts from its translation, everything else from its
 * original, its frame in its language (its context's catalogue).
 */
export default function TranslatedTeachingPage({ data }: PageProps<Data, TranslationPageContext>) {
  const translation = data.teachingTranslation;
  const original = translation?.original;
  if (!translation || !original) return null;
  const image = original.imagem.childImageSharp?.gatsbyImageData;
  return (
    <ArticleView
      titulo={translation.titulo}
      publishedOn={original.publishedOn}
      longDate={original.longDate}
      autor={original.autor}
      tempoLeitura={translation.readingMinutes}
      image={image ? <ContentImage image={image} alt="" className={articleImageClass} loading="eager" /> : null}
      bodyHtml={translation.bodyHtml ?? ""}
      tableOfContents={<TableOfContents entries={translation.toc} />}
      address={`${SITE.url}${translation.path}`}
      categoria={original.categoria}
      ano={original.ano}
      backInSource
      notice={<TranslationNotice translation={translation} original={original.path} />}
    />
  );
}

export const query = graphql`
  query TranslatedTeachingPage($id: String!, $lang: String!) {
    teachingTranslation(id: { eq: $id }) {
      titulo
      resumo
      path
      bodyHtml
      readingMinutes
      toc {
        id
        text
      }
      ...TranslationNotice
      original {
        autor
        categoria
        ano
        path
        publishedOn: data(formatString: "YYYY-MM-DD")
        longDate: data(formatString: "LL", locale: $lang)
        imagem {
          ...ArticlePicture
        }
      }
    }
  }
`;

/** Its title, description and structured data in its language (its versions are added by translatableHead). */
function headOf({ teachingTranslation: translation }: Data) {
  const original = translation?.original;
  if (!translation || !original) return null;
  const image = original.imagem.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
  return {
    title: translation.titulo,
    description: translation.resumo,
    type: "article" as const,
    ...(image ? { image } : {}),
    translator: translation.traduzido_por,
    jsonLd: teachingData({
      name: translation.titulo,
      path: translation.path,
      description: translation.resumo,
      published: original.publishedOn,
      author: original.autor,
      image,
    }),
  };
}

export const Head = translatableHead(headOf);
