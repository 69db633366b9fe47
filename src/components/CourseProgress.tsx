import React from "react";
import { useCourseProgress } from "../hooks/useCourseProgress";
import { doneCount, lessonToStudy, type Ordered } from "../shared/study";
import { COURSES } from "../shared/texts/courses";
import { plural } from "../shared/texts/plural";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import { buttonClass } from "./Button";
import { StudyLink, type StudyTarget } from "./StudyLink";
import * as styles from "./CourseProgress.module.css";
import { NEEDS_SCRIPT } from "../shared/needs-script";

/** A lesson as the progress reads it: its number, and its page's address. */
type ProgressLesson = Ordered & StudyTarget;

interface CourseStartProps {
  courseId: number;
  /** The course's lessons, in the order the build gives them (src/buildtime/nodes/study-links.ts). */
  lessons: readonly ProgressLesson[];
  /** The width of the card it closes. */
  block?: boolean;
}

/**
 * 'Iniciar Curso', a link to the first lesson; once the visitor has begun, 'Continuar', to the first
 * lesson not done yet (the first of all once every one is). The pre-rendered page says 'Iniciar Curso'.
 */
export function CourseStart({ courseId, lessons, block = false }: CourseStartProps) {
  const { done } = useCourseProgress(courseId);
  const TEXTS = useTexts("courses", COURSES);
  const lesson = lessonToStudy(lessons, done);
  if (!lesson) return null;
  return (
    <StudyLink path={lesson.path} inSource={lesson.inSource} className={buttonClass("primary", { block })}>
      {doneCount(lessons, done) > 0 ? TEXTS.continueCourse : TEXTS.startCourse}
    </StudyLink>
  );
}

/**
 * The visitor's progress on a course's page: 'N de M aulas concluídas' with its bar, 'Curso concluído'
 * in the title once every lesson is done, the way on, and 'Recomeçar', which forgets it. Every element
 * is there in the pre-rendered page, which knows no progress, so nothing moves when it comes.
 */
export function CourseProgress({ courseId, lessons }: { courseId: number; lessons: readonly ProgressLesson[] }) {
  const { done, reset } = useCourseProgress(courseId);
  const TEXTS = useTexts("courses", COURSES);
  const { htmlLang } = usePageLanguage();
  const count = doneCount(lessons, done);
  const titleId = React.useId();
  return (
    <section className={styles.progress} aria-labelledby={titleId} data-pagefind-ignore>
      <h2 id={titleId} className={styles.title}>
        {count === lessons.length ? TEXTS.courseDone : TEXTS.progressTitle}
      </h2>
      <p className={styles.count}>
        {plural(htmlLang, lessons.length, TEXTS.progress, { done: count, total: lessons.length })}
      </p>
      <progress className={styles.bar} max={lessons.length} value={count} aria-labelledby={titleId} />
      <div className={styles.actions}>
        <CourseStart courseId={courseId} lessons={lessons} />
        <button
          type="button"
          className={buttonClass("outline")}
          onClick={reset}
          disabled={count === 0}
          {...NEEDS_SCRIPT}
        >
          {TEXTS.restart}
        </button>
      </div>
    </section>
  );
}
