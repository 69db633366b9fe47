import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BookView } from "../components/BookView";
import { ChapterView } from "../components/ChapterView";
import { CourseView } from "../components/CourseView";
import { LessonView } from "../components/LessonView";
import { Seo } from "../components/Seo";
import { bookData, chapterData, courseData, lessonData } from "../shared/structured-data";
import { inOrder, type StudyPageContext } from "../shared/study";
import { ROUTES } from "../shared/site";

type Data = Queries.StudyPageQuery;

/**
 * The pages of the available courses and books (src/buildtime/study-pages.ts): a course, one of its
 * lessons, a book or one of its chapters, whichever the page's id is. One template for the four: they
 * are parts of one whole, which a visitor goes through from one to the next.
 */
export default function StudyPage({ data, pageContext }: PageProps<Data, StudyPageContext>) {
  const { course, lesson, book, chapter } = data;
  if (course) return <CourseView course={course} />;
  if (lesson) return <LessonView lesson={lesson} neighbours={data.lessonNeighbours.nodes} count={pageContext.count} />;
  if (book) return <BookView book={book} />;
  return chapter ? <ChapterView chapter={chapter} neighbours={data.chapterNeighbours.nodes} /> : null;
}

export const query = graphql`
  query StudyPage($id: String!, $neighbourIds: [String!]!) {
    course(id: { eq: $id }) {
      ...CoursePage
    }
    lesson(id: { eq: $id }) {
      ...LessonPage
    }
    book(id: { eq: $id }) {
      ...BookPage
    }
    chapter(id: { eq: $id }) {
      ...ChapterPage
    }
    # Only the neighbours of a lesson or a chapter: a page weighs the same however long its course or book.
    lessonNeighbours: allLesson(filter: { id: { in: $neighbourIds } }) {
      nodes {
        ...LessonNeighbour
      }
    }
    chapterNeighbours: allChapter(filter: { id: { in: $neighbourIds } }) {
      nodes {
        ...ChapterNeighbour
      }
    }
  }
`;

/** The page's title, description and schema.org description (src/shared/structured-data.ts). */
function headOf({ course, lesson, book, chapter }: Data) {
  if (course) {
    const lessons = inOrder(course.lessons).map((item) => ({
      name: item.titulo,
      path: ROUTES.lesson(course.contentId, item.ordem),
    }));
    const path = ROUTES.course(course.contentId);
    return {
      title: course.titulo,
      description: course.descricao,
      jsonLd: courseData({ ...named(course.titulo, path), description: course.descricao, lessons }),
    };
  }
  if (lesson) {
    const parent = lesson.course && named(lesson.course.titulo, ROUTES.course(lesson.curso));
    const path = ROUTES.lesson(lesson.curso, lesson.ordem);
    return {
      title: parent ? `${lesson.titulo} | ${parent.name}` : lesson.titulo,
      description: lesson.resumo,
      jsonLd: lessonData({ ...named(lesson.titulo, path), description: lesson.resumo, course: parent }),
    };
  }
  if (book) {
    const file = book.arquivo?.publicURL ? { path: book.arquivo.publicURL, extension: book.arquivo.extension } : null;
    return {
      title: book.titulo,
      description: book.descricao,
      jsonLd: bookData({
        ...named(book.titulo, ROUTES.book(book.contentId)),
        alternativeHeadline: book.subtitulo,
        description: book.descricao,
        pages: book.paginas,
        file,
      }),
    };
  }
  if (!chapter) return null;
  const parent = chapter.book && named(chapter.book.titulo, ROUTES.book(chapter.livro));
  return {
    title: parent ? `${chapter.titulo} | ${parent.name}` : chapter.titulo,
    description: parent ? `Capítulo ${chapter.ordem} de ${parent.name}, para ler online.` : undefined,
    jsonLd: chapterData({
      ...named(chapter.titulo, ROUTES.chapter(chapter.livro, chapter.ordem)),
      position: chapter.ordem,
      book: parent,
    }),
  };
}

const named = (name: string, path: string) => ({ name, path });

export const Head = ({ data, location }: HeadProps<Data>) => {
  const head = headOf(data);
  return head ? <Seo {...head} pathname={location.pathname} /> : null;
};
