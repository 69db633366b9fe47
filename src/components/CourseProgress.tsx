import React from "react";
import { useCourseProgress } from "../hooks/useCourseProgress";
import { doneCount } from "../shared/study";
import { COURSES } from "../shared/texts/courses";
import { plural } from "../shared/texts/plural";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import { buttonClass } from "./Button";
import { CourseStart, type ProgressLesson } from "./CourseStart";
import * as styles from "./CourseProgress.module.css";
import { NEEDS_SCRIPT } from "../shared/needs-script";

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
