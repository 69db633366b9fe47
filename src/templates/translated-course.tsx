import React from "react";
import { graphql, type PageProps } from "gatsby";
import { CourseView } from "../components/CourseView";
import { LessonView } from "../components/LessonView";
import { translatableHead } from "../components/SeoInLanguages";
import { TranslationNotice } from "../components/TranslationNotice";
import { ROUTES } from "../shared/site";
import { named } from "../shared/structured-data/institute";
import { courseData, lessonData } from "../shared/structured-data/study";
import { linkedIn, syllabusIn, versionIn, type TranslationPageContext } from "../shared/translations";

type Data = Queries.TranslatedCoursePagesQuery;

/**
 * The pages of a course published in another language and of its lessons (src/buildtime/translations/
 * pages.ts), whichever its node is: the texts from the translation, the rest from the original, a lesson
 * not translated listed and linked in Portuguese, the frame in the page's language.
 */
export default function TranslatedCoursePages({ data, pageContext }: PageProps<Data, TranslationPageContext>) {
  const { courseTranslation: course, lessonTranslation: lesson } = data;
  const { lang } = pageContext;
  if (course?.original) {
    const original = course.original;
    const lessons = syllabusIn(original.lessons, lang);
    return (
      <CourseView
        course={{ ...original, ...course, lessons }}
        coursesPage={{ to: ROUTES.courses, inSource: true }}
        notice={<TranslationNotice translation={course} original={original.path} />}
      />
    );
  }
  if (!lesson?.original) return null;
  const original = lesson.original;
  const parentCourse = linkedIn(original.course, lang, ROUTES.course(original.curso));
  return (
    <LessonView
      lesson={{
        ...original,
        ...lesson,
        course: parentCourse && { titulo: parentCourse.titulo },
      }}
      previous={linkedIn(data.previous, lang, data.previous?.path ?? "")}
      next={linkedIn(data.next, lang, data.next?.path ?? "")}
      position={pageContext.position}
      count={pageContext.count}
      coursePage={{ to: parentCourse?.path ?? ROUTES.course(original.curso), inSource: parentCourse?.inSource }}
      notice={<TranslationNotice translation={lesson} original={original.path} />}
    />
  );
}

export const query = graphql`
  query TranslatedCoursePages($id: String!, $previousId: String, $nextId: String) {
    courseTranslation(id: { eq: $id }) {
      titulo
      descricao
      duracao
      estudantes
      bodyHtml
      path
      ...TranslationNotice
      original {
        ...CoursePage
        path
        lessons {
          translations {
            lang
            path
            titulo
            duracao
            modulo
          }
        }
      }
    }
    lessonTranslation(id: { eq: $id }) {
      titulo
      resumo
      duracao
      modulo
      bodyHtml
      path
      ...TranslationNotice
      perguntas {
        pergunta
        opcoes
        resposta
        explicacao
      }
      original {
        ...LessonPage
        course {
          translations {
            lang
            path
            titulo
          }
        }
      }
    }
    previous: lesson(id: { eq: $previousId }) {
      ...LessonNeighbour
      translations {
        lang
        path
        titulo
      }
    }
    next: lesson(id: { eq: $nextId }) {
      ...LessonNeighbour
      translations {
        lang
        path
        titulo
      }
    }
  }
`;

/** The page's title, description and structured data in its language (its versions are added by translatableHead). */
function headOf({ courseTranslation: course, lessonTranslation: lesson }: Data, context: TranslationPageContext) {
  if (course?.original) {
    const lessons = course.original.lessons.map((item) => {
      const translated = versionIn(item.translations, context.lang);
      return named(translated?.titulo ?? item.titulo, translated?.path ?? item.path);
    });
    return {
      title: course.titulo,
      description: course.descricao,
      translator: course.traduzido_por,
      jsonLd: courseData({ ...named(course.titulo, course.path), description: course.descricao, lessons }),
    };
  }
  if (!lesson?.original) return null;
  const parent = lesson.original.course;
  const linked = linkedIn(parent, context.lang, ROUTES.course(lesson.original.curso));
  const parentNamed = linked && named(linked.titulo, linked.path);
  return {
    title: parentNamed ? `${lesson.titulo} | ${parentNamed.name}` : lesson.titulo,
    description: lesson.resumo,
    translator: lesson.traduzido_por,
    jsonLd: lessonData({ ...named(lesson.titulo, lesson.path), description: lesson.resumo, course: parentNamed }),
  };
}

export const Head = translatableHead(headOf);
