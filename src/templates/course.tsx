import React from "react";
import { graphql, type PageProps } from "gatsby";
import { CourseView } from "../components/CourseView";
import { LessonView } from "../components/LessonView";
import { translatableHead } from "../components/SeoInLanguages";
import { named } from "../shared/structured-data/institute";
import { courseData, lessonData } from "../shared/structured-data/study";
import type { StudyPageContext } from "../shared/study";
import { ROUTES } from "../shared/site";

type Data = Queries.CoursePagesQuery;

/**
 * The pages of an available course (src/buildtime/study-pages.ts): the course's own and one per lesson,
 * whichever the page's id is. One template for both, so that a visitor going from the course to its
 * lessons and on downloads their code once.
 */
export default function CoursePages({ data, pageContext }: PageProps<Data, StudyPageContext>) {
  const { course, lesson, previous, next } = data;
  if (course) return <CourseView course={course} />;
  return lesson ? (
    <LessonView
      lesson={lesson}
      previous={previous}
      next={next}
      position={pageContext.position}
      count={pageContext.count}
    />
  ) : null;
}

// A lesson's two neighbours, each read by the id the build gave its page: the page weighs the same
// however long its course, and its query depends on those two lessons alone.
export const query = graphql`
  query CoursePages($id: String!, $previousId: String, $nextId: String) {
    course(id: { eq: $id }) {
      ...CoursePage
    }
    lesson(id: { eq: $id }) {
      ...LessonPage
    }
    previous: lesson(id: { eq: $previousId }) {
      ...LessonNeighbour
    }
    next: lesson(id: { eq: $nextId }) {
      ...LessonNeighbour
    }
  }
`;

/** The page's title, description and schema.org description (src/shared/structured-data/). */
function headOf({ course, lesson }: Data) {
  if (course) {
    const path = ROUTES.course(course.contentId);
    const lessons = course.lessons.map((item) => named(item.titulo, item.path));
    return {
      title: course.titulo,
      description: course.descricao,
      jsonLd: courseData({ ...named(course.titulo, path), description: course.descricao, lessons }),
    };
  }
  if (!lesson) return null;
  const parent = lesson.course && named(lesson.course.titulo, ROUTES.course(lesson.curso));
  return {
    title: parent ? `${lesson.titulo} | ${parent.name}` : lesson.titulo,
    description: lesson.resumo,
    jsonLd: lessonData({ ...named(lesson.titulo, lesson.path), description: lesson.resumo, course: parent }),
  };
}

export const Head = translatableHead(headOf);
