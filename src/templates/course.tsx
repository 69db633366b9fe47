import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CourseView } from "../components/CourseView";
import { Seo } from "../components/Seo";
import { courseData } from "../shared/structured-data";
import { inOrder } from "../shared/study";
import { ROUTES } from "../shared/site";

type Data = Queries.CoursePageQuery;

/** An available course's page, /cursos/<id>/ (src/buildtime/study-pages.ts). */
export default function CoursePage({ data }: PageProps<Data>) {
  return data.course ? <CourseView course={data.course} /> : null;
}

export const query = graphql`
  query CoursePage($id: String!) {
    course(id: { eq: $id }) {
      contentId
      nivel
      titulo
      descricao
      duracao
      estudantes
      bodyHtml
      lessons {
        ordem
        titulo
        duracao
        modulo
      }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Data>) => {
  const course = data.course;
  if (!course) return null;
  const jsonLd = courseData({
    name: course.titulo,
    description: course.descricao,
    path: ROUTES.course(course.contentId),
    lessons: inOrder(course.lessons).map((lesson) => ({
      name: lesson.titulo,
      path: ROUTES.lesson(course.contentId, lesson.ordem),
    })),
  });
  return <Seo title={course.titulo} description={course.descricao} pathname={location.pathname} jsonLd={jsonLd} />;
};
