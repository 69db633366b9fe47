import type { CreatePagesArgs } from "gatsby";
import { answered } from "../gatsby-args";

/**
 * The translations' query, run by their pages (pages.ts) and their feeds (feeds.ts), typed by the types
 * Gatsby generates (`Queries.TranslationsQuery`; gatsby-config.ts has its type generation read
 * src/buildtime/): every translation with what its pages, its language's home and its checks read of it
 * (what every kind's has, `TranslationListed`) and of its original.
 */
export async function translations({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">) {
  const answer = graphql<Queries.TranslationsQuery>(`
    fragment TranslationListed on Translation {
      id
      lang
      sourceFile
      originalName
      path
      titulo
      hasBody: bodyHtml
      revisado_em
    }

    query Translations {
      teachings: allTeachingTranslation(sort: [{ lang: ASC }, { originalName: ASC }]) {
        nodes {
          ...TranslationListed
          resumo
          original {
            path
            hasBody: bodyHtml
            publishedOn: data(formatString: "YYYY-MM-DD")
            autor
          }
        }
      }
      courses: allCourseTranslation(sort: [{ lang: ASC }, { originalName: ASC }]) {
        nodes {
          ...TranslationListed
          descricao
          original {
            id
            path
            status
            hasBody: bodyHtml
          }
        }
      }
      lessons: allLessonTranslation(sort: [{ lang: ASC }, { originalName: ASC }]) {
        nodes {
          ...TranslationListed
          resumo
          original {
            id
            path
            hasBody: bodyHtml
            course {
              status
            }
          }
        }
      }
      books: allBookTranslation(sort: [{ lang: ASC }, { originalName: ASC }]) {
        nodes {
          ...TranslationListed
          descricao
          original {
            id
            path
            status
            hasBody: bodyHtml
          }
        }
      }
      chapters: allChapterTranslation(sort: [{ lang: ASC }, { originalName: ASC }]) {
        nodes {
          ...TranslationListed
          original {
            id
            path
            hasBody: bodyHtml
            book {
              status
              titulo
              translations {
                lang
                titulo
              }
            }
          }
        }
      }
    }
  `);
  return (await answered(reporter, "Não foi possível ler as traduções.", answer)) ?? null;
}

export type TranslationsData = NonNullable<Awaited<ReturnType<typeof translations>>>;
