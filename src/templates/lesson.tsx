import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LessonView } from "../components/LessonView";
import { Seo } from "../components/Seo";
import { lessonData } from "../shared/structured-data";
import { ROUTES } from "../shared/site";

type Data = Queries.LessonPageQuery;

/** A lesson's page, /cursos/<curso>/aulas/<ordem>/ (src/buildtime/study-pages.ts). */
export default function LessonPage({ data }: PageProps<Data>) {
  return data.lesson ? <LessonView lesson={data.lesson} /> : null;
}

export const query = graphql`
  query LessonPage($id: String!) {
    lesson(id: { eq: $id }) {
      curso
      ordem
      titulo
      resumo
      duracao
      modulo
      videoId
      bodyHtml
      perguntas {
        pergunta
        opcoes
        resposta
        explicacao
      }
      course {
        titulo
        lessons {
          ordem
          titulo
        }
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const lesson = data.lesson;
  if (!lesson) return null;
  const course = lesson.course && { name: lesson.course.titulo, path: ROUTES.course(lesson.curso) };
  const jsonLd = lessonData({
    name: lesson.titulo,
    description: lesson.resumo,
    path: ROUTES.lesson(lesson.curso, lesson.ordem),
    course,
  });
  const title = lesson.course ? `${lesson.titulo} | ${lesson.course.titulo}` : lesson.titulo;
  return <Seo title={title} description={lesson.resumo} pathname={location.pathname} jsonLd={jsonLd} />;
};
