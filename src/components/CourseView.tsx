import React from "react";
import { graphql } from "gatsby";
import { useCourseProgress } from "../hooks/useCourseProgress";
import { modulesOf } from "../shared/study";
import { ROUTES } from "../shared/site";
import { COURSES } from "../shared/texts/courses";
import { TitleIn, formatWith } from "./TitleIn";
import { useTexts } from "../hooks/usePageLanguage";
import { CourseProgress } from "./CourseProgress";
import { Facts } from "./Facts";
import { LevelBadge } from "./LevelBadge";
import { StudyPage, StudySection, StudyText, WithoutScript, type StudyBack } from "./StudyPage";
import { StudyLink, type StudyTarget } from "./StudyLink";
import * as styles from "./CourseView.module.css";

export type CourseData = Queries.CoursePageFragment;
/** A lesson of the syllabus; one not published in the page's language leads to its Portuguese page. */
type Lesson = CourseData["lessons"][number] & StudyTarget;

/**
 * The syllabus: the lessons in the order the build gives them, each module's together, each with its
 * place in the course, its duration and, once done, its mark.
 */
function Syllabus({ courseId, lessons }: { courseId: number; lessons: readonly Lesson[] }) {
  const { done } = useCourseProgress(courseId);
  const TEXTS = useTexts("courses", COURSES);
  return (
    <StudySection title={TEXTS.syllabus}>
      {modulesOf(lessons).map((module) => (
        <div key={module.title ?? ""} className={styles.group}>
          {module.title ? (
            <h3 className={styles.groupTitle}>
              <TitleIn inSource={module.lessons.every(({ lesson }) => lesson.inSource)}>{module.title}</TitleIn>
            </h3>
          ) : null}
          <ol className={styles.lessons}>
            {module.lessons.map(({ place, lesson }) => (
              <li key={lesson.ordem} className={styles.lesson}>
                {/* Its place is kept before the visitor's progress is known, so nothing moves when it comes. */}
                <span className={styles.mark}>
                  {done.includes(lesson.ordem) ? (
                    <>
                      <span aria-hidden="true">✓</span>
                      <span className="visually-hidden">({TEXTS.doneMark})</span>
                    </>
                  ) : null}
                </span>
                <StudyLink path={lesson.path} inSource={lesson.inSource}>
                  {formatWith(TEXTS.syllabusLesson, {
                    place,
                    title: <TitleIn inSource={lesson.inSource}>{lesson.titulo}</TitleIn>,
                  })}
                </StudyLink>
                <span className={styles.duration}>{lesson.duracao}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </StudySection>
  );
}

/**
 * An available course's page (docs/routes.md, "Courses and books"): its level, title, description and
 * duration, the visitor's progress, the presentation and the syllabus.
 */
interface CourseViewProps {
  course: Omit<CourseData, "lessons"> & { lessons: readonly Lesson[] };
  /** Where the list of courses is, when not at its own address (a course published in another language). */
  coursesPage?: Omit<StudyBack, "label">;
  notice?: React.ReactNode;
}

export function CourseView({ course, coursesPage, notice }: CourseViewProps) {
  const TEXTS = useTexts("courses", COURSES);
  return (
    <StudyPage
      back={{ ...(coursesPage ?? { to: ROUTES.courses }), label: TEXTS.backToCourses }}
      notice={notice}
      eyebrow={<LevelBadge nivel={course.nivel} />}
      title={course.titulo}
      intro={
        <>
          <p className={styles.description}>{course.descricao}</p>
          <Facts
            items={[
              [TEXTS.duration, course.duracao],
              [TEXTS.lessons, course.lessons.length],
              [TEXTS.students, course.estudantes],
            ]}
          />
        </>
      }
    >
      <CourseProgress courseId={course.contentId} lessons={course.lessons} />
      <WithoutScript>{TEXTS.needsJavaScript}</WithoutScript>
      {course.bodyHtml ? <StudyText html={course.bodyHtml} /> : null}
      <Syllabus courseId={course.contentId} lessons={course.lessons} />
    </StudyPage>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment CoursePage on Course {
    ...CourseCard
    bodyHtml
    lessons {
      ordem
      path
      titulo
      duracao
      modulo
    }
  }
`;
