import React from "react";
import { useCourseProgress } from "../hooks/useCourseProgress";
import { doneCount, lessonToStudy, type Ordered } from "../shared/study";
import { COURSE_CARD } from "../shared/texts/course-card";
import { useTexts } from "../hooks/usePageLanguage";
import { buttonClass } from "./Button";
import { StudyLink, type StudyTarget } from "./StudyLink";

/** A lesson as the progress reads it: its number, and its page's address. */
export type ProgressLesson = Ordered & StudyTarget;

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
  const TEXTS = useTexts("courses", COURSE_CARD);
  const lesson = lessonToStudy(lessons, done);
  if (!lesson) return null;
  return (
    <StudyLink path={lesson.path} inSource={lesson.inSource} className={buttonClass("primary", { block })}>
      {doneCount(lessons, done) > 0 ? TEXTS.continueCourse : TEXTS.startCourse}
    </StudyLink>
  );
}
